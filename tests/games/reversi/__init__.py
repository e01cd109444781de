"""Tests of the Reversi family (Othello start)."""
