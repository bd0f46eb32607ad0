"""The judge cascade and the LLM tier, end to end through the real verifier.

The model server is ``scripted_server``: a real HTTP server on 127.0.0.1 that stands in for a
model server and answers from a script keyed by the claim in the prompt (no judging model can
run in CI here). The verifier, spaCy and the structural judge are the real ones.
"""

from __future__ import annotations

import re

import pytest
from scripted_server import Reply, scripted_server, verdict_json

from lexaudit.audit.report import report_to_dict
from lexaudit.errors import ConfigError, ModelRefusedError
from lexaudit.judge.cascade import CascadeJudge, JudgeMode, structurally_unsure
from lexaudit.judge.llm import LLMTier, find_quote
from lexaudit.models.client import ChatClient
from lexaudit.models.config import ModelConfig
from lexaudit.types import Chunk, ModelStatus, Verdict
from lexaudit.verifier import Verifier

SOURCE = (
    "1. Royalty. Licensee shall pay Licensor a royalty of five percent (5%) of Net Sales within "
    "thirty (30) days after the end of each calendar quarter.\n"
    "3. Liability. Licensor's total liability shall not exceed $1,250,000.\n"
    "4. Governing Law. This Agreement shall be governed by the laws of the State of New York."
)
ROYALTY = (
    "Licensee shall pay Licensor a royalty of five percent (5%) of Net Sales within thirty (30) "
    "days after the end of each calendar quarter."
)
NEGOTIATED = "The parties negotiated the royalty over several months with outside counsel."
LIABILITY = "Licensor's total liability shall not exceed $2,000,000."
ANSWER = f"{ROYALTY} {NEGOTIATED} {LIABILITY}"
QUERY = "What royalty does the Licensee pay?"


def claim_of(request) -> str:
    user = request["body"]["messages"][1]["content"]
    return re.search(r"^Claim: (.*)$", user, re.M).group(1)


def by_claim(replies: dict[str, str]):
    def reply(request, n):
        claim = claim_of(request)
        key = next(k for k in replies if claim.startswith(k[:20]))
        return Reply(replies[key])

    return reply


def cascade(url: str, mode: str = "cascade", **settings) -> CascadeJudge:
    settings.setdefault("backoff_s", 0.01)
    config = ModelConfig(base_url=url, model="judge-1", **settings)
    return CascadeJudge(mode, llm=LLMTier(ChatClient(config)))


@pytest.fixture(scope="module")
def make_verifier(verifier: Verifier):
    def make(judge) -> Verifier:
        return Verifier(extractor=verifier.extractor, judge=judge)

    return make


def test_structural_verdicts_of_the_example(make_verifier) -> None:
    # the premise of the tests below: one sure support, one unsure claim, one contradiction
    report = make_verifier(None).verify(ANSWER, [SOURCE], query=QUERY)
    verdicts = [c.verdict for c in report.claims]
    assert verdicts == [Verdict.SUPPORTED, Verdict.UNSUPPORTED, Verdict.CONTRADICTED]
    assert [structurally_unsure(c) for c in report.claims] == [False, True, False]
    assert report_to_dict(report)["judging"]["decided_by"] == {"structural": 3}


def test_cascade_sends_only_the_unsure_claim_with_evidence_and_question(make_verifier) -> None:
    replies = {NEGOTIATED: verdict_json("unsupported", "", "the excerpts do not mention it")}
    with scripted_server(by_claim(replies)) as server:
        report = make_verifier(cascade(server.url)).verify(ANSWER, [SOURCE], query=QUERY)
    assert len(server.requests) == 1
    user = server.requests[0]["body"]["messages"][1]["content"]
    assert f"Question: {QUERY}" in user and f"Claim: {NEGOTIATED}" in user
    assert "[s1] " in user  # an aligned evidence span with its chunk id
    second = report.claims[1]
    assert second.verdict is Verdict.UNSUPPORTED and second.judge == "llm"
    (note,) = second.model_judgements
    assert (note.tier, note.model, note.status, note.verdict) == (
        "llm",
        "judge-1",
        ModelStatus.DECIDED,
        "unsupported",
    )
    data = report_to_dict(report)
    assert data["claims"][1]["model_judgements"][0]["raw"] == replies[NEGOTIATED]
    assert data["claims"][0]["model_judgements"] == []
    judging = data["judging"]
    assert judging["mode"] == "cascade"
    assert judging["decided_by"] == {"structural": 2, "nli": 0, "llm": 1}
    assert judging["models"] == ["llm:judge-1"] and judging["model_calls"] == 1


def test_supported_verdict_with_a_real_quote_is_taken(make_verifier) -> None:
    quote = "Licensee shall pay Licensor a royalty of five percent (5%) of Net Sales"
    replies = {NEGOTIATED: verdict_json("supported", quote, "it is the royalty clause")}
    with scripted_server(by_claim(replies)) as server:
        report = make_verifier(cascade(server.url)).verify(ANSWER, [SOURCE], query=QUERY)
    claim = report.claims[1]
    assert claim.verdict is Verdict.SUPPORTED and claim.judge == "llm"
    (span,) = claim.evidence
    assert SOURCE[span.start : span.end] == span.text == quote


def test_made_up_quote_is_discarded_and_counted(make_verifier) -> None:
    replies = {
        NEGOTIATED: verdict_json("supported", "The parties negotiated for six months.", "said so")
    }
    with scripted_server(by_claim(replies)) as server:
        report = make_verifier(cascade(server.url)).verify(ANSWER, [SOURCE], query=QUERY)
    claim = report.claims[1]
    assert claim.verdict is Verdict.UNSUPPORTED and claim.judge == "structural"
    assert claim.model_judgements[0].status is ModelStatus.MADE_UP_QUOTE
    judging = report_to_dict(report)["judging"]
    assert judging["made_up_quotes"] == 1
    assert judging["decided_by"] == {"structural": 3, "nli": 0, "llm": 0}


def test_llm_mode_sends_every_claim_and_names_the_model(make_verifier) -> None:
    replies = {
        ROYALTY: verdict_json("supported", ROYALTY, "clause 1"),
        NEGOTIATED: verdict_json("unsupported", "", "not in the excerpts"),
        LIABILITY: verdict_json(
            "contradicted", "Licensor's total liability shall not exceed $1,250,000.", "cap"
        ),
    }
    with scripted_server(by_claim(replies)) as server:
        judge = cascade(server.url, mode="llm")
        report = make_verifier(judge).verify(ANSWER, [SOURCE], query=QUERY)
    assert len(server.requests) == 3
    assert [c.judge for c in report.claims] == ["llm", "llm", "llm"]
    assert [c.verdict for c in report.claims] == [
        Verdict.SUPPORTED,
        Verdict.UNSUPPORTED,
        Verdict.CONTRADICTED,
    ]
    assert all(c.model_judgements[0].model == "judge-1" for c in report.claims)
    assert report.label.value == "hallucinated"
    contradiction = next(f for f in report.findings if f.subtype.value == "contradiction")
    assert "$1,250,000" in contradiction.content and contradiction.rule.startswith("llm judge")
    assert report_to_dict(report)["judging"]["decided_by"] == {"structural": 0, "nli": 0, "llm": 3}


def test_tenant_that_forbids_external_models_never_sends(make_verifier) -> None:
    with scripted_server(lambda req, n: Reply(verdict_json("unsupported"))) as server:
        judge = cascade(server.url, mode="llm").for_tenant(allow_external=False)
        report = make_verifier(judge).verify(ANSWER, [SOURCE], query=QUERY)
    assert server.requests == []
    assert [c.judge for c in report.claims] == ["structural"] * 3
    assert report_to_dict(report)["judging"]["not_sent"] == 3


def test_unusable_model_keeps_the_structural_verdict(make_verifier) -> None:
    with scripted_server(lambda req, n: Reply("not json at all")) as server:
        report = make_verifier(cascade(server.url)).verify(ANSWER, [SOURCE], query=QUERY)
    assert len(server.requests) == 2  # the first answer and one retry
    claim = report.claims[1]
    assert claim.verdict is Verdict.UNSUPPORTED and claim.judge == "structural"
    assert claim.model_judgements[0].status is ModelStatus.FAILED
    assert "replied twice" in claim.model_judgements[0].reason
    assert report_to_dict(report)["judging"]["undecided"] == 1


def test_rerun_is_answered_from_the_cache(make_verifier, tmp_path) -> None:
    replies = {NEGOTIATED: verdict_json("unsupported", "", "no")}
    with scripted_server(by_claim(replies)) as server:
        first = make_verifier(cascade(server.url, cache_dir=str(tmp_path))).verify(
            ANSWER, [SOURCE], query=QUERY
        )
        second = make_verifier(cascade(server.url, cache_dir=str(tmp_path))).verify(
            ANSWER, [SOURCE], query=QUERY
        )
    assert len(server.requests) == 1
    judging = report_to_dict(second)["judging"]
    assert judging["cache_hits"] == 1 and judging["model_calls"] == 0
    assert second.claims[1].verdict == first.claims[1].verdict


def test_refused_request_stops_the_verification(make_verifier) -> None:
    with (
        scripted_server(lambda req, n: Reply(status=404, raw='{"error":"no such model"}')) as s,
        pytest.raises(ModelRefusedError, match="--llm-model"),
    ):
        make_verifier(cascade(s.url)).verify(ANSWER, [SOURCE], query=QUERY)


@pytest.mark.parametrize(
    ("mode", "message"),
    [("llm", "--judge llm needs a model server"), ("cascade", "needs a model tier")],
    ids=["llm", "cascade"],
)
def test_a_mode_without_its_model_is_a_config_error(mode: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        CascadeJudge(mode)


def test_unknown_mode_lists_the_modes() -> None:
    with pytest.raises(ConfigError, match="structural, cascade, llm"):
        CascadeJudge("oracle")
    assert JudgeMode("cascade") is JudgeMode.CASCADE


@pytest.mark.parametrize(
    ("quote", "found"),
    [
        (
            "Licensor's  total liability\nshall not exceed",
            "Licensor's total liability shall not exceed",
        ),
        ("licensor’s total liability", "Licensor's total liability"),
        ("“State of New York.”", "State of New York"),
        ("liability", None),  # one word proves nothing
        ("Licensor's total liability shall not exceed $2,000,000", None),
    ],
    ids=["whitespace", "curly-apostrophe", "curly-quotes", "one-word", "altered"],
)
def test_find_quote(quote: str, found: str | None) -> None:
    span = find_quote(quote, [Chunk("s1", "s1", SOURCE)])
    if found is None:
        assert span is None
    else:
        assert span is not None and span.text == SOURCE[span.start : span.end]
        assert " ".join(span.text.split()).lower() == found.lower()


def test_judging_summary_of_a_structural_run_has_no_model_tiers() -> None:
    from lexaudit.judge.summary import judging_summary

    assert judging_summary("structural", [])["decided_by"] == {"structural": 0}
    assert judging_summary("llm", [])["decided_by"] == {"structural": 0, "nli": 0, "llm": 0}
