"""A tenant's ``allow_external_models`` setting decides whether its texts reach the LLM judge.

The model server is ``scripted_server``, a real HTTP server on 127.0.0.1 that stands in for a
model server (no judging model runs in CI here). The tenant store is a real SQLite file.
"""

from __future__ import annotations

import time

from scripted_server import Reply, scripted_server, verdict_json

from lexaudit.cli import main
from lexaudit.judge.cascade import CascadeJudge
from lexaudit.judge.llm import LLMTier
from lexaudit.models.client import ChatClient
from lexaudit.models.config import ModelConfig
from lexaudit.server.engine import VerificationEngine
from lexaudit.server.models import VerifyRequest
from lexaudit.verifier import Verifier

SOURCE = "4. Governing Law. This Agreement shall be governed by the laws of the State of New York."
ANSWER = "The parties met in Paris to sign the Agreement after long talks."


def engine_for(url: str, verifier: Verifier) -> VerificationEngine:
    llm = LLMTier(ChatClient(ModelConfig(base_url=url, model="judge-1")))
    base = Verifier(extractor=verifier.extractor, judge=CascadeJudge("llm", llm=llm))
    return VerificationEngine(lambda: base)


def test_tenant_without_the_setting_never_sends(verifier) -> None:
    with scripted_server(lambda req, n: Reply(verdict_json("unsupported"))) as server:
        engine = engine_for(server.url, verifier)
        request = VerifyRequest(answer=ANSWER, sources=[SOURCE])
        for profile in (None, {}, {"date_order": "DMY"}, {"allow_external_models": False}):
            report = engine._run(request, None, profile, time.monotonic() + 60)
            assert report["judging"]["not_sent"] >= 1
        assert server.requests == []
        allowed = engine._run(request, None, {"allow_external_models": True}, time.monotonic() + 60)
        engine.close()
    assert len(server.requests) == allowed["judging"]["model_calls"] >= 1


def test_tenants_cli_stores_the_setting(tmp_path, capsys) -> None:
    data = str(tmp_path)
    args = ["tenants", "set-policy", "acme", "HEDGE", "--data-dir", data]
    assert main([*args, "--allow-external-models", "yes"]) == 0
    assert '"allow_external_models": true' in capsys.readouterr().out
    assert main([*args, "--date-order", "DMY"]) == 0  # other settings keep it
    out = capsys.readouterr().out
    assert '"allow_external_models": true' in out and '"date_order": "DMY"' in out
    assert main([*args, "--allow-external-models", "no"]) == 0
    assert '"allow_external_models": false' in capsys.readouterr().out
