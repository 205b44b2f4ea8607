"""Counting Sudoku grids by their structure: the band method, and essentially different grids by Burnside.

(The solutions of one puzzle are counted by the solving service, ``ll.count_solutions``.)
The number of Sudoku grids is counted by the band method of Felgenhauer and Jarvis
(2006): the fillings of band 1 (``band_fillings``) fall into classes with equally many
completions (``band_classes``: 44 for 9x9; the symmetry moves alone give the 416
``band_orbits``), and completions are counted through column sets (``count_completions``),
so ``count_sudoku_grids()`` gives 6,670,903,752,021,072,936,960 in 2.5 s of CPU.
``essentially_different`` counts grids up to the Sudoku moves and renaming, by Burnside's
lemma over ``ll.symmetry.sudoku_group``: 2 for 4x4, 49 for 6x6.

Modules: ``sudoku_bands`` (band 1: fillings, reduction, classes, orbits), ``column_tables``
(how many bands have given column sets), ``sudoku_grids`` (completions and the grid count),
``sudoku_burnside`` (essentially different grids by Burnside).

>>> import latinlib as ll
>>> ll.counting.count_sudoku_grids(2, 3), ll.counting.essentially_different(2, 2)
(28200960, 2)
"""
from .sudoku_bands import BandClass, band_classes, band_fillings, band_orbits
from .sudoku_burnside import essentially_different
from .sudoku_grids import count_completions, count_sudoku_grids

__all__ = [ "band_classes", "band_fillings", "band_orbits", "count_completions",
           "count_sudoku_grids", "essentially_different"]
