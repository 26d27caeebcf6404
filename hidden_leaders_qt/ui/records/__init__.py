"""After the game: the history of finished games, its statistics, and the windows that show them."""
