"""Tests of the draughts family (English checkers)."""
