"""lexaudit.text."""
