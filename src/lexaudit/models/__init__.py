"""Model backends behind the structural judge: an OpenAI-compatible chat client and local NLI.

Nothing here loads at ``import lexaudit``: httpx and pydantic are imported only inside
:mod:`lexaudit.models.client` (``pip install 'lexaudit[llm]'``), sentence-transformers only
inside :mod:`lexaudit.models.nli` (``pip install 'lexaudit[nli]'``).

- ``config``: :class:`ModelConfig` (URL, model, key, timeout, retries, concurrency, token
  budget, cache directory) from flags or ``LEXAUDIT_LLM_*`` variables.
- ``cache``: the disk cache of validated replies, keyed by (model, prompt hash).
- ``client``: :class:`ChatClient`, chat completions with a JSON schema.
- ``verdict``: the claim-verdict schema and its pydantic model.
- ``nli``: the local NLI cross-encoder and its label mapping.
"""

from lexaudit.models.config import ModelConfig

__all__ = ["ModelConfig"]
