"""The engine's sentences in both languages: the log, the option texts, titles and results."""
