"""The REPAIR policy and GenGround re-retrieval, with the real verifier on texts written here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import lexaudit
from lexaudit.audit.report import REPORT_SCHEMA_VERSION, report_to_dict
from lexaudit.audit.store_redact import redact_report
from lexaudit.gate.repair import RepairedAnswer, SourceRepairer
from lexaudit.types import Action, Label, Repair, Report, Span, Verdict
from lexaudit.verifier import Verifier

MURDER = (
    "Section 302 of the Indian Penal Code punishes murder. Whoever commits murder shall be "
    "punished with death or imprisonment for life, and shall also be liable to fine."
)
MURDER_ANSWER = (
    "Under Section 302 IPC, whoever commits murder shall be punished with death or "
    "imprisonment for life."
)


def _repaired(verifier: Verifier, answer: str, sources: list[str], as_of: str = "2025-01-01"):  # type: ignore[no-untyped-def]
    report = verifier.verify(answer, sources, policy="REPAIR", as_of=as_of)
    return report, report.decision.delivered_text or ""


def _verifies_clean(verifier: Verifier, text: str, sources: list[str], as_of: str) -> bool:
    again = verifier.verify(text, sources, as_of=as_of)
    return again.label is Label.CLEAN


@pytest.mark.parametrize(
    ("answer", "wrong", "right"),
    [
        ("Licensor's total liability shall not exceed $2,000,000.", "$2,000,000", "$1,250,000"),
        (
            "Licensee shall pay Licensor a royalty of five percent (5%) of Net Sales within "
            "sixty (60) days after the end of each calendar quarter.",
            "sixty (60) days",
            "thirty (30) days",
        ),
        (
            "Licensee shall pay Licensor a royalty of seven percent (7%) of Net Sales.",
            "seven percent (7%)",
            "five percent (5%)",
        ),
        ("This Agreement is governed by California law.", "California", "New York"),
    ],
    ids=["amount", "period", "percentage", "place"],
)
def test_a_contradicted_value_is_replaced_by_the_sources_value(  # type: ignore[no-untyped-def]
    verifier, licence, answer, wrong, right
) -> None:
    report, delivered = _repaired(verifier, answer, [licence])
    assert report.label is Label.HALLUCINATED  # the answer as given is still judged wrong
    assert report.decision.action is Action.REPAIR
    assert f"{right} [corrected: the answer said {wrong}]" in delivered
    (repair,) = report.repairs
    assert (repair.rule, repair.original, repair.replacement) == (
        "value_from_source",
        wrong,
        right,
    )
    assert answer[repair.original_span.start : repair.original_span.end] == wrong
    assert repair.evidence_span is not None and right in repair.evidence_span.text
    # the repaired text (without the marks) verifies clean on its own
    plain = answer.replace(wrong, right)
    assert _verifies_clean(verifier, plain, [licence], "2025-01-01")


def test_a_section_put_for_the_sentences_section_is_replaced_by_it(verifier) -> None:  # type: ignore[no-untyped-def]
    source = (
        "§ 41. Definitions. In this section: (1) Eligible road.— The term “eligible road” means "
        "any road apportioned to a county under section 212(b), other than roads transferred to "
        "a city under section 318(c). (2) Eligible bridge.— The term “eligible bridge” means any "
        "bridge eligible for assistance under section 127."
    )
    answer = "An eligible bridge is any bridge eligible for assistance under section 318(c)."
    report, delivered = _repaired(verifier, answer, [source])
    assert report.label is Label.HALLUCINATED
    assert "section 127 [corrected: the answer said section 318(c)]" in delivered
    (repair,) = report.repairs
    assert (repair.rule, repair.original, repair.replacement) == (
        "value_from_source",
        "section 318(c)",
        "section 127",
    )
    assert _verifies_clean(
        verifier, answer.replace("section 318(c)", "section 127"), [source], "2025-01-01"
    )


def test_an_invented_party_is_replaced_by_the_sources_party(verifier, licence) -> None:  # type: ignore[no-untyped-def]
    answer = "Acme Capital shall pay Licensor a royalty of five percent (5%) of Net Sales."
    report, delivered = _repaired(verifier, answer, [licence])
    assert report.decision.action is Action.REPAIR
    assert delivered.endswith(
        "Licensee [corrected: the answer named Acme Capital] shall pay Licensor a royalty of "
        "five percent (5%) of Net Sales."
    )
    assert [(r.rule, r.original, r.replacement) for r in report.repairs] == [
        ("party_from_source", "Acme Capital", "Licensee")
    ]


def test_parties_that_trade_places_are_swapped_back(verifier, licence) -> None:  # type: ignore[no-untyped-def]
    answer = "Northwind pays Bluefin a royalty of five percent (5%) of Net Sales."
    report, delivered = _repaired(verifier, answer, [licence])
    assert report.decision.action is Action.REPAIR
    assert "Bluefin pays Northwind [corrected:" in delivered
    assert report.repairs[0].rule == "role_swap"


@pytest.mark.parametrize(
    ("as_of", "action", "cited"),
    [("2024-08-01", Action.REPAIR, "Section 103 BNS"), ("2024-06-01", Action.DELIVER, None)],
    ids=["after-2024-07-01", "before-2024-07-01"],
)
def test_a_repealed_ipc_section_becomes_its_bns_successor_only_after_repeal(  # type: ignore[no-untyped-def]
    verifier, as_of, action, cited
) -> None:
    report, delivered = _repaired(verifier, MURDER_ANSWER, [MURDER], as_of=as_of)
    assert report.decision.action is action
    if cited is None:
        assert delivered == MURDER_ANSWER and report.repairs == ()
        return
    assert delivered.startswith(
        "Under Section 103 BNS [corrected: the answer cited Section 302 IPC, repealed on "
        "2024-07-01], whoever commits murder"
    )
    assert [(r.rule, r.original, r.replacement) for r in report.repairs] == [
        ("in_force_successor", "Section 302 IPC", "Section 103 BNS")
    ]
    plain = MURDER_ANSWER.replace("Section 302 IPC", "Section 103 BNS")
    assert _verifies_clean(verifier, plain, [MURDER], as_of)


def test_an_unsupported_sentence_is_removed_and_the_rest_delivered(verifier, licence) -> None:  # type: ignore[no-untyped-def]
    kept = "The royalty is due within thirty (30) days after the end of each calendar quarter."
    answer = f"{kept} Licensee must also pay an annual audit fee of $75,000."
    report, delivered = _repaired(verifier, answer, [licence])
    assert report.decision.action is Action.REPAIR
    assert delivered.endswith(f"{kept} [removed: a statement the sources do not support]")
    assert "$75,000" not in delivered
    (repair,) = report.repairs
    assert repair.rule == "unsupported_removed" and repair.replacement == ""
    assert repair.original == "Licensee must also pay an annual audit fee of $75,000."
    assert _verifies_clean(verifier, kept, [licence], "2025-01-01")


def test_the_readme_example_is_repaired_to_a_text_that_verifies_clean(verifier) -> None:  # type: ignore[no-untyped-def]
    examples = Path(lexaudit.__file__).parent / "data" / "examples"
    licence = (examples / "licence.txt").read_text(encoding="utf-8")
    answer = (examples / "answer_hallucinated.txt").read_text(encoding="utf-8")
    report, delivered = _repaired(verifier, answer, [licence])
    assert report.decision.action is Action.REPAIR
    assert any(cv.verdict is Verdict.CONTRADICTED for cv in report.claims)
    rules = {r.rule for r in report.repairs}
    assert {"value_from_source", "role_swap"} <= rules
    assert "$1,250,000 [corrected: the answer said $2,500,000]" in delivered
    assert "governed by New York [corrected: the answer said Delaware] law" in delivered
    # the wrong notice period is corrected in place, the mark after the possessive
    assert "ninety (90) days' [corrected: the answer said 60 days] written notice" in delivered
    plain = SourceRepairer().repair(verifier.verify(answer, [licence], as_of="2025-01-01")).text
    assert "Delaware" not in plain and "$2,500,000" not in plain
    assert _verifies_clean(verifier, plain, [licence], "2025-01-01")


class _InventingRepairer:
    """A repairer whose rewrite states a value no source holds (as a bad model might)."""

    def repair(self, report: Report) -> RepairedAnswer:
        text = "Licensor's total liability shall not exceed $9,999,999."
        change = Repair("rewrite", Span(0, len(report.answer)), report.answer, text)
        return RepairedAnswer(text, text, (change,))


class _EmptyingRepairer:
    def repair(self, report: Report) -> RepairedAnswer:
        change = Repair("unsupported_removed", Span(0, len(report.answer)), report.answer, "")
        return RepairedAnswer("", "", (change,))


def test_a_repair_that_does_not_verify_clean_is_never_delivered(licence) -> None:  # type: ignore[no-untyped-def]
    verifier = Verifier(repairer=_InventingRepairer())
    answer = "Licensor's total liability shall not exceed $2,000,000."
    report = verifier.verify(answer, [licence], policy="REPAIR")
    assert report.decision.action is Action.HEDGE  # the HEDGE fallback, with the reason
    assert report.decision.policy == "REPAIR"
    assert report.decision.reasons[0].startswith(
        "not repaired: the repaired answer verifies as hallucinated"
    )
    delivered = report.decision.delivered_text or ""
    assert "9,999,999" not in delivered and "[contradicted by the source" in delivered
    assert report.repairs == ()

    emptied = Verifier(repairer=_EmptyingRepairer()).verify(answer, [licence], policy="REPAIR")
    assert emptied.decision.action is Action.BLOCK
    assert emptied.decision.reasons[0] == "not repaired: every statement was removed"


def test_a_contradiction_no_rule_can_correct_falls_back_to_hedge(verifier, licence) -> None:  # type: ignore[no-untyped-def]
    # the sentence is removed, which leaves nothing: blocked with the reason
    answer = "Licensor shall pay Licensee a royalty of five percent (5%) of Net Sales."
    report, _ = _repaired(verifier, answer, [licence])
    assert report.decision.action is Action.BLOCK
    assert "every statement was removed" in report.decision.reasons[0]
    clean = verifier.verify(
        "Licensee shall pay Licensor a royalty of five percent (5%) of Net Sales.",
        [licence],
        policy="REPAIR",
    )
    assert clean.decision.action is Action.DELIVER and clean.repairs == ()


def test_the_report_lists_repairs_and_redacts_them(verifier, licence) -> None:  # type: ignore[no-untyped-def]
    answer = "Licensor's total liability shall not exceed $2,000,000."
    report, _ = _repaired(verifier, answer, [licence])
    data = json.loads(json.dumps(report_to_dict(report)))
    assert data["schema_version"] == REPORT_SCHEMA_VERSION == "1.4"
    assert data["decision"]["action"] == "repair" and data["decision"]["policy"] == "REPAIR"
    (repair,) = data["repairs"]
    assert repair["original"] == "$2,000,000" and repair["replacement"] == "$1,250,000"
    assert repair["original_span"] == {"start": 44, "end": 54}
    assert repair["evidence_span"]["text"] == "$1,250,000"
    assert repair["rule"] == "value_from_source"
    assert all(c["rejudged"] is None for c in data["claims"])  # re-retrieval is off
    redacted = json.dumps(redact_report(data))
    assert "1,250,000" not in redacted and "2,000,000" not in redacted


def test_genground_rejudges_only_failed_claims_and_records_the_first_verdict(licence) -> None:  # type: ignore[no-untyped-def]
    answer = (
        "Licensee shall pay Licensor a royalty of five percent (5%) of Net Sales. "
        "Licensee must also pay an annual audit fee of $75,000."
    )
    first = Verifier().verify(answer, [licence])
    second = Verifier(reretrieve=True).verify(answer, [licence])
    assert all(cv.rejudged is None for cv in first.claims)
    supported, invented = second.claims
    assert supported.verdict is Verdict.SUPPORTED and supported.rejudged is None
    assert invented.rejudged is not None
    assert invented.rejudged.first_verdict is Verdict.UNSUPPORTED
    assert invented.rejudged.first_reason == first.claims[1].reason
    assert invented.rejudged.windows > len(first.claims[1].evidence)
    assert invented.verdict is Verdict.UNSUPPORTED  # a wider search finds no audit fee
    claim = report_to_dict(second)["claims"][1]
    assert claim["rejudged"]["first_verdict"] == "unsupported"


def test_genground_keeps_the_first_verdict_when_wider_windows_only_pool_words() -> None:
    # the claim's words are scattered one or two to a sentence; five sentences pooled reach
    # "partial" coverage, but no statement says what the claim says
    source = (
        "The Distributor keeps a warehouse in the region. Invoices are sent by email. "
        "An auditor is chosen by the board. Goods travel by road. "
        "The board reviews the carbon data. Prices are fixed for a year. "
        "Shareholders receive the accounts. The parties meet to review the forecast."
    )
    answer = (
        "The auditor reviews carbon emissions quarterly and publishes a signed report on "
        "the website for shareholders."
    )
    first = Verifier().verify(answer, [source])
    second = Verifier(reretrieve=True).verify(answer, [source])
    assert first.claims[0].verdict is Verdict.UNSUPPORTED
    (claim,) = second.claims
    assert claim.rejudged is not None and claim.rejudged.windows > 1
    assert claim.verdict is Verdict.UNSUPPORTED
    assert claim.reason == first.claims[0].reason
    assert second.label is not Label.CLEAN


def test_genground_reads_the_authority_stores_text_of_a_cited_provision() -> None:
    source = "The accused was charged with murder and the trial began in March."
    answer = "Under Section 302 IPC, whoever commits murder shall also be liable to fine."
    report = Verifier(reretrieve=True).verify(answer, [source], as_of="2024-01-01")
    rejudged = [cv for cv in report.claims if cv.rejudged is not None]
    assert rejudged and rejudged[0].rejudged is not None
    assert rejudged[0].rejudged.authorities == ("IN/IPC/s302",)
    assert rejudged[0].verdict is Verdict.SUPPORTED
    assert any(c.chunk_id == "authority:IN/IPC/s302" for c in report.chunks)


def test_cli_policy_repair_end_to_end(tmp_path: Path) -> None:
    examples = Path(lexaudit.__file__).parent / "data" / "examples"
    env = dict(os.environ)
    src = str(Path(lexaudit.__file__).resolve().parents[1])
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [src, env.get("PYTHONPATH")]))
    env["COLUMNS"] = "200"
    args = [
        sys.executable, "-m", "lexaudit.cli", "verify",
        "--source", str(examples / "licence.txt"),
        "--answer", str(examples / "answer_hallucinated.txt"),
        "--policy", "repair", "--as-of", "2025-01-01",
    ]  # fmt: skip
    shown = subprocess.run(args, capture_output=True, text=True, env=env, timeout=300)
    assert shown.returncode == 0, shown.stderr
    assert "repair" in shown.stdout and "repairs:" in shown.stdout
    assert "[corrected: the answer said $2,500,000]" in shown.stdout
    as_json = subprocess.run(
        [*args, "--json"], capture_output=True, text=True, env=env, timeout=300
    )
    data = json.loads(as_json.stdout)
    assert data["decision"]["action"] == "repair"
    assert {r["rule"] for r in data["repairs"]} >= {"value_from_source", "role_swap"}
