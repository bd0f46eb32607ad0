"""The disk cache of model replies, keyed by (model, prompt hash), so a re-run costs nothing.

Only replies that passed schema validation are stored. Each entry is one JSON file
``<dir>/<key[:2]>/<key>.json``, written atomically; the directory is created 0700 and the files
0600, since they hold the texts that were sent.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any


def prompt_key(model: str, request: Mapping[str, Any]) -> str:
    """The cache key of a request: SHA-256 of the model name and the canonical request JSON."""
    canonical = json.dumps(request, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(f"{model}\0{canonical}".encode()).hexdigest()


class ReplyCache:
    """Validated model replies on disk."""

    def __init__(self, directory: str | Path) -> None:
        """Use ``directory`` (created 0700 on the first write)."""
        self.directory = Path(directory)

    def _path(self, key: str) -> Path:
        return self.directory / key[:2] / f"{key}.json"

    def get(self, key: str) -> str | None:
        """The stored reply content for ``key``, or ``None``."""
        try:
            entry = json.loads(self._path(key).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        content = entry.get("content") if isinstance(entry, dict) else None
        return content if isinstance(content, str) else None

    def put(self, key: str, model: str, content: str) -> None:
        """Store ``content`` under ``key`` (an unwritable cache is skipped, not an error)."""
        path = self._path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            os.chmod(self.directory, 0o700)
            fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump({"model": model, "key": key, "content": content}, fh)
            os.chmod(tmp, 0o600)
            os.replace(tmp, path)
        except OSError:
            return
