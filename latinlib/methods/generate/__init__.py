"""Generating grids and puzzles: random complete grids, removal of givens, minimal and singles-solvable puzzles.

``clue_removal``: random grids and seeds/004's Algorithm 2 (remove givens while the
solution stays unique); ``attrition``: Algorithms 1 and 3, singles-solvable puzzles (singles alone
solve them) and their proofs.
"""
from .attrition import (
    latin_puzzles,
    list_latin_boards,
    proof,
    proof_profile,
    puzzles_from_partial,
    singles_solvable_puzzle,
)
from .clue_removal import is_minimal, is_singles_solvable, make_puzzle, minimise, random_solution

__all__ = ["is_minimal", "is_singles_solvable", "list_latin_boards", "minimise", "proof",
           "proof_profile", "puzzles_from_partial", "singles_solvable_puzzle"]
