"""The game's image files, installed as the package `hidden_leaders_qt.resources` (see pyproject.toml)."""
