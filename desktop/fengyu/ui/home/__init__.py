"""The home screen: the three games side by side, each to play, continue, learn and see one's record."""
