"""An enumerated item read alone has its lead-in's polarity, by the real verifier.

The text is written for these tests, in the layout of a code: "It is unlawful for any
person— (1) ...; or (2) to feed ... any waterfowl" bars feeding, though the item "(2) to
feed ..." holds no negator. A claim that denies the act restates the item; against a
permissive lead-in ("The Warden may— ... (2) feed the waterfowl") the denial is a flip.
"""

from __future__ import annotations

from lexaudit.judge.negation import denied_by_lead_in
from lexaudit.verifier import Verifier

_CODE = (
    "§ 12. Prohibited acts\n"
    "(a) In General.— It is unlawful for any person— (1) to fish in the reservoir without a "
    "permit; or\n"
    "(2) to feed, chase, or disturb any waterfowl within the park grounds.\n"
    "(b) Powers of the Warden.— The Warden may— (1) close the park at dusk; or\n"
    "(2) feed the waterfowl in winter.\n"
)


def test_an_item_under_a_prohibition_is_denied() -> None:
    assert denied_by_lead_in(_CODE, _CODE.index("(2) to feed"))
    assert not denied_by_lead_in(_CODE, _CODE.index("(2) feed"))
    no_person = "No person shall— (a) sell liquor; or\n(b) keep a dog on the pier."
    assert denied_by_lead_in(no_person, no_person.index("(b)"))
    # a new provision that opens with a capital is no item of the sentence before it
    assert not denied_by_lead_in("It is unlawful to litter. (2) The Warden", 26)


def test_a_claim_that_denies_a_barred_item_restates_it(verifier: Verifier) -> None:
    answer = "Nobody may feed, chase or disturb any waterfowl within the park grounds."
    report = verifier.verify(answer, [_CODE])
    assert report.label.value == "clean", [f.content for f in report.findings]
    denied = "The Warden can't feed the waterfowl in winter."
    report = verifier.verify(denied, [_CODE])
    assert report.label.value == "hallucinated", [f.content for f in report.findings]
