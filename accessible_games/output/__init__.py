"""Output layer: speech backends, braille translation and displays, earcons, one Announcer hub.

Nothing here knows a game; the only import from the package is
:mod:`accessible_games.narration.message`. Optional libraries (pygame, liblouis, BrlAPI,
speech-dispatcher, pyttsx3, accessible_output2/cytolk) are imported behind guards, so the
layer works (with fallbacks and notices) wherever some of them are missing.
"""
