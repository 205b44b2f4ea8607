"""Generating grids and puzzles: random complete grids, clue removal, minimal and fair puzzles.

``clue_removal``: random grids and seeds/004's Algorithm 2 (remove clues while the
solution stays unique); ``fair``: Algorithms 1 and 3, fair puzzles (singles alone
solve them) and their proofs.
"""
from .clue_removal import is_fair, is_minimal, make_puzzle, minimise, random_solution
from .fair import (
           fair_puzzle,
           latin_puzzles,
           list_latin_boards,
           proof,
           proof_profile,
           puzzles_from_partial,
)

__all__ = ["fair_puzzle", "is_fair", "is_minimal", "latin_puzzles", "list_latin_boards", "minimise",
           "proof", "proof_profile", "puzzles_from_partial"]
