"""Errors raised by lexaudit, each with a stable code.

Exception tree::

    LexauditError                      [E000] base of everything lexaudit raises
    ├── InputError                     [E100] bad user input (validated at the edges)
    │   ├── EmptyInputError            [E101] empty answer or empty source
    │   ├── InputTooLargeError         [E102] input over the configured size limit
    │   ├── BinaryInputError           [E103] binary or non-UTF-8 input, NUL characters,
    │   │                                     unpaired surrogates
    │   ├── MalformedRecordError       [E104] a JSON / JSONL record of the wrong shape, or a
    │   │                                     Python API argument of the wrong type
    │   ├── SourceNotFoundError        [E105] a source path that does not exist
    │   └── InvalidDateError           [E106] an ``as_of`` date that cannot be parsed
    ├── ConfigError                    [E200] bad configuration
    │   ├── UnknownPolicyError         [E201] a gating policy name that does not exist
    │   └── MissingExtraError          [E202] an optional dependency that is not installed
    ├── DataError                      [E300] a data set or authority pack cannot be read
    ├── StoreError                     [E400] the authority or audit store failed
    ├── DeadlineExceededError          [E500] a verification passed its deadline and stopped
    └── ModelError                     [E510] a model server gave no answer (after retries),
        │                                     or a request would pass the token budget
        ├── ModelOutputError           [E511] the model's reply is not valid JSON for the
        │                                     schema, even after a repair and one retry
        └── ModelRefusedError          [E512] the model server refused the request (HTTP 4xx:
                                              wrong model name, bad API key, bad URL)

Every message says what was wrong, what was expected and how to fix it.
"""

from __future__ import annotations


class LexauditError(Exception):
    """Base class of every error lexaudit raises."""

    code = "E000"
    exit_code = 1

    def __init__(self, message: str) -> None:
        """Create the error with a message that says how to fix the problem."""
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        """Render as ``[CODE] message``."""
        return f"[{self.code}] {self.message}"


class InputError(LexauditError):
    """Bad user input."""

    code = "E100"
    exit_code = 2


class EmptyInputError(InputError):
    """An answer or source with no text."""

    code = "E101"
    exit_code = 3


class InputTooLargeError(InputError):
    """An input above the size limit."""

    code = "E102"
    exit_code = 4


class BinaryInputError(InputError):
    """Binary or non-UTF-8 input, or text holding a NUL character or an unpaired surrogate."""

    code = "E103"
    exit_code = 5


class MalformedRecordError(InputError):
    """A JSON or JSONL record of the wrong shape, or a Python argument of the wrong type."""

    code = "E104"
    exit_code = 6


class SourceNotFoundError(InputError):
    """A source file that does not exist."""

    code = "E105"
    exit_code = 7


class InvalidDateError(InputError):
    """An ``as_of`` date that cannot be parsed."""

    code = "E106"
    exit_code = 8


class ConfigError(LexauditError):
    """Bad configuration."""

    code = "E200"
    exit_code = 10


class UnknownPolicyError(ConfigError):
    """A gating policy name that does not exist."""

    code = "E201"
    exit_code = 11


class MissingExtraError(ConfigError):
    """An optional dependency that is not installed."""

    code = "E202"
    exit_code = 12


class DataError(LexauditError):
    """A data set or authority pack that cannot be read."""

    code = "E300"
    exit_code = 20


class StoreError(LexauditError):
    """The authority or audit store failed."""

    code = "E400"
    exit_code = 30


class DeadlineExceededError(LexauditError):
    """A verification that passed its deadline; it stopped and kept nothing half-built."""

    code = "E500"
    exit_code = 40


class ModelError(LexauditError):
    """A model server gave no usable answer, or a request would pass the token budget."""

    code = "E510"
    exit_code = 50


class ModelOutputError(ModelError):
    """The model's reply is not valid JSON for the schema, even after a repair and a retry."""

    code = "E511"
    exit_code = 51


class ModelRefusedError(ModelError):
    """The model server refused the request (HTTP 4xx other than 408 and 429)."""

    code = "E512"
    exit_code = 52
