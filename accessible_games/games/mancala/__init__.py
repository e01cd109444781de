"""games/mancala"""
