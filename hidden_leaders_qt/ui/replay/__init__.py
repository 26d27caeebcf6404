"""The replay window: a saved or finished game stepped through on the real table, read-only."""
