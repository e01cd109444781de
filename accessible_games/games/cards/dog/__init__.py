"""Dog: the team race game with cards in the hand and marbles on a cross-shaped track."""
