"""Whist (seed 003): four players in fixed partnerships, Long, Short and American scoring."""
