"""The window's language: Qt's translators and the pure texts' language set together at start-up
and from Preferences, and the window rebuilt in a new language with the game in hand."""
