"""lexaudit.score."""
