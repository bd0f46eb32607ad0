"""Training data for generators: Finetune-RAG records and preference pairs from audits.

- :mod:`lexaudit.training.records`: the record type and its JSONL forms (TRL SFT and DPO).
- :mod:`lexaudit.training.candidates`: the five Finetune-RAG categories built from the shared
  contracts, statutes and opinions (``lexaudit dataset finetune-rag``).
- :mod:`lexaudit.training.finetune_rag`: every answer checked by the verifier, the files and
  the manifest written.
- :mod:`lexaudit.training.audits`: reviewer overrides in the audit store as preference pairs
  (``lexaudit dataset dpo-from-audits``).

See ``docs/training-data.md``.
"""
