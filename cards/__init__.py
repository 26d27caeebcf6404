"""The game's card data, installed as the package `hidden_leaders_qt.cards` (see pyproject.toml)."""
