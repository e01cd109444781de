"""accessible_games: traditional games for blind and low-vision players."""
