"""The table: its scene, graphics items, card art, faction look, and keyboard play over it."""
