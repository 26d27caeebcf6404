"""The advisor at the table: what Hard would do for the person on screen, and its training mode."""
