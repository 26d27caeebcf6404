"""Computer players against each other: tournaments, their journal and progress, quick simulations."""
