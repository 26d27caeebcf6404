"""The Qt user interface, in sub-packages by job: the table, the game in hand, the dialogs, the window."""
