"""Doppelkopf by the German federation's tournament rules (DDV Turnierspielregeln)."""
