"""The Qt user interface: the table, its graphics items and the card artwork."""
