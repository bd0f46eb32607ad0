"""The local NLI cross-encoder tier: the one module that imports sentence-transformers for it.

Any local directory holding a sentence-transformers ``CrossEncoder`` or a Hugging Face
sequence-classification NLI model (``config.json`` with ``id2label``) works; nothing is
downloaded. The model loads on the first claim it judges; torch and sentence-transformers ship
with ``pip install 'lexaudit[nli]'``. Labels are read from the model's own ``id2label``, so a
model that orders them ``contradiction, entailment, neutral`` and one that orders them
``CONTRADICTION, NEUTRAL, ENTAILMENT`` are both read right.
"""

from __future__ import annotations

import importlib.util
import json
import math
from collections.abc import Mapping, Sequence
from enum import StrEnum
from pathlib import Path
from typing import Any

from lexaudit.errors import ConfigError, MissingExtraError

NLI_EXTRA_HINT = "pip install 'lexaudit[nli]' (torch, sentence-transformers)"


class NLILabel(StrEnum):
    """The three NLI classes."""

    ENTAILMENT = "entailment"
    CONTRADICTION = "contradiction"
    NEUTRAL = "neutral"


_PREFIXES = (
    ("entail", NLILabel.ENTAILMENT),
    ("contradict", NLILabel.CONTRADICTION),
    ("neutral", NLILabel.NEUTRAL),
    ("not_entail", NLILabel.NEUTRAL),
    ("non_entail", NLILabel.NEUTRAL),
)


def label_map(id2label: Mapping[Any, Any]) -> dict[int, NLILabel]:
    """Class index -> NLI label from a model's ``id2label``.

    Raises:
        ConfigError: no class reads as entailment (``LABEL_0``-style names, a sentiment model).
    """
    out: dict[int, NLILabel] = {}
    for idx, name in id2label.items():
        key = str(name).strip().lower().replace("-", "_").replace(" ", "_")
        for prefix, label in _PREFIXES:
            if key.startswith(prefix):
                out[int(idx)] = label
                break
    if NLILabel.ENTAILMENT not in out.values():
        names = ", ".join(f"{k}={v}" for k, v in id2label.items()) or "(none)"
        raise ConfigError(
            f"the model's labels ({names}) have no entailment class; expected an NLI model whose "
            "config.json id2label names entailment, contradiction and neutral"
        )
    return out


def read_label_map(path: str | Path) -> dict[int, NLILabel]:
    """The label map from ``<path>/config.json``.

    Raises:
        ConfigError: the directory or its ``config.json`` is missing or unreadable, or it
            names no entailment class.
    """
    directory = Path(path)
    if not directory.is_dir():
        raise ConfigError(
            f"the NLI model directory {str(directory)!r} does not exist; pass --nli-model (or "
            "LEXAUDIT_NLI_MODEL) the local directory of an NLI cross-encoder"
        )
    config = directory / "config.json"
    try:
        data = json.loads(config.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ConfigError(
            f"cannot read {config} ({type(exc).__name__}); an NLI model directory holds a "
            "Hugging Face config.json with id2label"
        ) from exc
    return label_map(data.get("id2label") or {})


def nli_decision(
    probabilities: Sequence[float], labels: Mapping[int, NLILabel], threshold: float
) -> NLILabel | None:
    """Entailment or contradiction when its probability reaches ``threshold``, else ``None``."""
    for idx, p in enumerate(probabilities):
        label = labels.get(idx)
        if label in (NLILabel.ENTAILMENT, NLILabel.CONTRADICTION) and p >= threshold:
            return label
    return None


def softmax(logits: Sequence[float]) -> list[float]:
    """Probabilities from one row of logits."""
    top = max(logits)
    exps = [math.exp(x - top) for x in logits]
    total = sum(exps)
    return [e / total for e in exps]


class NLIModel:
    """A local NLI cross-encoder, loaded on first use."""

    def __init__(self, path: str | Path) -> None:
        """Check the directory and its labels now; load the weights on the first claim."""
        self.path = str(path)
        self.labels = read_label_map(path)
        if importlib.util.find_spec("sentence_transformers") is None:
            raise MissingExtraError(
                f"the NLI judge needs sentence-transformers and torch: {NLI_EXTRA_HINT}"
            )
        self._model: Any = None

    def _load(self) -> Any:
        if self._model is None:
            from lexaudit.evidence.encoder import _offline_quiet

            _offline_quiet()
            from sentence_transformers import CrossEncoder

            self._model = CrossEncoder(self.path, device="cpu")
        return self._model

    def probabilities(self, premise: str, hypothesis: str) -> list[float]:
        """Class probabilities (in the model's index order) that ``premise`` entails etc."""
        row = self._load().predict([(premise, hypothesis)], show_progress_bar=False)[0]
        return softmax([float(x) for x in row])
