"""The game in hand: the model over the engine state, decisions, computer seats, the autosave, the log."""
