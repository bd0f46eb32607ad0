"""A provision cited in the label of a list item or a run-in heading, by the real verifier.

Answers that walk through a code or a contract label each item with its provision:
"Overcharging (s. 12): a keeper who ...", "- **Tolls** (section 11): ...", "**Audit
(Section 4.7).** The Buyer may ...". The label cites the provision for what follows it, so an
item that gives one provision's rule under another's number cites the wrong provision. The
point of "s." ends no sentence, a bracket may close the reference before the colon, a bold
run-in heading leads in as a colon does, the US Code's headings ("\u00a7 9. Award of ...")
bound its sections as an Indian code's do, and a printed code's footnote of amendment ("1.
Subs. by Act 12 of 1991, ...") heads no section.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_FERRIES = [
    "11. Tolls on ferries.\u2014Every ferry keeper shall post the tolls he charges at each "
    "landing.\n"
    "12. Overcharging.\u2014Whoever, being a ferry keeper, takes more than the posted toll shall "
    "be punished with fine which may extend to five hundred rupees.\n"
    "13. Unlicensed ferries.\u2014Whoever keeps a ferry without a licence shall be punished with "
    "imprisonment for a term which may extend to one month, or with fine, or with both."
]

_DOCKS = [
    "\u00a7\u202f401. Berth permits\n(a) In general.\u2014\nNo vessel may occupy a public berth "
    "for more than 48 hours without a permit from the harbor master.\n"
    "\u00a7\u202f402. Civil penalties\n(a) Amount.\u2014\nA person who occupies a public berth "
    "without a permit is liable for a civil penalty of not more than $500 for each day.\n"
    "\u00a7\u202f403. Appeals\n(a) In general.\u2014\nA person penalized under this chapter may "
    "appeal to the port board within 30 days."
]

_GROWER = [
    "4.5 Reports. The Grower shall send the Buyer a crop report each month.\n"
    "4.6 Advances. The Buyer shall advance the Grower up to $40,000 for seed, in the amounts "
    "and at the times the Planting Schedule sets.\n"
    "4.7 Audit. The Buyer may audit the Grower's books once a year."
]


def _misattributed(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.content for f in report.findings if f.subtype.value == "misattributed_citation"]


@pytest.mark.parametrize(
    "label",
    [
        "- Overcharging (s. {n}): a",
        "- **Overcharging** (section {n}): a",
        "- Overcharging: a",
    ],
)
def test_an_item_labelled_with_the_wrong_section(verifier: Verifier, label: str) -> None:
    body = (
        " ferry keeper who takes more than the posted toll faces a fine of up to five hundred"
        " rupees."
    )
    wrong = verifier.verify(label.format(n=13) + body, _FERRIES)
    if "{n}" not in label:
        # a label that cites nothing attributes nothing
        assert not _misattributed(wrong), wrong.findings
        return
    assert _misattributed(wrong), wrong.findings
    assert "section 12" in _misattributed(wrong)[0]
    right = verifier.verify(label.format(n=12) + body, _FERRIES)
    assert not _misattributed(right), right.findings


def test_a_us_code_section_cited_for_its_neighbours_rule(verifier: Verifier) -> None:
    answer = (
        "- **Penalty** (section {n}): anyone who occupies a public berth without a permit is "
        "liable for a civil penalty of up to $500 for each day."
    )
    wrong = verifier.verify(answer.format(n=403), _DOCKS)
    assert _misattributed(wrong) == [
        "section 403: the sources state this in section 402, not in section 403"
    ], wrong.findings
    assert not _misattributed(verifier.verify(answer.format(n=402), _DOCKS))


def test_a_run_in_heading_cites_the_clause_for_what_follows(verifier: Verifier) -> None:
    answer = (
        "**Advances (Section {n}).** The Buyer advances the Grower up to $40,000 for seed, "
        "in the amounts and at the times the Planting Schedule sets."
    )
    wrong = verifier.verify(answer.format(n="4.7"), _GROWER)
    assert _misattributed(wrong) == ["the sources state this in clause 4.6, not in clause 4.7"], (
        wrong.findings
    )
    assert not _misattributed(verifier.verify(answer.format(n="4.6"), _GROWER))


_HARBOUR = [
    "21. Boats to be inspected.\u2014(1) The harbour officer shall inspect every boat that "
    "plies for hire once a year.\n"
    "1. Subs. by Act 12 of 1991, s. 2, for certain words (w.e.f. 1-4-1991).\n"
    "2. Ins. by s. 3, ibid. (w.e.f. 1-4-1991).\n"
    "[(1A) Where a boat sinks while moored at a public landing, the harbour officer shall hold "
    "an inquiry into the loss.]\n"
    "22. Reports of inspections.\u2014The harbour officer shall send a report of each "
    "inspection to the Collector."
]


def test_a_printed_codes_amendment_footnote_heads_no_section(verifier: Verifier) -> None:
    answer = (
        "**Boats lost at a landing (s. 21(1A)).** Where a boat sinks while moored at a public "
        "landing, the harbour officer must hold an inquiry into the loss."
    )
    report = verifier.verify(answer, _HARBOUR)
    assert not _misattributed(report), report.findings
    wrong = verifier.verify(answer.replace("21(1A)", "22(1A)"), _HARBOUR)
    assert _misattributed(wrong), wrong.findings
