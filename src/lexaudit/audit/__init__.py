"""lexaudit.audit."""
