"""Games on disk: saving, loading and replaying."""
