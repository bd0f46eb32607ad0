"""Gating: policies and the delivered text."""

from lexaudit.gate.policies import DEFAULT_POLICY, POLICY_NAMES, check_policy, decide

__all__ = ["DEFAULT_POLICY", "POLICY_NAMES", "check_policy", "decide"]
