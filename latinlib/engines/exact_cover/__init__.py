"""The exact-cover and covered-sets engines for one-layer puzzles without cages (``engine``): the board as bit
masks (``bitmasks``), Algorithm X with singles (``search``), and the covered-set table (``covered_sets``).
"""
