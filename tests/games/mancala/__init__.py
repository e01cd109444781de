"""Tests of the mancala family (Kalah)."""
