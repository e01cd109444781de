"""The card core shared by every card game: cards, decks, dealing, tricks, hidden hands.

A card has a stable id (its index in the deck), so two equal cards of a double deck stay
distinct. Games keep card ids in their states; :class:`~.core.Deck` maps an id to its face.
"""
