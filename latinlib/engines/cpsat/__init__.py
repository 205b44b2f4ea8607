"""The CP-SAT engine: one model for every puzzle (``model``), its cage encodings (``cage_encodings``,
``cage_sums``) and second-layer encodings (``orthogonal``), and runs that keep their promises (``run``, ``engine``).
"""
