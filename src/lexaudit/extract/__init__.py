"""lexaudit.extract."""
