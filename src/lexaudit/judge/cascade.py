"""The judge cascade: the structural judge first, then local NLI, then an LLM for what remains.

Modes (``--judge``):

- ``structural``: the structural judge alone (offline; what :class:`StructuralJudge` does).
- ``cascade``: claims the structural judge leaves *unsure* go to the NLI model (when one is
  configured), and those it does not decide to the LLM (when one is configured).
- ``llm``: every verifiable claim goes to the LLM.

A structural verdict is *unsure* when it is ``partial``, ``unsupported``, or ``supported`` with
a score below ``unsure_below`` (0.8: fewer than a third of the claim's words in its best
passage, carried by matching values alone). A ``contradicted`` verdict names both conflicting
spans and is never sent. A model that does not decide (NLI below its threshold, an LLM reply
that is invalid or quotes no source, a server that is down) leaves the structural verdict in
place; what it said stays in the claim's ``model_judgements``.

A tenant whose policy forbids external models (``allow_external_models`` false) gets
:meth:`CascadeJudge.for_tenant`'s copy, which never calls the LLM; the local NLI model runs.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from enum import StrEnum
from typing import TYPE_CHECKING

from lexaudit.align.graph import KnowledgeGraph
from lexaudit.errors import ConfigError
from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.judge.structural import StructuralJudge
from lexaudit.types import (
    Claim,
    ClaimVerdict,
    Conflict,
    ModelJudgement,
    ModelStatus,
    Verdict,
)

if TYPE_CHECKING:
    from lexaudit.judge.llm import LLMTier
    from lexaudit.models.nli import NLIModel


class JudgeMode(StrEnum):
    """Which tiers judge the claims."""

    STRUCTURAL = "structural"
    CASCADE = "cascade"
    LLM = "llm"


UNSURE_BELOW = 0.8
NLI_THRESHOLD = 0.9


def structurally_unsure(verdict: ClaimVerdict, below: float = UNSURE_BELOW) -> bool:
    """Whether the cascade sends this structural verdict on to a model."""
    if verdict.verdict in (Verdict.PARTIAL, Verdict.UNSUPPORTED):
        return True
    return verdict.verdict is Verdict.SUPPORTED and verdict.score < below


class CascadeJudge:
    """The structural judge followed by optional NLI and LLM tiers."""

    name = "cascade"

    def __init__(
        self,
        mode: JudgeMode | str = JudgeMode.CASCADE,
        *,
        structural: StructuralJudge | None = None,
        nli: NLIModel | None = None,
        llm: LLMTier | None = None,
        unsure_below: float = UNSURE_BELOW,
        nli_threshold: float = NLI_THRESHOLD,
        allow_external: bool = True,
    ) -> None:
        """Build the cascade.

        Raises:
            ConfigError: ``llm`` mode without an LLM, ``cascade`` mode with no model tier.
        """
        try:
            self.mode = JudgeMode(mode)
        except ValueError:
            raise ConfigError(
                f"unknown judge {mode!r}; expected one of {', '.join(m.value for m in JudgeMode)}"
            ) from None
        if self.mode is JudgeMode.LLM and llm is None:
            raise ConfigError(
                "--judge llm needs a model server: pass --llm-url URL --llm-model NAME "
                "(or set LEXAUDIT_LLM_URL and LEXAUDIT_LLM_MODEL)"
            )
        if self.mode is JudgeMode.CASCADE and llm is None and nli is None:
            raise ConfigError(
                "--judge cascade needs a model tier: pass --nli-model PATH and/or --llm-url URL "
                "--llm-model NAME (or set LEXAUDIT_NLI_MODEL / LEXAUDIT_LLM_URL)"
            )
        self.structural = structural or StructuralJudge()
        self.nli = nli if self.mode is JudgeMode.CASCADE else None
        self.llm = llm
        self.unsure_below = unsure_below
        self.nli_threshold = nli_threshold
        self.allow_external = allow_external

    def for_tenant(self, allow_external: bool) -> CascadeJudge:
        """This cascade for a tenant: without the LLM's calls when it forbids external models."""
        if allow_external == self.allow_external:
            return self
        twin = object.__new__(CascadeJudge)
        for name in ("mode", "structural", "nli", "llm", "unsure_below", "nli_threshold"):
            setattr(twin, name, getattr(self, name))
        twin.allow_external = allow_external
        return twin

    def judge(
        self,
        claim: Claim,
        windows: Sequence[Window],
        evidence: Evidence,
        context: KnowledgeGraph,
    ) -> ClaimVerdict:
        """Judge one claim (no question; see :meth:`judge_claims`)."""
        return self.judge_claims([(claim, windows)], evidence, context, None)[0]

    def judge_claims(
        self,
        items: Sequence[tuple[Claim, Sequence[Window]]],
        evidence: Evidence,
        context: KnowledgeGraph,
        query: str | None,
    ) -> list[ClaimVerdict]:
        """Judge every claim of an answer; the LLM calls run concurrently."""
        verdicts = [self.structural.judge(c, w, evidence, context) for c, w in items]
        if self.mode is JudgeMode.LLM:
            pending = list(range(len(items)))
        else:
            pending = [
                i for i, v in enumerate(verdicts) if structurally_unsure(v, self.unsure_below)
            ]
        if self.nli is not None:
            for i in pending:
                verdicts[i] = self._nli(verdicts[i], items[i][1])
            pending = [i for i in pending if verdicts[i].judge != "nli"]
        if self.llm is None or not pending:
            return verdicts
        llm = self.llm
        if not self.allow_external:
            for i in pending:
                note = ModelJudgement(
                    "llm",
                    llm.model,
                    ModelStatus.NOT_SENT,
                    reason="the tenant's policy forbids sending text to external models",
                )
                verdicts[i] = _noted(verdicts[i], note)
            return verdicts
        workers = min(len(pending), llm.client.config.max_concurrency)

        def ask(i: int) -> ClaimVerdict:
            return llm.judge(verdicts[i], items[i][1], evidence.chunks, query)

        if workers <= 1:
            answers = [ask(i) for i in pending]
        else:
            with ThreadPoolExecutor(workers, thread_name_prefix="lexaudit-llm") as pool:
                answers = list(pool.map(ask, pending))
        for i, answer in zip(pending, answers, strict=True):
            verdicts[i] = answer
        return verdicts

    def _nli(self, current: ClaimVerdict, windows: Sequence[Window]) -> ClaimVerdict:
        from lexaudit.models.nli import NLILabel, nli_decision

        if self.nli is None:  # pragma: no cover - only called with an NLI tier
            return current
        spans = [w.span for w in windows[:2]]
        if not spans:
            return _noted(
                current,
                ModelJudgement("nli", self.nli.path, ModelStatus.UNSURE, reason="no evidence"),
            )
        premise = " ".join(" ".join(s.text.split()) for s in spans)
        probs = self.nli.probabilities(premise, current.claim.text)
        named = {
            self.nli.labels[i].value: round(p, 4)
            for i, p in enumerate(probs)
            if i in self.nli.labels
        }
        label = nli_decision(probs, self.nli.labels, self.nli_threshold)
        note = ModelJudgement(
            "nli",
            self.nli.path,
            ModelStatus.UNSURE if label is None else ModelStatus.DECIDED,
            None if label is None else label.value,
            raw=str(named),
        )
        if label is None:
            return _noted(current, note)
        claim = current.claim
        if label is NLILabel.ENTAILMENT:
            return ClaimVerdict(
                claim,
                Verdict.SUPPORTED,
                0.8,
                tuple(spans),
                f"the NLI model reads the evidence as entailing it ({named['entailment']:.0%})",
                (),
                "nli",
                (),
                model_judgements=(*current.model_judgements, note),
            )
        conflict = Conflict("logic", claim.text, spans[0].text, claim.span, spans[0])
        return ClaimVerdict(
            claim,
            Verdict.CONTRADICTED,
            0.0,
            tuple(spans),
            f"the NLI model reads the evidence as contradicting it ({named['contradiction']:.0%})",
            (conflict,),
            "nli",
            (),
            model_judgements=(*current.model_judgements, note),
        )


def _noted(current: ClaimVerdict, note: ModelJudgement) -> ClaimVerdict:
    return dataclasses.replace(current, model_judgements=(*current.model_judgements, note))
