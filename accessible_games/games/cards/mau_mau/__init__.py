"""Mau Mau (seed 003, German standard rules with the common house rules as options)."""
