"""The game's image and sound files, installed as the package `hidden_leaders_qt.resources` (see pyproject.toml)."""
