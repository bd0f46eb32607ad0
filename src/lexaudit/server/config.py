"""Settings of one server process, passed to uvicorn workers through the environment."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields

from lexaudit.gate.policies import POLICY_NAMES

CONFIG_ENV = "LEXAUDIT_SERVER_CONFIG"
POLICIES = POLICY_NAMES


@dataclass(frozen=True, slots=True)
class ServerConfig:
    """Everything ``create_app`` needs; defaults suit one firm's deployment."""

    data_dir: str | None = None
    db_url: str | None = None
    max_body_bytes: int = 2 * 1024 * 1024
    max_batch_body_bytes: int = 32 * 1024 * 1024
    max_batch_items: int = 1000
    rate_limit_per_min: int = 600
    verify_timeout_s: float = 60.0
    max_pending: int = 64
    # worker processes that verify (serve --verify-procs); 0 = one thread in the server process
    verify_procs: int = 0
    default_policy: str | None = None
    # the model judges (docs/models.md); the API key comes from LEXAUDIT_LLM_API_KEY only
    judge: str = "structural"
    llm_url: str | None = None
    llm_model: str | None = None
    nli_model: str | None = None

    def to_env(self) -> str:
        """Return the JSON form stored in ``LEXAUDIT_SERVER_CONFIG``."""
        return json.dumps(asdict(self))

    @classmethod
    def from_env(cls) -> ServerConfig:
        """Read the config a ``serve`` command left in the environment."""
        raw = os.environ.get(CONFIG_ENV)
        if not raw:
            return cls(data_dir=os.environ.get("LEXAUDIT_DATA_DIR", "."))
        data = json.loads(raw)
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})
