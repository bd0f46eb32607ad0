"""lexaudit.authority."""
