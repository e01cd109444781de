"""Tests of Breakthrough."""
