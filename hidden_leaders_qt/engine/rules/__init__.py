"""The turn and its steps: what each card does, who may be chosen, scoring, and what a seat may see."""
