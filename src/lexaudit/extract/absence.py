"""Statements of absence: a claim that its source does not say something.

* :func:`absence` reads a statement that the source does not say something ("the excerpt
  doesn't say how disputes are resolved").
* :func:`denied_term` reads a statement that the given provision sets no such term ("nothing
  here requires a deposit"), which the structural judge reads as an absence only when no
  passage supports the claim otherwise.
* :func:`speaks_of_copy` reads a statement that part of the source was taken out of the copy
  ("the royalty rate is redacted", "the fees are blacked out in the filing").
* :func:`not_given_asides` reads the clauses of a claim that say a thing it names is not in the
  given text ("the fees are in Exhibit F, which isn't in the passage").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from lexaudit import lexicon
from lexaudit.text.sections import find_section_refs

__all__ = ["absence", "denied_stretches", "denied_term", "not_given_asides", "speaks_of_copy"]


# a determiner, with a count after it ("these two sections", "the three clauses")
_DET = (
    r"(?:the|this|that|these|those|your|each|either|both)\s+"
    r"(?:(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+)?"
)
_QUALIFIER = (
    r"(?:(?:provided|given|quoted|cited|above|supplied|attached|shared|retrieved|relevant|"
    r"same)\s+)"
)
_AFTER = r"(?:\s+(?:you(?:'ve|\s+have)?\s+)?(?:provided|given|quoted|shared|supplied|cited|above))?"
# the given text and nothing else (not "the information" or "the documents", which may be
# the things a source speaks of)
_EXCERPT_NOUN = r"(?:excerpts?|passages?|text|extracts?|snippets?)"
_TEXTUAL_NOUN = (
    rf"(?:{_EXCERPT_NOUN}|context|sources?|documents?|materials?|information|quotes?|quotations?)"
)
_DOC_NOUN = (
    r"(?:sections?|clauses?|provisions?|paragraphs?|articles?|parts?|schedules?|agreements?|"
    r"footnotes?|amendments?|addend(?:um|a)|appendix|appendices|annex(?:es)?|exhibits?|"
    r"attachments?|recitals?|"
    r"contracts?|leases?|deeds?|polic(?:y|ies)|acts?|statutes?|codes?|regulations?|rules?|"
    r"judgments?|opinions?|orders?|terms)"
)
# "the excerpt", "the passage you quoted"; a provision named as text by "itself" ("the
# section itself sets no fine": the words of the section, as against the law around it)
_EXCERPT = rf"(?:{_DET}?{_QUALIFIER}?{_EXCERPT_NOUN}{_AFTER}|{_DET}{_DOC_NOUN}\s+itself)"
# "the excerpt", "the provided section", "the text you provided", "it"
_TEXTUAL = rf"(?:{_DET}?{_QUALIFIER}?{_TEXTUAL_NOUN}{_AFTER}|{_DET}{_QUALIFIER}{_DOC_NOUN}{_AFTER})"
# a part of the text named as text: "this part of the opinion", "that portion of the excerpt"
_PART_OF = rf"{_DET}(?:part|portion)\s+of\s+{_DET}(?:{_DOC_NOUN}|{_TEXTUAL_NOUN})"
# an aside on how the text was given, between it and its verb: "Neither section, as
# excerpted, sets out ..."
_ASIDE = r"(?:\s*,\s*as\s+(?:excerpted|quoted|given|provided|shown|reproduced)\s*,)?"
# a provision or attached document named by its number or letter: "Section 5", "clause 4.2",
# "Exhibit B", "Amendment No. 2", "Schedule #3"
_NUMBERED = (
    r"(?:section|clause|article|paragraph|rule|part|exhibit|schedule|annex|appendix|"
    r"attachment|amendment|addendum)\s+(?:no\.\s*|#\s*)?[\w.()]+"
)
_SOURCE = (
    rf"(?:{_PART_OF}|{_TEXTUAL}|{_DET}{_DOC_NOUN}{_AFTER}"
    rf"|{_NUMBERED}|it)"
)
_NOT = (
    r"(?:(?:does|do|did)\s*n[o'’]t|(?:does|do|did)\s+not|never|fails?\s+to)"
    r"(?:\s+(?:appear|seem)\s+to)?"
    # an emphatic reflexive after the auxiliary: "the excerpt doesn't itself say ..."
    r"(?:\s+(?:itself|themselves))?"
    r"(?:\s+(?:actually|explicitly|expressly|specifically|directly|clearly|really))?"
)
# verbs of saying: absence with any source subject
_SAY = (
    r"(?:say|state|specify|mention|address|discuss|set\s+out|spell\s+out|deal\s+with|"
    r"indicate|describe|define|explain|identify|detail|stipulate|refer\s+to|reference|"
    r"talk\s+about|touch\s+on|go\s+into|get\s+into|clarify|lay\s+down|set\s+forth|"
    r"tell\s+(?:you|us|me|the\s+reader)(?!\s+to\b))"
)
_SAYS = (
    r"(?:says|states|specifies|mentions|addresses|discusses|sets\s+out|deals\s+with|"
    r"indicates|describes|defines|explains|identifies|refers\s+to|covers|talks\s+about|"
    r"touches\s+on|stipulates|clarifies|provides\s+for|sets\s+forth|"
    r"tells\s+(?:you|us|me|the\s+reader)(?!\s+to\b))"
)
# verbs that also state the law ("the agreement does not provide for renewal", "the policy
# does not cover flood damage"): absence only when the subject is the text itself
_GIVING = "provide|cover|include|contain|give|offer|list|set|name"
_GIVE = rf"(?:provide\s+for|{_GIVING}|have)"  # after "does not"
_GIVES = rf"(?:(?:{_GIVING})s?|has|have)"  # "the excerpt gives no ..."
# verbs that fix a term in a provision ("put a cap on", "fix a place", "impose a fee")
_SETTING = r"(?:put|fix|impose)"
# what may stand before the statement: its opening, a stop, a conjunction or a discourse
# marker ("however", "note that")
_LEAD = (
    r"(?:^|[,;:—–]\s*|\b(?:but|and|although|though|while|because|however|unfortunately|so|"
    r"note(?:\s+that)?)\s+)"
)
_OBJECT_LEAD = re.compile(
    r"(?:anything|any\s+(?:details?|information|mention|specifics?|guidance|reference)|"
    r"details?|information|specifics|guidance)\s+(?:about|on|regarding|of|as\s+to|"
    r"concerning|for|to|in\s+relation\s+to)\s+|(?:about|on|regarding|as\s+to|concerning|"
    r"with\s+respect\s+to)\s+|any\s+|no\s+",
    re.I,
)
_ABSENCE = [
    re.compile(rf"{_LEAD}(?:{_SOURCE}){_ASIDE}\s+{_NOT}\s+{_SAY}\b\s*(?P<obj>.*)", re.I | re.S),
    re.compile(rf"{_LEAD}(?:{_TEXTUAL})\s+{_NOT}\s+{_GIVE}\b\s*(?P<obj>.*)", re.I | re.S),
    # a provision that sets no such thing at all: "the clause doesn't set any cap on the
    # rebate", "the lease doesn't fix a date for the rent review" (what it has, it states)
    re.compile(
        rf"{_LEAD}{_DET}{_DOC_NOUN}\s+{_NOT}\s+(?:{_GIVE}|{_SETTING})\s+(?P<obj>(?:any|an?)\s.*)",
        re.I | re.S,
    ),
    # "never" takes the verb's finite form: "the excerpt never names the buyer", "Section 4
    # never mentions interest"
    re.compile(rf"{_LEAD}(?:{_SOURCE}){_ASIDE}\s+never\s+{_SAYS}\b\s*(?P<obj>.*)", re.I | re.S),
    re.compile(rf"{_LEAD}(?:{_TEXTUAL})\s+never\s+{_GIVES}\b\s*(?P<obj>.*)", re.I | re.S),
    # the pseudo-cleft: "What the excerpt doesn't do is name a venue", "what the passage
    # doesn't say: how long it runs"
    re.compile(
        rf"{_LEAD}what\s+(?:{_SOURCE})\s+{_NOT}\s+(?:do\s+is\s+(?:to\s+)?(?:{_SAY}|{_GIVE})\b|"
        rf"(?:{_SAY}|{_GIVE})(?:\s+(?:you|us|me))?\s*(?:is\b|:))\s*(?P<obj>.*)",
        re.I | re.S,
    ),
    re.compile(
        rf"{_LEAD}(?:{_SOURCE})\s+(?:is|are|was|were|remains?)\s+(?:entirely\s+|completely\s+)?"
        r"silent\b\s*(?P<obj>.*)",
        re.I | re.S,
    ),
    re.compile(
        rf"{_LEAD}(?:{_SOURCE})\s+(?:makes?|contains?|includes?|gives?|has)\s+no\s+"
        r"(?:mention|reference|statement|provision)\s+(?:of|to|about|on|regarding)\s+"
        r"(?P<obj>.*)",
        re.I | re.S,
    ),
    # the given text itself giving none: "the excerpt gives no deadline", "the passage names
    # no venue"
    re.compile(
        rf"{_LEAD}{_EXCERPT}\s+(?:{_SAYS}|{_GIVES})\s+no\s+(?P<obj>.*)",
        re.I | re.S,
    ),
    # a verb of saying with "nothing" for its object: "the excerpt says nothing about
    # refunds", "Section 3 mentions nothing on renewal"
    re.compile(
        rf"{_LEAD}(?:{_SOURCE})\s+(?:{_SAYS}|{_SAY})\s+nothing\b"
        r"(?:\s+(?:explicit|express|specific|at\s+all))?"
        r"\s*(?P<obj>(?:about|on|regarding|as\s+to|concerning|with\s+respect\s+to)\b.*)",
        re.I | re.S,
    ),
    re.compile(
        rf"{_LEAD}(?:nothing|none)\s+(?:in|of)\s+(?:{_SOURCE})\s+{_SAYS}\b\s*(?P<obj>.*)",
        re.I | re.S,
    ),
    # the given text giving nothing: "nothing in the excerpt sets a fee" ("nothing in this
    # Agreement gives a right" states the law)
    re.compile(
        rf"{_LEAD}(?:nothing|none)\s+(?:in|of)\s+{_EXCERPT}\s+{_GIVES}\b\s*(?P<obj>.*)",
        re.I | re.S,
    ),
    # the same with the place fronted: "In this part of the agreement, nothing sets a
    # deadline", "In the excerpt nothing says who pays"
    re.compile(
        rf"{_LEAD}in\s+(?:{_PART_OF}|{_EXCERPT}|{_TEXTUAL}),?\s+(?:nothing|none)\s+"
        rf"(?:{_SAYS}|{_GIVES}|{_SETTING}s)\b\s*(?P<obj>.*)",
        re.I | re.S,
    ),
    re.compile(
        rf"{_LEAD}(?:neither|none\s+of)\s+(?:the\s+)?(?:{_TEXTUAL_NOUN}|{_DOC_NOUN}){_ASIDE}\s+"
        rf"{_SAYS}\b\s*(?P<obj>.*)",
        re.I | re.S,
    ),
    re.compile(
        rf"{_LEAD}there\s+(?:is|are)\s+no\s+(?:mention|reference|information|details?|"
        r"discussion|indication|statement|guidance)\s+(?:of|to|about|on|regarding|as\s+to|"
        r"concerning)\s+(?P<obj>.*)",
        re.I | re.S,
    ),
    re.compile(
        rf"{_LEAD}I\s+(?:could\s*n[o'’]t|can\s*n[o'’]t|cannot|did\s*n[o'’]t|do\s*n[o'’]t|"
        r"was\s+unable\s+to|am\s+unable\s+to)\s+(?:find|see|locate)\s+(?P<obj>.*?)\s+"
        rf"(?:in\s+(?:{_SOURCE})|here)\b.*",
        re.I | re.S,
    ),
    re.compile(
        r"(?:^|[,;:—–]\s*)(?P<obj>(?:no|the|a|an)\s+.{3,}?)\s+(?:is|are|was|were)\s+not\s+"
        r"(?:specified|mentioned|stated|addressed|set\s+out|dealt\s+with|discussed|defined|"
        r"described|provided|covered|given|included|indicated)\s+(?:in|by)\s+"
        rf"(?:{_SOURCE})\b.*",
        re.I | re.S,
    ),
]
_OBJECT_STOP = re.compile(
    rf"\s*(?:[;:]|\s[—–]\s|\s-\s|,\s*(?:so|but|and|which|although|though|because|therefore|"
    r"however|meaning|you|i|we|it|this|that|nor|or|as|only)\b|\.\s|\.?\s*$|"
    rf"\s+(?:in|within|from)\s+(?:{_SOURCE})\b)",
    re.I,
)


def absence(text: str) -> str | None:
    """What a claim says its source does not say, or ``None`` when it says no such thing.

    The rule: the subject is the source itself and the verb is one of saying. Subjects are the
    excerpt, passage, text, extract, snippet, context, source(s), document(s), material or
    information (with or without "the", "provided", "given", "quoted", "you provided"), a
    document noun with a determiner (the section, clause, provision, agreement, contract, lease,
    policy, Act, statute, code, regulation, rule, judgment, order, part, and the documents an
    instrument is made of: amendment, addendum, appendix, annex, exhibit, attachment, recital
    (not a letter, certificate or memorandum, which a judgment may describe as evidence); a
    count may follow the determiner: "these two sections"), a part of one named as text
    ("this part of the opinion"), a numbered provision or document ("Section 5", "clause
    4.2", "Exhibit C", "Amendment No. 3") or "it";
    an aside on how the text was given may stand before the verb ("Neither section, as
    excerpted, sets out ..."). The verbs of saying are say, state, specify, mention,
    address, discuss, set out, spell out, deal with, indicate, describe, define, explain,
    identify, detail, stipulate, refer to, clarify, go or get into, tell ("doesn't tell you how
    long it runs"),
    "is silent (on)", "says nothing about", "makes no mention of", "nothing in X addresses",
    "neither passage mentions", "there is no mention of", "I could not find X in the passage",
    "never" with the finite verb ("the excerpt never names the buyer"), the place fronted
    ("In this part of the lease, nothing sets a deadline"), the pseudo-cleft
    ("What the excerpt doesn't do is name a venue", "what the passage doesn't say: ...")
    (or "... here") and the passive "X is not specified in the excerpt". The verbs provide
    (for), cover, include, contain, give, offer, list, set and name also state the law ("the
    agreement does not provide for renewal", "the policy does not cover flood damage", "the
    licence does not include a sublicensing right"), so they mark absence only when the subject
    is the text itself (excerpt, passage, text, source, document, context, information, or "the
    provided section"), and so does the given text itself (excerpt, passage, text, extract,
    snippet) giving or setting "no" thing or "nothing" ("the excerpt gives no deadline", "the
    passage names no venue", "nothing in the excerpt sets a fee"); "it does not provide" is
    ambiguous and is not an absence, and neither is "nothing in this Agreement gives a right",
    which states the law. A negated verb of law ("the Act does not require consent", "the
    agreement does not permit assignment") is never an absence, and neither is a subject that is
    not the source ("the court did not address ...").

    Args:
        text: The claim's text.

    Returns:
        The words after the verb that name what is absent, without a leading "anything
        about", "any details of", "on" or "any" and without a trailing clause or stop
        ("how disputes are resolved", "a minimum sentence", "cap on liability"); the empty
        string when the statement names nothing ("The passage does not say."); ``None``
        when the claim is not a statement of absence.
    """
    return _object_of(_ABSENCE, text)


# a text that denies it says a thing: "the statute does not provide that ...", "is silent"
_DENIES_SAYING = re.compile(
    rf"\b(?:{_NOT}|never)\s+(?:{_SAY}|{_GIVE})\b|\b(?:is|are)\s+silent\b|"
    rf"\b(?:{_SAYS}|{_SAY})\s+nothing\b",
    re.I,
)


# where a denial's clause ends: "..., but flood damage is covered", "; ...", ". ..."
_DENIAL_END = re.compile(r",?\s+(?:but|whereas|while|although)\b|;|\.\s|\.$")


def denied_stretches(text: str) -> list[str]:
    """The clauses of ``text`` that say something is not said or provided.

    "The Act does not provide that the Authority may be sued, but it may borrow" gives "does
    not provide that the Authority may be sued": a source sentence of this shape states an
    absence itself, and a claim that the sources do not say what that clause denies restates
    it (what the sentence's other clause grants is no part of it).
    """
    out: list[str] = []
    for m in _DENIES_SAYING.finditer(text):
        end = _DENIAL_END.search(text, m.end())
        out.append(text[m.start() : end.start() if end else len(text)])
    return out


def _object_of(patterns: Sequence[re.Pattern[str]], text: str) -> str | None:
    """The object the first matching pattern names, without its lead-in and trailing clause.

    A leading "anything about", "any details of", "on" or "any" and a trailing clause or stop
    are cut off; ``None`` when no pattern matches.
    """
    for pattern in patterns:
        match = pattern.search(text)
        if match is None:
            continue
        obj = match.group("obj")
        lead = _OBJECT_LEAD.match(obj)
        while lead and lead.end() > 0:
            obj = obj[lead.end() :]
            lead = _OBJECT_LEAD.match(obj)
        stop = _OBJECT_STOP.search(obj)
        if stop is not None:
            obj = obj[: stop.start()]
        return obj.strip(" \t\r\n*_\"'“”‘’.,")
    return None


# the given provision taken as a whole: "here", "in these sections", "in the clause", or the
# subject of a denied verb ("the clause doesn't attach a charge"; not "it", which may be anything
# the answer spoke of: "it doesn't affect any claim")
_NAMED_SOURCE = rf"(?:{_TEXTUAL}|{_DET}{_DOC_NOUN}{_AFTER}|{_NUMBERED})"
_HERE = rf"(?:here(?:in)?|in\s+here|(?:in|of)\s+(?:{_SOURCE}|(?:these|those|the)\s+\w+))"
_DENIED_TERM = [
    # "nothing here requires a deposit", "none of the three sets a minimum period", "nothing in
    # these sections lets the buyer leave early"
    re.compile(
        rf"{_LEAD}(?:nothing|none)(?:\s+{_HERE})?\s+(?P<verb>[a-z]+s)\b\s*(?P<obj>.*)",
        re.I | re.S,
    ),
    # "the clause doesn't attach a charge to a late return", "the section itself doesn't add
    # any further step"
    re.compile(
        rf"{_LEAD}(?:{_NAMED_SOURCE}|{_DET}{_DOC_NOUN}\s+itself)\s+{_NOT}\s+[a-z]+"
        r"(?:\s+(?:up|on|in|out|down|with|for|to))?\s+(?P<obj>(?:any|an?)\s.*)",
        re.I | re.S,
    ),
    # the same denial with "no" for "not any": "the clause sets no deadline for the answer",
    # "Section 9 has no exception for a late claim" (a copula is no denied verb: "the clause
    # is no bar to ...")
    re.compile(
        rf"{_LEAD}(?:{_NAMED_SOURCE}|{_DET}{_DOC_NOUN}\s+itself)\s+"
        r"(?!(?:is|are|was|were)\b)[a-z]+\s+no\s+(?P<obj>.*)",
        re.I | re.S,
    ),
    # "there is no cap on the fee in this clause": the existential denial placed in the
    # provision (a bare "there is no cap" may speak of the law, not of the text)
    re.compile(
        rf"{_LEAD}there(?:['’]s|\s+is|\s+are)\s+no\s+(?P<obj>[^;:.]*?)\s+(?:in|under)\s+"
        rf"(?:{_NAMED_SOURCE})\b",
        re.I | re.S,
    ),
]


def denied_term(text: str) -> str | None:
    """What a claim says the given provision does not set, require or give, or ``None``.

    "Nothing here requires the tenant to insure", "none of the three sets a minimum period",
    "the clause doesn't attach a charge to a late return": the claim denies that the provision (the
    text given, "here", "these sections", a provision named as its subject) holds a term. Such
    a sentence may also state the law in a provision's own words ("nothing in this Agreement
    limits ..."), so it is not a statement of absence by its shape alone (:func:`absence`); the
    structural judge reads it as one only for a claim no passage supports otherwise.

    Args:
        text: The claim's text.

    Returns:
        The words naming the denied term, without a leading "any" and without a trailing
        clause; ``None`` when the claim does not deny a term of the provision.
    """
    return _object_of(_DENIED_TERM, text) or None


def speaks_of_copy(tokens: Sequence[Any]) -> bool:
    """The clause's main predicate says part of the source was taken out of the copy.

    "The royalty rate is redacted", "what the Distributor owes is blacked out", "Most of
    Schedule B is redacted, so ...": the participle of a redaction verb (``redaction_verbs`` in
    ``data/lexicon/predicates.json``; "black" and "blank" with "out") is the clause's root or
    the complement or conjunct of its root (the parser hangs "X is redacted, so Y" on Y). In a
    clause it only modifies ("on a date that is blacked out, the Buyer pays the balance") it
    says nothing of the copy by itself.
    """
    verbs = lexicon.word_set("predicates", "redaction_verbs")
    for tok in tokens:
        if tok.lemma_.lower() not in verbs or tok.tag_ not in ("VBN", "VBD", "JJ"):
            continue
        if tok.lemma_.lower() != "redact" and not any(
            c.dep_ == "prt" and c.lower_ == "out" for c in tok.children
        ):
            continue
        node = tok
        while node.dep_ in ("conj", "acomp", "ccomp") and node.head.i != node.i:
            node = node.head
        if node.dep_ == "ROOT":
            return True
    return False


# "which isn't in this excerpt", "; the annex itself isn't part of the passage", "(Clause 22 is
# not reproduced here)": a clause whose subject is a relative pronoun or a phrase of its own,
# and whose predicate says the thing is not in the text given (or "here")
_GIVEN = rf"(?:{_TEXTUAL}|{_DET}?(?:copy|filing|version)|here)"
# the kinds of provision and attachment a contract or statute is divided into
_PROVISION_WORDS = (
    r"(?:sections?|clauses?|articles?|paragraphs?|schedules?|exhibits?|annex(?:es)?|"
    r"appendix|appendices|attachments?)"
)
_NOT_GIVEN = re.compile(
    r"(?P<lead>^\s*|,\s*|;\s*|\(\s*|\s[—–]\s*)"
    r"(?P<subject>which|that|(?:the|this|that|these|those|its|their)\s"
    r"(?:(?!\b(?:is|are|was|were|which|that)\b)[^,;:()—–]){1,60}?|"
    rf"{_PROVISION_WORDS}\s[^,;:()—–\s]{{1,20}})"
    r"\s+(?:is|are|was|were)(?:n['’]t|\s+not)\s+(?:(?:itself|themselves)\s+)?"
    r"(?:(?:part\s+of|in|included\s+in|reproduced\s+in|shown\s+in|quoted\s+in|set\s+out\s+in)"
    rf"\s+{_GIVEN}|(?:reproduced|shown|included|quoted|set\s+out|visible)\s+here)"
    r"(?P<end>\s*\)?)(?=\s*(?:[.;,)]|$))",
    re.I,
)


_PROVISION_TAIL = re.compile(r"[-–()\w]{0,6}")
_REFLEXIVE = re.compile(r"\s+(?:itself|themselves)$", re.I)
_PROVISION_KIND = re.compile(rf"\b{_PROVISION_WORDS}\b", re.I)


def not_given_asides(text: str) -> list[tuple[int, int, str]]:
    """The clauses of a claim that say a thing it names is not in the text given.

    "The fees are set in Exhibit F, which isn't in the passage", "Rates: as Annex 4
    sets them; the annex itself isn't in the excerpt", "(the grant runs subject to Clause 22,
    which is not reproduced here)": after a comma, semicolon, bracket or dash, a relative
    pronoun or a phrase of its own ("the annex itself", "Clause 22") is said not
    to be in the excerpt, passage, text, copy or filing, or not reproduced, shown or included
    "here"; the whole claim may be such a clause ("The fee itself isn't in this excerpt"). A
    relative pronoun counts only after a provision or attachment it stands for ("Exhibit A,
    which ..."; :func:`lexaudit.text.sections.find_section_refs`), not after any noun ("an
    attachment that isn't in the excerpt" is left to the claim), and a provision named by its
    kind alone ("the annex itself") is the last one of that kind the claim named before
    ("Annex 4"). Such a clause speaks of the text given, not of the law: it is true when
    the sources do not print the thing it names.

    Returns:
        ``(start, end, named)`` for each clause: its offsets in ``text`` (its lead comma or
        semicolon left out) and the words that name the thing (for "which" or "that", the
        provision before the comma).
    """
    out: list[tuple[int, int, str]] = []
    for match in _NOT_GIVEN.finditer(text):
        subject = match.group("subject")
        named = subject
        if subject.lower() in ("which", "that"):
            before = text[: match.start()].rstrip()
            # the provision closes the words before the comma ("clauses 4(b)-(d)" is read as
            # far as "4(b)")
            refs = [
                m
                for m in find_section_refs(before)
                if _PROVISION_TAIL.fullmatch(before, m.end) is not None
            ]
            if not refs:
                continue
            # the last reference with its keyword: the items listed after it ("(d)" of
            # "clauses 4(b)-(d)") are read with it
            named = next(
                (m.surface for m in reversed(refs) if m.surface[:1].isalpha()), refs[-1].surface
            )
        else:
            # "the annex itself" after "Annex 4": the provision the claim named before
            kind = _PROVISION_KIND.search(subject)
            if kind is not None:
                stem = kind.group(0).lower()[:5]
                refs = [
                    m
                    for m in find_section_refs(text[: match.start()])
                    if m.surface.lower().startswith(stem)
                ]
                if refs:
                    named = refs[-1].surface
        out.append((match.start("subject"), match.end(), _REFLEXIVE.sub("", named.strip())))
    return out
