"""Which sentence a claim copies, and verbs that only mark modality.

- A name is framed by a few words on each side, and two sentences of a termination clause may
  hold all of them ("Either party may end it on 30 days' notice if the other breaches" and
  "Client may end it on 30 days' notice without cause"); the one that also holds the rest of
  the claim's clause is the one it copies, so a party put in the Client's place there is
  caught.
- "is required to", "is entitled to", "needs to" say what "must" and "may" say: their words
  are no content a source must hold, and the modality is compared edge by edge.
- Where a sentence names the claim's party by its role ("the Seller conveys to Corrib the
  entire interest" for "Tallis's entire interest", Tallis being the Seller), another name
  stands in the party's place only in the same form: Corrib, who receives, is no owner put
  in Tallis's place. A reference that says where the claim is stated ("Under Section 4, ...")
  is no word of the sentence it copies. Neither is a substitution.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

from lexaudit.text.words import modal_words
from lexaudit.verifier import Verifier

TERMINATION = (
    "This Consulting Agreement is made between Harlow Analytics Limited of 12 Quarry Lane, "
    'Leeds (hereinafter "Harlow") and Pemberly Foods Inc. of 80 Dock Road, Boston '
    '(hereinafter "Client"). 4.1. Either party may end this Agreement by giving thirty (30) '
    "days written notice where the other party is in material default and leaves it unremedied "
    "for that period. 4.2. Client may end this Agreement by giving thirty (30) days written notice "
    "without cause. Where Client ends it under 4.2, Client shall reimburse Harlow for the work "
    "already done."
)

LATE_RENT = (
    'This Lease is made between Corvin Estates LLC ("Landlord") and Maribel Quist ("Tenant"). '
    "Rent is due on the first day of each month. If rent is not received by the fifth day of "
    "the month, the Landlord may elect to charge the Tenant a late fee of 2% per month on the "
    "sum in arrears for as long as it stays outstanding."
)


def _subtypes(report) -> set[str]:  # type: ignore[no-untyped-def]
    return {f.subtype.value for f in report.findings}


def test_the_sentence_holding_the_whole_clause_is_the_one_copied(verifier: Verifier) -> None:
    # the frame of "Harlow" (five words after it) is in 4.1 and 4.2 alike; only 4.2 has
    # "without cause", and there the Client stands
    swapped = "Harlow may end the agreement by giving 30 days' written notice without cause."
    report = verifier.verify(swapped, [TERMINATION])
    assert report.label.value == "hallucinated"
    assert "entity_substitution" in _subtypes(report)
    faithful = "The Client may end the agreement by giving 30 days' written notice without cause."
    assert verifier.verify(faithful, [TERMINATION]).label.value == "clean"


def test_either_party_still_covers_each_party(verifier: Verifier) -> None:
    # the right on default is both parties': Harlow holds it as the Client does
    answer = "Harlow may end it on 30 days' written notice where the Client is in material default."
    assert "entity_substitution" not in _subtypes(verifier.verify(answer, [TERMINATION]))


def test_a_modal_verb_is_no_word_the_source_must_hold(verifier: Verifier) -> None:
    # "required" is the one word of the claim's, beside its paraphrase of the amount, that
    # the source lacks: counted, the claim meets no sentence and its "must" goes unread
    changed = "The Landlord is required to charge 2% a month on any unpaid instalment."
    report = verifier.verify(changed, [LATE_RENT])
    assert report.label.value == "hallucinated"
    assert "modality_change" in _subtypes(report)
    faithful = "The Landlord is entitled to charge 2% a month on any unpaid instalment."
    assert verifier.verify(faithful, [LATE_RENT]).label.value == "clean"


ASSIGNMENT = (
    'This Deed is made between TALLIS GROUP INC., a Delaware corporation ("Seller"), and CORRIB '
    'MEDIA LLC, an Ohio limited liability company ("Corrib"). By this Deed the Seller conveys '
    "to Corrib the entire interest in the Licensed Marks for the price stated in Schedule 1."
)
GRANT = (
    "SCHEDULE 2 TERMS. 4. Licence. Zephyr grants Corrib a non-exclusive licence to show the "
    "Marks in the Territory during the Term, as limited by Section 9.3 of this Schedule."
)


def test_a_party_the_sentence_names_by_its_role_is_replaced_by_no_one(
    verifier: Verifier,
) -> None:
    # the sentence names Tallis as the Seller who assigns; Corrib, who receives, stands before
    # the words that follow "Tallis's" in the answer, but not as an owner
    answer = "What passes: Tallis's entire interest in the Licensed Marks."
    assert "entity_substitution" not in _subtypes(verifier.verify(answer, [ASSIGNMENT]))


def test_a_reference_that_names_the_claims_place_replaces_no_reference_in_it(
    verifier: Verifier,
) -> None:
    # "Under Section 4" says where the grant is stated; the grant's own "Section 9.3" is
    # another provision it mentions, not the one the answer put in its place
    answer = (
        "Under Section 4 of Schedule 2, Zephyr grants Corrib a non-exclusive licence to show "
        "the Marks in the Territory."
    )
    report = verifier.verify(answer, [GRANT])
    assert report.label.value != "hallucinated", report.findings


def test_modal_words_are_those_governing_an_infinitive() -> None:
    # (light stems)
    assert modal_words("The Buyer is required to pay and is entitled to inspect.") == {
        "requir",
        "entitl",
    }
    assert modal_words("The Agent needs to give notice.") == {"need"}
    # "to" before a determiner or a pronoun is a preposition: the verb is content there
    assert (
        modal_words("The parties agreed to the terms; the fee is required to the extent due.")
        == set()
    )
    assert modal_words("The Buyer shall pay the price.") == set()
