"""The searching players: the search, its levels and worker pool, the position and its estimate."""
