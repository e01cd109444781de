"""Per-game describers; ``accessible_games.lineup`` ties each game to its describer."""
