"""The cards painted: hero faces, compact faces and chips, leaders, the back, and the pictures kept of them."""
