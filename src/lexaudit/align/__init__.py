"""lexaudit.align."""
