"""Where the shared data lives, and how examples are split by group.

The data root is, in order: an explicit argument, the ``LEXAUDIT_SHARED_DATA`` environment
variable, or ``<repo>/../shared/data`` relative to the source checkout of this package.
Nothing is downloaded and nothing is cached on disk.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from lexaudit.errors import DataError

ENV_VAR = "LEXAUDIT_SHARED_DATA"
#: How to point lexaudit at the shared data, for the command line and for Python callers.
HOW_TO_POINT = (
    f"set {ENV_VAR}=/path/to/shared/data, or pass --data-root DIR to `lexaudit bench` "
    "(data_root=... when calling from Python)"
)
DEV_SHARE = 40  # percent of groups in the dev split


def checkout_data_root() -> Path | None:
    """``<repo>/../shared/data`` when this package runs from a source checkout, else None.

    The path is returned even when the directory is missing, so callers can name it.
    """
    # src/lexaudit/bench/datasets/loading.py -> parents[4] is the repository root
    here = Path(__file__).resolve()
    if len(here.parents) <= 4 or here.parents[3].name != "src":
        return None
    return here.parents[4].parent / "shared" / "data"


def default_data_root() -> Path | None:
    """Find the shared data directory without an explicit argument.

    Returns:
        The value of ``LEXAUDIT_SHARED_DATA`` if set, else ``<repo>/../shared/data`` when this
        package runs from a source checkout and that directory exists, else None.
    """
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env)
    candidate = checkout_data_root()
    return candidate if candidate is not None and candidate.is_dir() else None


def resolve_data_root(data_root: Path | str | None) -> Path:
    """Resolve the data root, or raise a DataError that says how to point at it.

    The result may not exist (``../shared/data`` beside a checkout without the data); callers
    that need it check ``is_dir()`` (``load_dataset`` raises a DataError naming the path).

    Args:
        data_root: An explicit directory, or None to use the defaults.

    Returns:
        The data root as a Path.

    Raises:
        DataError: When no data root can be determined at all.
    """
    if data_root is not None:
        return Path(data_root)
    root = default_data_root() or checkout_data_root()
    if root is None:
        raise DataError(
            "the shared benchmark data was not found: no data root was given, "
            f"{ENV_VAR} is not set and this is not a source checkout with ../shared/data "
            f"beside it; {HOW_TO_POINT}"
        )
    return root


def require(path: Path) -> Path:
    """Return ``path`` if it exists, else raise a DataError naming it.

    Args:
        path: A file or directory the dataset needs.

    Returns:
        The same path.

    Raises:
        DataError: When the path does not exist.
    """
    if not path.exists():
        raise DataError(
            f"benchmark data is missing: {path} does not exist; expected the shared data "
            f"layout described in shared/data/PROVENANCE.md; {HOW_TO_POINT}"
        )
    return path


def stable_hash(text: str) -> int:
    """A process-independent 64-bit hash of ``text`` (sha256 prefix)."""
    return int(hashlib.sha256(text.encode("utf-8")).hexdigest()[:16], 16)


def split_of(group: str) -> str:
    """Assign a group to ``dev`` (about 40%) or ``test`` (about 60%) by a stable hash.

    Args:
        group: The source document id.

    Returns:
        ``"dev"`` or ``"test"``.
    """
    return "dev" if stable_hash("split:" + group) % 100 < DEV_SHARE else "test"


def short_id(*parts: str) -> str:
    """A short stable id built from ``parts``."""
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[:12]
