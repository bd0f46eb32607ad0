"""lexaudit.gate."""
