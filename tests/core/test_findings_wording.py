"""What people are shown is phrased in the answer's and the sources' own words.

The judge's normalised forms (relation tuples such as ``bluefin health pay``, ISO durations
such as ``P90D``) stay in the JSON report (``claims[].conflicts``) but never reach a
finding's text, a hedge note or the terminal view; minor notes on a clean answer are folded away
in the terminal view.
"""

from __future__ import annotations

import re

import pytest
from rich.console import Console

from lexaudit.audit.report import report_to_dict
from lexaudit.render import folded_findings, print_report
from lexaudit.types import Action, FindingSubtype, Label, Severity

CLEAN_WITH_NOTE = "Either party may give ninety (90) days' written notice of non-renewal."
ROLE_SWAP = "Licensor shall pay Licensee a royalty of five percent of Net Sales."
INTERNAL = re.compile(r"\bP\d+[DMYW]\b|bluefin health pay|northwind analytics pay|\bnon of\b")


def _render(report, show_minor: bool = False) -> str:  # type: ignore[no-untyped-def]
    console = Console(record=True, width=200, color_system=None, force_terminal=False)
    print_report(report, console, show_minor=show_minor)
    return console.export_text()


@pytest.mark.parametrize(
    "answer",
    [
        CLEAN_WITH_NOTE,
        ROLE_SWAP,
        "Northwind must pay Bluefin a 5% royalty on Net Sales.",
        "The agreement is governed by Delaware law. The liability cap is $5,000,000.",
    ],
    ids=["clean-note", "role-swap", "party-names", "values"],
)
def test_findings_quote_the_answer_and_the_source(verifier, licence, answer) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(answer, [licence])
    assert report.findings
    flat_licence = " ".join(licence.split())
    for finding in report.findings:
        assert not INTERNAL.search(finding.content), finding.content
        if finding.subtype is FindingSubtype.UNSUPPORTED_RELATION:
            quoted = finding.content.split(": ", 1)[1].strip("'")
            assert quoted in answer
        if " but the source says " in finding.content:
            said = finding.content.split(" but the source says ", 1)[1].strip("'").rstrip("\u2026")
            assert said in flat_licence, said
    for text in (report.decision.delivered_text or "", *report.decision.reasons):
        assert not INTERNAL.search(text), text


def test_the_normalised_forms_stay_in_the_json_report(verifier, licence) -> None:  # type: ignore[no-untyped-def]
    data = report_to_dict(verifier.verify(ROLE_SWAP, [licence]))
    roles = [f for f in data["findings"] if f["subtype"] == "role_swap"]
    assert roles and ROLE_SWAP in roles[0]["content"]
    conflicts = [c for claim in data["claims"] for c in claim["conflicts"]]
    assert ("northwind analytics pay", "bluefin health pay") in {
        (c["claim_value"], c["evidence_value"]) for c in conflicts
    }


def test_hedge_quotes_the_source_sentence_not_the_relation_tuple(verifier, licence) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(ROLE_SWAP, [licence], policy="HEDGE")
    assert report.decision.action is Action.HEDGE
    delivered = report.decision.delivered_text or ""
    note = re.search(r"\[contradicted by the source: it says '([^\]]*)'\]", delivered)
    assert note is not None, delivered
    said = note.group(1)
    assert said.startswith("Licensee shall pay Licensor")
    assert len(said) <= 80
    assert said.rstrip("\u2026") in " ".join(licence.split())


def test_minor_notes_on_a_clean_answer_are_folded_in_the_terminal_view(verifier, licence) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(CLEAN_WITH_NOTE, [licence])
    assert report.label is Label.CLEAN
    minor = [f for f in report.findings if f.severity is Severity.MINOR]
    assert minor and folded_findings(report) == minor
    folded = _render(report)
    assert "1 minor note (use --show-minor or --verbose to see them)" in folded
    assert "unsupported_relation" not in folded
    shown = _render(report, show_minor=True)
    assert "unsupported_relation" in shown and "minor note" not in shown


def test_minor_notes_on_a_flagged_answer_are_shown(verifier, licence) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(ROLE_SWAP, [licence])
    assert report.label is not Label.CLEAN
    assert folded_findings(report) == []
    assert "unsupported_relation" in _render(report)
