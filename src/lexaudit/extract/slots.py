"""The slot a value fills: the words that say what an amount, period, date or place is *for*.

"Licensee shall pay a royalty of five percent (5%) of Net Sales" and "Licensee shall contribute
2% of Gross Sales to the advertising fund" both hold a percentage; what tells them apart is the
slot: {pay, royalty, net, sale, licensee} against {contribute, advertising, fund, gross, sale}.
A claim's value is compared only with the source value whose slot is most like its own.

The slot of a value is read from the dependency parse (the value's head chain up to its clause
verb, that verb's subject and object, and the words that modify the value) plus the content
words close to it in the same clause, so a parse error does not leave the slot empty.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from lexaudit import lexicon
from lexaudit.extract.list_items import other_items
from lexaudit.extract.slot_labels import field_label, line_label, table_cell
from lexaudit.text import find_values
from lexaudit.text.words import content_words
from lexaudit.types import EntityType

# the values that are judged by their slot (names by roles, citations by the authority checks)
SLOT_TYPES = frozenset(
    {
        EntityType.MONEY,
        EntityType.DATE,
        EntityType.DURATION,
        EntityType.PERCENT,
        EntityType.NUMBER,
        EntityType.GPE,
    }
)
# a number written with digit groups or decimals, or after a currency sign ("$2,340,000",
# "12.5", "\u20b9500"): a sum, a rate or a clause's number, whose digit groups would tie
# unrelated values together as slot words
_AMOUNT_TOKEN = re.compile(
    r"[$\u20ac\u00a3\u20b9]?\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+\.\d+|[$\u20ac\u00a3\u20b9]\d+"
)
_CHAIN_STEPS = 8  # head-chain steps from the value (through clauses that modify a noun)
_NOUN_CLAUSES = frozenset({"relcl", "acl"})
_PHRASE_WORDS = 8  # words of the clause's subject or object phrase
_WINDOW = 3  # content tokens on either side of the value, inside its clause
_CLAUSE_BREAK = frozenset({";", ":", "(", ")", "\u2014"})
_ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "dobj", "attr", "agent"})
# a verb's complement that may be a predicate of its own ("keep the ledgers open")
_COMPLEMENTS = frozenset({"ccomp", "xcomp", "oprd"})
_MODIFIER_DEPS = frozenset({"compound", "amod", "poss", "nmod", "prep", "pobj", "appos"})
# a defined-term label right after a value: ' (the "Initial Term")', ' ("Cure Period")'
_DEFINED_LABEL = re.compile(r"\s*\(\s*(?:the\s+|a\s+)?[\"“']([^\"”']{1,40})[\"”']\s*\)")
# the same name without quotes, as answers write it: "4.5% of the shares (the Minimum Holding)"
_NAMED_LABEL = re.compile(r"\(\s*(?:the\s+|a\s+)?((?:[A-Z][\w-]*\s+){0,4}[A-Z][\w-]*)\s*\)")
# how far after a value its phrase may run before the name that closes it
_LABEL_REACH = 60
_PHRASE_BREAK = re.compile(r"[;:,.()\n]")
_PHRASE_JOIN = re.compile(r"\b(?:and|or|but)\b", re.IGNORECASE)


def _words(token: Any) -> tuple[str, ...]:
    if _AMOUNT_TOKEN.fullmatch(token.text) or (
        token.like_num and token.i + 1 < len(token.doc) and token.doc[token.i + 1].text == "%"
    ):
        # another sum or rate ("$2,340,000", "15 %") is a value, not a word that says what a
        # value is for: its digit groups ("340", "000") would tie unrelated sums together
        return ()
    lemma = token.lemma_ if token.lemma_ and token.lemma_ != "-PRON-" else token.text
    written = token.text.lower()
    if written.startswith("un") and written.endswith("ed") and not lemma.lower().endswith("ed"):
        # a negated participle the tagger took for a past tense loses its "-d" to the
        # lemmatiser ("unremedied" -> "unremedie"): it is read as written, so that
        # :func:`_lemma_words` finds the act it denies
        lemma = written
    elif token.pos_ == "VERB":
        # a verb is read as its slot group's first verb: "end" and "terminate" name one act
        lemma = _verb_groups().get(lemma.lower(), lemma)
    return _lemma_words(lemma)


@functools.cache
def _verb_groups() -> dict[str, str]:
    """Each verb of a slot group (``lexicon/predicates.json``) to the group's first.

    Only verbs with one sense in legal drafting are grouped: "hold" a hearing is not "hold"
    that a contract binds, and "may extend to three years" extends no term.
    """
    groups = lexicon.load("predicates")["slot_groups"]
    return {verb: members[0] for members in groups for verb in members}


@functools.lru_cache(maxsize=65536)
def _lemma_words(lemma: str) -> tuple[str, ...]:
    # a bound ("at least", "no more than", "minimum") says how a value limits, not what it
    # measures: two values with the same bound are not in the same slot for it
    bounds = lexicon.word_set("bound_words")
    words = tuple(w for w in content_words(lemma) if lemma.lower() not in bounds)
    lowered = lemma.lower()
    if lowered.startswith("un") and lowered.endswith("ed") and len(lowered) > _UN_PARTICIPLE:
        # a negated participle names the act it denies: an "uncured" breach is about curing
        words += tuple(content_words(lowered[2:]))
    return words


# how long a word of "un" and a participle must be ("united", "unused" are words of their own)
_UN_PARTICIPLE = 6


def slot_words(doc: Any, text: str, start: int, end: int) -> frozenset[str]:
    """The content words (light-stemmed) that describe the slot of the value at ``[start, end)``.

    Args:
        doc: the spaCy ``Doc`` of the text holding the value.
        text: that text (``doc.text``, passed in: building it again per value is quadratic).
        start: the value's first character.
        end: the character after the value.

    Returns:
        The slot's words; the value's own words are left out.
    """
    span = doc.char_span(start, end, alignment_mode="expand")
    if span is None or len(span) == 0:
        return frozenset()
    labelled = table_cell(text, start, end) or line_label(text, start, end)
    if labelled:
        return labelled
    inside = {t.i for t in span}
    # the other items of an inline list ("(i) ... (ii) ...") are other things: only the
    # value's own item and the lead-in the items share tell what it is for
    foreign = other_items(text, span)
    skip = inside | foreign
    words: set[str] = set()
    root = span.root
    whole = _partitive_set(root)
    if whole is not None:
        # "appoints one of the five trustees": the value counts the set its noun names,
        # and the clause speaks of a part of it: the slot is the noun's phrase alone
        return frozenset(w for t in _phrase(whole) if t.i not in skip for w in _words(t))
    # what the value modifies or is governed by, up to the clause's verb
    token = root
    conditioned = False  # past a gerund under a preposition: only the verb it conditions
    for _ in range(_CHAIN_STEPS):
        if token.head.i == token.i:
            break
        # the item of a list before this one ("a three-week Pilot Phase, then a 10-week Rollout
        # Phase") is another thing: its name is not this value's, but what the
        # list hangs from still is
        sibling = _another_item(token, inside)
        if _past_semicolon(span, token.head):
            break
        token = token.head
        if token.i in skip or sibling:
            continue
        words.update(_words(token))
        if conditioned and token.pos_ in ("VERB", "AUX"):
            # the verb a gerund conditions names what the value is for ("terminate" by
            # giving notice, "inspect" after giving notice); its own subject and object are
            # that verb's, not the value's
            break
        # a noun is named with its compounds and noun modifiers: "Navy Day (September 17)",
        # "notice period", "clean-up costs"
        words.update(_modifier_words(token, skip, ("compound", "nmod")))
        if token.pos_ in ("VERB", "AUX") and token.dep_ != "amod":
            # (a participle before its noun, "written notice", is a modifier of that noun,
            # not the verb of a clause: the chain goes on through it)
            words.update(w for verb in _sharing_verbs(token) for w in _words(verb))
            for child in _arguments(token):
                if child.i not in inside:
                    # the subject or object phrase ("the Tenant's obligation to pay Base
                    # Rent"), a few words deep
                    for t in _phrase(child)[:_PHRASE_WORDS]:
                        if t.i not in skip:
                            words.update(_words(t))
            # a gerund under a preposition ("by giving 30 days' notice", "after providing
            # notice") is the manner or condition of the verb the preposition hangs from: the
            # slot goes on to that verb (termination notice is not inspection notice)
            if token.dep_ == "pcomp":
                conditioned = True
                continue
            # a participle clause with no subject or finite verb of its own ("Having served
            # 60 days' notice, the Landlord may re-enter", "upon 30 days written notice ...,
            # the Buyer may cancel") borrows the main clause's subject and states the
            # circumstance of its verb: the slot goes on to that verb, as for a gerund above
            if _reduced_adverbial(token):
                conditioned = True
                continue
            # a clause that only measures a noun ("a term which may extend to three years",
            # "the Commencement Date, being February 1") tells little by itself: the slot
            # goes on to that noun and the clause it stands in; a clause with a verb of its
            # own ("Smagin, who lives in Russia, won ...") is a slot of its own
            if token.dep_ not in _NOUN_CLAUSES or token.lemma_.lower() not in lexicon.word_set(
                "measure_verbs"
            ):
                if _reduced_relative(token):
                    # a participle that modifies a noun with no subject of its own (a reduced
                    # relative: "each order placed after June 30", "goods shipped to
                    # Canada") tells which of the noun's kind the value is for: the noun, with
                    # its modifiers, is in the slot, and the clause around it is not
                    words.update(_words(token.head))
                    words.update(_modifier_words(token.head, skip, ("compound", "nmod", "amod")))
                break
    # what modifies the value itself ("the notice period of 30 days", "30 days' notice")
    for child in root.children:
        if child.i not in skip and _infinitive_of_purpose(child):
            # "five business days to respond", "ten days to cure the breach": the act the
            # period or sum is for, with its object
            words.update(_words(child))
            for t in child.children:
                if t.dep_ in ("dobj", "prt") and t.i not in skip:
                    words.update(_words(t))
            continue
        if child.i in skip or child.dep_ not in _MODIFIER_DEPS:
            continue
        words.update(_words(child))
        for grandchild in child.children:
            if grandchild.dep_ in ("pobj", "compound") and grandchild.i not in skip:
                words.update(_words(grandchild))
                # a noun is named with its compounds ("for 3 years following the Acceptance Date")
                words.update(
                    w
                    for t in grandchild.children
                    if t.dep_ == "compound" and t.i not in skip
                    for w in _words(t)
                )
    # the noun the value measures, written right after it without a possessive ("thirty
    # (30) days written notice", "a 5% royalty"), whatever the parser made of it
    words.update(_measured_noun(doc, span.end))
    # the name the text gives the value: "twelve (12) months (the "Initial Term")"
    label = (
        _DEFINED_LABEL.match(text, span.end_char)
        or _closing_name(text, span.end_char)
        or _sentence_label(text, span)
    )
    if label:
        words.update(content_words(label.group(1)))
    # the label a colon sets off right before the value: "Late fee: $75 for ..."
    words.update(field_label(doc, text, start))
    # nearby words of the same clause (a relative clause or a coordinated clause is another)
    clause = _clause_head(root)
    for direction in (-1, 1):
        i = (span.start - 1) if direction < 0 else span.end
        taken = 0
        while 0 <= i < len(doc) and taken < _WINDOW:
            tok = doc[i]
            # a sentence ends the window ("token.sent" would scan the whole sentence)
            if (tok.is_sent_start and direction > 0) or tok.text in _CLAUSE_BREAK:
                break
            if tok.dep_ == "cc" or tok.i in foreign:
                break
            found = _words(tok) if _same_or_linked(doc, _clause_head(tok), clause) else ()
            if found:
                words.update(found)
                taken += 1
            if tok.is_sent_start and direction < 0:
                break
            i += direction
    return frozenset(words)


def _past_semicolon(span: Any, head: Any) -> bool:
    """``head`` is a verb past the semicolon that follows the value.

    Semicolons part the clauses of a sentence and the items of a list whose items are
    clauses ("added by the 1998 Act; renumbered by the 1999 Act"): the verb of the next
    part is not what the value is for, and the parser's link to it is a guess. A noun there
    may be the item the parser hangs a list's items from ("fees: (a) $100 per hour; and (b)
    $50 per page"), and the chain goes on through it to the lead-in the items share.
    """
    if head.i < span.end or head.pos_ not in ("VERB", "AUX"):
        return False
    doc = span.doc
    return any(doc[i].text == ";" for i in range(span.end, head.i))


def _partitive_set(value: Any) -> Any:
    """The noun a count gives the size of, when a partitive takes a part of that set.

    "one of the five trustees", "each of the 12 instalments", "most of the 30 days": the
    count modifies the object of "of", and "of" hangs on a quantity (a number, a quantifying
    pronoun or determiner, a superlative). None otherwise ("a term of three years": "of"
    hangs on a noun).
    """
    noun = value.head
    if value.dep_ != "nummod" or noun.dep_ != "pobj" or noun.head.lower_ != "of":
        return None
    part = noun.head.head
    if part.i == noun.head.i:
        return None
    quantity = part.tag_ in ("CD", "JJS") or part.pos_ in ("PRON", "DET", "NUM")
    return noun if quantity else None


def _infinitive_of_purpose(token: Any) -> bool:
    """An infinitive that modifies a noun: "days to respond", "a sum to cover the costs"."""
    return (
        token.dep_ in _NOUN_CLAUSES
        and token.pos_ in ("VERB", "AUX")
        and any(c.dep_ == "aux" and c.lower_ == "to" for c in token.children)
    )


def _another_item(token: Any, inside: set[int]) -> bool:
    """``token`` is an item of a list of nouns, and its head the item before it.

    "a three-week Pilot Phase, then a 10-week Rollout Phase": the second phase is not the
    first, so the first one's name and compounds say nothing of what the second's
    value measures (the noun or verb both items hang from still does). A noun coordinated with
    another is another item; an appositive is one only when it and its head each bear a name
    of their own ("Rollout Phase" after "Pilot Phase"): "the Term, a period of two
    years" restates the Term. A value inside a verb's object phrase may still meet the
    earlier item there (the phrase is read whole).
    """
    head = token.head
    if token.pos_ not in ("NOUN", "PROPN") or head.pos_ not in ("NOUN", "PROPN"):
        return False
    if token.dep_ == "conj":
        return True
    # two named things side by side ("Pilot Phase", "Rollout Phase"); a named thing
    # after a plain noun ("the schedule: a Pilot Phase") says what that noun holds
    return (
        token.dep_ == "appos"
        and any(c.dep_ == "compound" and c.i not in inside for c in token.children)
        and any(c.dep_ == "compound" for c in head.children)
    )


# a definition that closes its sentence: '... unless ended sooner (the "Lease Term").'
_CLOSING_DEFINITION = re.compile(_DEFINED_LABEL.pattern + r"\s*[.;]?\s*$")


def _sentence_label(text: str, span: Any) -> re.Match[str] | None:
    """A quoted definition that closes the sentence of the only value the sentence holds.

    "The lease runs from the Start Date to its third anniversary, unless ended sooner under
    Clause 9 (the "Lease Term")." defines what the sentence states, and the
    one value in it is that thing's measure (references to provisions are no values). With
    two values the label names either.
    """
    sentence = span.sent
    start, end = sentence.start_char, sentence.end_char
    tail = text[span.end_char : end]
    closing = _CLOSING_DEFINITION.search(tail)
    if closing is None:
        return None
    others = [
        v
        for v in find_values(text[start:end])
        if v.kind != "section_ref" and start + v.start != span.start_char
    ]
    return None if others else closing


def _closing_name(text: str, end: int) -> re.Match[str] | None:
    """A capitalised name in brackets that closes the value's phrase ("(the Minimum Holding)").

    The phrase runs from the value to the bracket without a clause break, a conjunction or
    another value, and ends in a common noun: "4.5% of the issued shares (the Minimum
    Holding)" names the 4.5%; "3% of the stock, and the fee (the Fee)" does not, nor does a
    bracket after a name ("10% of Orion Ltd (the Company)") or one that gives a party's role
    ("(the Escrow Agent)").
    """
    window = text[end : end + _LABEL_REACH]
    bracket = window.find("(")
    if bracket < 0 or _PHRASE_BREAK.search(window, 0, bracket):
        return None
    label = _NAMED_LABEL.match(text, end + bracket)
    before = window[:bracket].split()
    if label is None or not before or not before[-1][:1].islower():
        # after a name ("Orion Ltd (the Company)") the bracket names that name
        return None
    if _PHRASE_JOIN.search(window, 0, bracket) or find_values(window[:bracket]):
        # another item or another value comes first ("$900 in rent and $400 of the costs
        # (the Shared Costs)"): the bracket names that one
        return None
    if label.group(1).split()[-1].lower() in lexicon.word_set("roles"):
        return None  # a party's role ("(the Escrow Agent)") names who, not what
    return label


_MEASURED_NOUN_STEPS = 3  # words from a value to the noun it measures ("days prior written notice")


def _measured_noun(doc: Any, i: int) -> tuple[str, ...]:
    """The words from token ``i`` up to the first common noun, when only modifiers come first."""
    noun = _noun_after(doc, i)
    return () if noun is None else tuple(w for t in doc[i : noun.i + 1] for w in _words(t))


def _noun_after(doc: Any, i: int) -> Any:
    """The first common noun from token ``i`` on, when only modifiers come before it, else None.

    Lower-case adjectives, adverbs and participles may stand between ("prior written notice"); a
    name, a verb of its own, a number or a punctuation mark ends the search with nothing.
    """
    for tok in doc[i : i + _MEASURED_NOUN_STEPS]:
        if not tok.text.islower() or not tok.is_alpha:
            return None
        if tok.pos_ == "NOUN":
            return tok
        # a participle the tagger may read as a past tense ("days written notice"), and
        # "prior" that it may read as an adverb ("days prior written notice")
        if not (tok.pos_ in ("ADJ", "ADV") or tok.tag_ in ("VBN", "VBD")):
            return None
    return None


# a value that is an attribute of the noun after it: "six months' notice", "a 30-day term"
_ATTRIBUTE_DEPS = frozenset({"poss", "compound", "nummod", "nmod", "amod"})
# the prepositions that join a value to the noun it gives the size of: "a royalty of 5%", "a
# penalty equal to 5%"
_MEASURE_PREPOSITIONS = frozenset({"of", "to"})
# the words that say which kind of the noun is meant: "common shares", "demo units"
_NOUN_MODIFIERS = frozenset({"compound", "amod", "nmod"})


def measured_noun(doc: Any, start: int, end: int) -> str | None:
    """The noun the value at ``[start, end)`` gives the size of, else None.

    The noun is returned light-stemmed, after the words that modify it, in alphabetical order
    ("common share" for "200,000 common shares"); its last word is the noun itself.

    The noun is read from the parse, as a lawyer reads "how long is the notice": the value
    stands before it as its attribute ("six months' notice", "thirty (30) days prior written
    notice", "a 5% penalty"), or the noun takes it through "of" ("a royalty of 5%") or through
    an adjective and "to" ("a penalty equal to 5%"). A value that a verb or a preposition of
    time governs ("within 30 days", "terminates after 18 months") measures no noun.
    """
    span = doc.char_span(start, end, alignment_mode="expand")
    if span is None or len(span) == 0:
        return None
    root = span.root
    head = root.head
    inside = {t.i for t in span}
    noun = _noun_after(doc, span.end)
    if noun is None and root.dep_ in _ATTRIBUTE_DEPS and head.i >= span.end:
        noun = head
    elif noun is None and root.dep_ == "pobj" and head.lower_ in _MEASURE_PREPOSITIONS:
        if head.head.i >= span.start:
            return None
        noun = head.head
        if noun.pos_ == "ADJ" and noun.dep_ == "amod":
            inside.add(noun.i)  # "equal to": the way to the noun, no kind of it
            noun = noun.head
    if noun is None:
        return None
    # the head of a compound: "a 30-day cure period" and "a cure period of 30 days" are periods
    while noun.dep_ == "compound" and noun.head.i > noun.i and noun.head.pos_ in ("NOUN", "PROPN"):
        noun = noun.head
    # a defined noun ("the Annual Fee of $5,000") is tagged a proper noun, often a name too
    if noun.pos_ not in ("NOUN", "PROPN"):
        return None
    words = _words(noun)
    if not words:
        return None
    modifiers = sorted(
        {
            w
            for c in noun.children
            if c.dep_ in _NOUN_MODIFIERS and c.i not in inside
            for w in _words(c)
        }
    )
    return " ".join([*modifiers, words[-1]])


def _phrase(head: Any) -> list[Any]:
    """The tokens of ``head``'s phrase that lie between the clause breaks around it.

    A phrase does not run on past a colon, semicolon, bracket or dash: what follows one is a
    list or an aside that the parser may hang on the phrase ("the franchisee: compliance with
    ...").
    """
    doc = head.doc
    lo, hi = head.left_edge.i, head.right_edge.i
    for i in range(head.i - 1, lo - 1, -1):
        if doc[i].text in _CLAUSE_BREAK:
            lo = i + 1
            break
    for i in range(head.i + 1, hi + 1):
        if doc[i].text in _CLAUSE_BREAK:
            hi = i - 1
            break
    return [t for t in head.subtree if lo <= t.i <= hi]


# clauses that state one provision together: "renews ... unless either party gives notice ...
# ninety days before the end" (the parser may hang the period on either verb)
_LINKED_CLAUSES = frozenset({"advcl", "xcomp", "ccomp"})


# subordinators of a clause that concedes or contrasts: "Although the first lease term is four
# years, the tenant can leave on notice" states two provisions, not one
CONTRAST_MARKERS = frozenset({"although", "though", "while", "whereas"})


def _same_or_linked(doc: Any, a: int, b: int) -> bool:
    """Two clause heads are one clause, or one is an adverbial or complement clause of the other."""
    if a == b:
        return True
    return (doc[a].head.i == b and _linked(doc[a])) or (doc[b].head.i == a and _linked(doc[b]))


def _linked(clause: Any) -> bool:
    """An adverbial or complement clause that states one provision with its head's.

    A clause opened by a relative pronoun ("..., after which the Buyer takes the stock back")
    is a relative clause the parser took for an adverbial one: it says what follows, not what
    its head's value is for.
    """
    return (
        clause.dep_ in _LINKED_CLAUSES
        and not any(c.dep_ == "mark" and c.lower_ in CONTRAST_MARKERS for c in clause.children)
        and not _opens_with_relative(clause)
    )


def _opens_with_relative(clause: Any) -> bool:
    """The clause begins with a relative pronoun, alone or after its preposition ("after which").

    A relative pronoun inside the clause's subject ("if the carrier who delivers ... issues")
    does not make the clause relative.
    """
    doc, start = clause.doc, clause.left_edge.i
    first = doc[start]
    if first.lower_ in _RELATIVE_PRONOUNS:
        return True
    return (
        first.dep_ == "prep"
        and start + 1 < len(doc)
        and doc[start + 1].lower_ in _RELATIVE_PRONOUNS
    )


_RELATIVE_PRONOUNS = frozenset({"which", "who", "whom", "whose"})


def _clause_head(token: Any) -> int:
    """The index of the verb that heads the clause ``token`` is in (the root if none)."""
    while token.head.i != token.i and token.pos_ not in ("VERB", "AUX"):
        token = token.head
    return int(token.i)


def _reduced_adverbial(verb: Any) -> bool:
    """An adverbial participle clause with no subject and no finite auxiliary of its own.

    A past form counts too: without a subject it is a participle, whatever the tagger says
    ("upon 30 days written notice" tagged as a past tense); so does a clause the parser calls
    a complement but that stands before its verb, where English puts no complement.
    """
    if verb.tag_ not in ("VBN", "VBG", "VBD") or verb.head.i == verb.i:
        return False
    if not (verb.dep_ == "advcl" or (verb.dep_ == "ccomp" and verb.i < verb.head.i)):
        return False
    return not any(
        c.dep_ in ("nsubj", "nsubjpass", "csubj", "csubjpass", "expl")
        or (c.dep_ in ("aux", "auxpass") and c.tag_ in ("MD", "VBZ", "VBP", "VBD"))
        for c in verb.children
    )


def _modifier_words(noun: Any, skip: set[int], deps: tuple[str, ...]) -> set[str]:
    """The words of ``noun``'s children of the dependencies ``deps``, outside ``skip``."""
    return {
        w
        for child in noun.children
        if child.dep_ in deps and child.i not in skip
        for w in _words(child)
    }


def _reduced_relative(verb: Any) -> bool:
    """A participle modifying a noun, with no subject and no auxiliary of its own.

    "each order placed after June 30", "goods shipped to Canada": the participle tells
    which of the noun's kind is meant, by the value it governs. A relative clause with a
    pronoun, a subject or a finite verb of its own ("which begins", "that the Buyer ships")
    says something of its own.
    """
    if verb.dep_ != "acl" or verb.tag_ not in ("VBG", "VBN"):
        return False
    if verb.head.pos_ not in ("NOUN", "PROPN"):
        return False
    return not any(
        c.dep_ in ("nsubj", "nsubjpass", "csubj", "csubjpass", "expl", "aux", "auxpass", "mark")
        for c in verb.children
    )


def _sharing_verbs(verb: Any) -> list[Any]:
    """The verbs listed before ``verb`` that leave their complement to it.

    "is ruled by and read and applied under the law of X": "ruled by" and "read" have no
    complement of their own, so the one "applied" has is theirs too.
    A verb with its own object or complement ("pay the price and deliver the goods within ten
    days") keeps to it.
    """
    found: list[Any] = []
    if any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
        return found  # "the Landlord shall vacate and the Tenant shall pay ...": two clauses
    node = verb
    while node.dep_ == "conj" and node.head.i != node.i and node.head.pos_ in ("VERB", "AUX"):
        node = node.head
        if any(
            c.dep_ in ("dobj", "attr", "pobj", "ccomp", "xcomp", "oprd", "acomp")
            or (c.dep_ in ("prep", "agent") and any(g.dep_ == "pobj" for g in c.children))
            for c in node.children
        ):
            break
        found.append(node)
        if any(c.dep_ in ("nsubj", "nsubjpass") for c in node.children):
            break  # the first verb of the list, which has the subject they share
    return found


def _arguments(verb: Any) -> list[Any]:
    """The subject and object phrases of a verb.

    A coordinated verb without a subject of its own shares its first conjunct's ("The term
    shall commence ... and shall continue for twelve months": the term continues).
    """
    found = [c for c in verb.children if c.dep_ in _ARGUMENT_DEPS]
    first = verb
    while first.dep_ in ("conj", "xcomp") and not any(
        c.dep_ in ("nsubj", "nsubjpass") for c in found
    ):
        # "is ruled by and read and applied under ...": the subject of the first verb of the
        # list, however many conjuncts down; "has to end", "agrees to pay": the subject of
        # the verb the infinitive completes, or its object where it has one ("requires the
        # Tenant to pay": the Tenant pays)
        if first.dep_ == "xcomp":
            objects = [c for c in first.head.children if c.dep_ == "dobj"]
            if objects:
                found.extend(objects)
                break
        first = first.head
        found.extend(c for c in first.children if c.dep_ in ("nsubj", "nsubjpass"))
    # what the verb acts on may be the subject of a predicate without a verb of its own ("keep
    # [the ledgers] open", "make [the discounts] available"): the parser hangs it there
    for complement in verb.children:
        if complement.dep_ in _COMPLEMENTS and complement.pos_ not in ("VERB", "AUX"):
            found.extend(c for c in complement.children if c.dep_ in ("nsubj", "nsubjpass"))
    return found
