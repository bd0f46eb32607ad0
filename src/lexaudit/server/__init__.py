"""lexaudit.server."""
