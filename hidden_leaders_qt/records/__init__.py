"""The records of finished games: History, Statistics, a game's log as text."""
