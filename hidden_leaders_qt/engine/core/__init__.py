"""The rules core: the state and its fields, the table, the seeded generator, the decisions' contract."""
