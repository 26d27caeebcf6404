"""Data in and out: card files and their German tables, layouts, and a state as plain data."""
