"""lexaudit.evidence."""
