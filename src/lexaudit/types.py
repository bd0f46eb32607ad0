"""Frozen data types shared by every stage of the verification pipeline.

Offsets are always character offsets into the text they name (the answer, the query or one
evidence chunk), half-open: ``text[start:end]``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class EntityType(StrEnum):
    """What kind of thing an entity mention names."""

    PARTY = "party"  # an organisation or person that is a party (with aliases)
    ORG = "org"
    PERSON = "person"
    COURT = "court"
    GPE = "gpe"  # a place or jurisdiction (governing law: "State of Delaware")
    DATE = "date"
    MONEY = "money"
    DURATION = "duration"
    PERCENT = "percent"
    SECTION_REF = "section_ref"  # Section 7.2(b), clause 4
    DEFINED_TERM = "defined_term"  # "Net Sales", "Effective Date"
    CITATION = "citation"
    NUMBER = "number"


# the entity types that measure something: an amount, a date, a period, a percentage
MEASURE_TYPES = frozenset(
    {EntityType.MONEY, EntityType.DATE, EntityType.DURATION, EntityType.PERCENT}
)


class Modality(StrEnum):
    """Deontic modality of a relation."""

    NONE = "none"  # plain assertion
    SHALL = "shall"  # shall / must / will / is required to
    MAY = "may"  # may / can / is entitled to
    SHALL_NOT = "shall_not"  # shall not / must not / may not
    NEED_NOT = "need_not"  # need not / does not have to / is not required to: no duty either way


class ClaimType(StrEnum):
    """What a claim is, which decides whether it is verified."""

    VERIFIABLE_FACT = "verifiable_fact"
    OPINION = "opinion"
    PROCEDURAL = "procedural"
    META = "meta"


class Verdict(StrEnum):
    """The judge's verdict on one claim."""

    SUPPORTED = "supported"
    PARTIAL = "partial"
    UNSUPPORTED = "unsupported"
    CONTRADICTED = "contradicted"
    NOT_CHECKED = "not_checked"  # opinions, meta and procedural text


class Label(StrEnum):
    """The rubric label of a whole answer."""

    CLEAN = "clean"
    HALLUCINATED = "hallucinated"
    UNCERTAIN = "uncertain"


class RubricType(StrEnum):
    """The hallucination rubric's finding types."""

    FABRICATED_CITATION = "fabricated_citation"
    MISQUOTED_SOURCE = "misquoted_source"
    INVENTED_FACT = "invented_fact"
    WRONG_JURISDICTION_FACT = "wrong_jurisdiction_fact"
    CANNOT_JUDGE = "cannot_judge"


class FindingSubtype(StrEnum):
    """lexaudit's finer finding subtypes, reported beside the rubric type."""

    UNGROUNDED_ENTITY = "ungrounded_entity"
    ENTITY_SUBSTITUTION = "entity_substitution"
    VALUE_MISMATCH = "value_mismatch"
    UNSUPPORTED_RELATION = "unsupported_relation"
    ROLE_SWAP = "role_swap"
    POLARITY_FLIP = "polarity_flip"
    MODALITY_CHANGE = "modality_change"
    CONTRADICTION = "contradiction"
    UNSUPPORTED_CLAIM = "unsupported_claim"
    FABRICATED_CITATION = "fabricated_citation"
    MISATTRIBUTED_CITATION = "misattributed_citation"
    REPEALED_LAW = "repealed_law"
    NOT_YET_IN_FORCE = "not_yet_in_force"
    MISATTRIBUTED_HOLDING = "misattributed_holding"
    WRONG_OUTCOME = "wrong_outcome"
    SUSPECT_CITATION = "suspect_citation"
    ORPHAN_CITATION = "orphan_citation"
    UNKNOWN_AUTHORITY = "unknown_authority"
    NO_CLAIMS = "no_claims"
    NO_SOURCES = "no_sources"


class Severity(StrEnum):
    """How bad a finding is."""

    CRITICAL = "critical"
    MODERATE = "moderate"
    MINOR = "minor"
    INFO = "info"


class Action(StrEnum):
    """What the gate does with the answer."""

    DELIVER = "deliver"
    STRIP = "strip"
    HEDGE = "hedge"
    BLOCK = "block"
    ESCALATE = "escalate"
    REPAIR = "repair"  # delivered with contradicted values corrected (policy REPAIR)


@dataclass(frozen=True, slots=True)
class Span:
    """A half-open character range ``[start, end)`` in a named text."""

    start: int
    end: int

    def __post_init__(self) -> None:
        """Reject inverted or negative spans."""
        if self.start < 0 or self.end < self.start:
            raise ValueError(f"invalid span [{self.start}, {self.end})")


@dataclass(frozen=True, slots=True)
class Chunk:
    """One passage of the evidence bundle with a stable id."""

    chunk_id: str
    doc_id: str
    text: str
    doc_rev: str | None = None
    start: int = 0  # offset of this chunk in its document


@dataclass(frozen=True, slots=True)
class Entity:
    """A typed entity mention with its normalised value.

    ``value`` is the canonical string used for matching: ISO dates (``2020-03-01``), money as
    ``USD 1250000``, durations as ``P30D`` / ``P12M``, lower-cased canonical names for parties.
    """

    type: EntityType
    text: str
    value: str
    span: Span
    aliases: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        """The graph node key: type and normalised value."""
        return f"{self.type.value}:{self.value}"


@dataclass(frozen=True, slots=True)
class Argument:
    """A prepositional or amount argument of a relation ("within 30 days")."""

    role: str  # the preposition or "amount" / "dobj" / "dative"
    value: str  # the node key or lower-cased head lemma
    span: Span


@dataclass(frozen=True, slots=True)
class Relation:
    """A (subject, relation, object) triple with polarity and modality."""

    subject: str  # node key
    relation: str  # verb lemma (phrasal particles joined with "_")
    object: str  # node key ("" when intransitive)
    span: Span
    negated: bool = False
    modality: Modality = Modality.NONE
    arguments: tuple[Argument, ...] = ()
    subject_span: Span | None = None
    object_span: Span | None = None
    # False for an infinitive that completes a plain noun ("his ability to enforce") and for a
    # gerund that names an act ("includes posting ..."): the text neither says the act
    # happens nor that it does not
    asserted: bool = True
    # the verb heads an exception clause ("except no approval shall be required"), or carries
    # an exception of its own ("needs approval, save to a relative")
    exception: bool = False
    excepted: bool = False
    # the verb heads a negative condition ("unless the defect is remedied"): it holds when the
    # act does not happen, as "if the defect is not remedied" does; or the verb stands inside
    # one ("unless either party says it will not renew": what the notice says)
    unless: bool = False
    # the act is supposed by a condition ("if the Buyer fails to pay"), not asserted
    conditional: bool = False
    # "only" limits the act or what it is done with, to or on ("may assign only with consent",
    # "shall be brought only against the maker", "can only resell to dealers"): a limit, which
    # "may" and "shall" state alike
    restricted: bool = False
    # the verb heads a clause a party contends ("the insurer argued that the award was not
    # binding"): what a party put, which a statement of what is (or a ruling) does not deny
    contended: bool = False
    # the nodes a bracket right after the subject joins to it ("Acme (and its Affiliates)
    # shall ..."): they act too
    joined: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Claim:
    """An atomic claim cut from an answer sentence."""

    claim_id: str
    text: str
    span: Span
    type: ClaimType
    entities: tuple[Entity, ...] = ()
    relations: tuple[Relation, ...] = ()
    # the slot words of each entity, parallel to ``entities`` (``lexaudit.extract.slots``)
    entity_slots: tuple[frozenset[str], ...] = ()
    # the noun each entity gives the size of, parallel to ``entities`` ("notice" for "six
    # months' notice"; ``lexaudit.extract.slots.measured_noun``)
    entity_measures: tuple[str | None, ...] = ()
    absent: str | None = None  # what the claim says its source does not say (extract.absence)
    # the claim's main predicate says part of the source was taken out of the copy ("the fee
    # is redacted"; extract.absence.speaks_of_copy)
    of_copy: bool = False
    # the claim read after the lead-in it completes, when it is an enumerated item of the
    # answer ("The Licensee shall not copy it" for "(a) copy it"; extract.lead_ins)
    read_as: str = ""
    # the subject, auxiliaries and negator a conjunct clause cut from the one before shares
    # with it ("It won't" for "or hire the Franchisor's staff" after "It won't open a rival
    # shop"; extract.claims)
    shared: str = ""
    # the lines a lead-in introduces, when the claim ends its line with a colon ("Three fees
    # apply:" and the list below it); empty for any other claim (extract.claims)
    introduces: str = ""


@dataclass(frozen=True, slots=True)
class Extraction:
    """Everything the extractor found in one text."""

    text: str
    entities: tuple[Entity, ...]
    relations: tuple[Relation, ...]
    sentences: tuple[Span, ...]
    aliases: dict[str, str] = field(default_factory=dict)  # alias (lower) -> canonical party


@dataclass(frozen=True, slots=True)
class EvidenceSpan:
    """A span of one evidence chunk."""

    chunk_id: str
    start: int
    end: int
    text: str


@dataclass(frozen=True, slots=True)
class Conflict:
    """One field on which a claim and its evidence disagree."""

    field: str  # "money", "date", "party", "role", "polarity", "modality", ...
    claim_value: str
    evidence_value: str
    claim_span: Span | None = None
    evidence_span: EvidenceSpan | None = None


class ModelStatus(StrEnum):
    """What came of asking a model tier (NLI or LLM) about one claim."""

    DECIDED = "decided"  # the model's verdict replaced the structural one
    UNSURE = "unsure"  # the model answered but did not decide (NLI below its threshold)
    MADE_UP_QUOTE = "made_up_quote"  # its evidence quote is in no source: verdict discarded
    FAILED = "failed"  # no usable answer (server down, invalid JSON after a retry)
    NOT_SENT = "not_sent"  # the tenant forbids external models, or over the token budget


@dataclass(frozen=True, slots=True)
class ModelJudgement:
    """One model tier's answer on one claim, kept in the audit record as it came."""

    tier: str  # "nli" or "llm"
    model: str  # the model name (LLM) or local directory (NLI)
    status: ModelStatus
    verdict: str | None = None  # the model's own label ("supported", "entailment", ...)
    quote: str = ""  # the evidence it quoted (LLM)
    reason: str = ""
    raw: str = ""  # the raw reply (LLM JSON text, NLI probabilities)
    cached: bool = False  # answered from the disk cache, no request sent


@dataclass(frozen=True, slots=True)
class Rejudgement:
    """How a claim was re-judged after re-retrieving evidence for it alone (GenGround)."""

    first_verdict: Verdict  # the verdict of the first pass
    first_reason: str
    windows: int  # how many evidence windows the re-judge saw
    authorities: tuple[str, ...] = ()  # authority-store provisions added as evidence


@dataclass(frozen=True, slots=True)
class ClaimVerdict:
    """The judge's verdict on one claim, with its evidence."""

    claim: Claim
    verdict: Verdict
    score: float
    evidence: tuple[EvidenceSpan, ...] = ()
    reason: str = ""
    conflicts: tuple[Conflict, ...] = ()
    judge: str = "structural"
    # values and names of the claim that no source states (an unsupported claim's reason)
    missing: tuple[Entity, ...] = ()
    # set when the claim was re-judged on re-retrieved evidence (``evidence.genground``)
    rejudged: Rejudgement | None = None
    # what the model tiers said about this claim (empty under the structural judge)
    model_judgements: tuple[ModelJudgement, ...] = ()


@dataclass(frozen=True, slots=True)
class Finding:
    """One reason an answer is not clean."""

    type: RubricType
    subtype: FindingSubtype
    severity: Severity
    content: str
    answer_span: Span | None = None
    evidence_span: EvidenceSpan | None = None
    notes: str = ""
    rule: str = ""


@dataclass(frozen=True, slots=True)
class Metrics:
    """HalluGraph metrics: entity grounding, relation preservation, composite fidelity."""

    eg: float | None
    rp: float | None
    cfi: float | None
    n_answer_entities: int = 0
    n_answer_edges: int = 0


@dataclass(frozen=True, slots=True)
class Repair:
    """One change the REPAIR policy made to the answer (``lexaudit.gate.repair``)."""

    rule: str  # "value_from_source", "party_from_source", "role_swap", "in_force_successor",
    # "unsupported_removed", "contradiction_removed"
    original_span: Span  # in the answer
    original: str
    replacement: str  # "" when the text was removed
    evidence_span: EvidenceSpan | None = None  # where the replacement comes from
    note: str = ""  # the mark shown in the delivered text


@dataclass(frozen=True, slots=True)
class Decision:
    """The gate's decision and the text the user is shown."""

    action: Action
    policy: str
    delivered_text: str | None
    reasons: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Report:
    """The verification report for one answer (serialised by ``lexaudit.audit.report``)."""

    answer: str
    query: str | None
    as_of: str  # ISO date the answer is judged at
    fidelity: float  # in [0, 1]; 1 = fully grounded
    metrics: Metrics
    label: Label
    findings: tuple[Finding, ...]
    claims: tuple[ClaimVerdict, ...]
    decision: Decision
    chunks: tuple[Chunk, ...]
    timings_ms: dict[str, float] = field(default_factory=dict)
    id: str | None = None
    repairs: tuple[Repair, ...] = ()  # the changes in the delivered text (policy REPAIR)
    judge_mode: str = "structural"  # structural, cascade or llm (``lexaudit.judge.cascade``)
