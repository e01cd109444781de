"""Team draw: the small example game of chance, hidden cards and teams (docs/architecture.md)."""
