"""Lessons: games told step by step from a stacked deal (pure Python, no Qt)."""
