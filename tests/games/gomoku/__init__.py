"""Tests of Gomoku."""
