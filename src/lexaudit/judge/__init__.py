"""lexaudit.judge."""
