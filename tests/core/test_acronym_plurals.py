"""An acronym's plural ("SOWs", "POs") is the acronym, known when the sources spell it.

The texts are written for these tests (``Evidence.name_known``, by the real verifier).
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_SOURCE = (
    "The Vendor shall perform the services described in each Statement of Work. No Statement "
    "of Work binds the Customer until the Customer signs it."
)


@pytest.mark.parametrize(
    ("claim", "known"),
    [
        ("The Vendor performs the services in the SOWs.", True),
        ("The Vendor performs the services in the SLAs.", False),
        ("The Vendor performs the services in the WOs.", False),
    ],
    ids=["spelled-by-the-sources", "spelled-by-nothing", "two-letters-spelled-by-nothing"],
)
def test_acronym_plural(verifier: Verifier, claim: str, known: bool) -> None:
    report = verifier.verify(claim, [_SOURCE])
    (cv,) = report.claims
    missing = [e.text for e in cv.missing]
    if known:
        assert not missing, cv.reason
    else:
        assert missing, cv.reason
