"""The window shell: the main window, its side panel and hand-off page, start-up and what it remembers."""
