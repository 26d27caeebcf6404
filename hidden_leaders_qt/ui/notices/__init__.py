"""What happened to your cards while you waited: another player's move read from the log
for each person at the table, shown on the table and in the side panel until seen."""
