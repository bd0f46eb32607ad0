"""lexaudit.bench."""
