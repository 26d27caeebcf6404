"""The Forgotten Legacy modules with code of their own: Bribery and its reactions, Artifacts, Royal Intrigue."""
