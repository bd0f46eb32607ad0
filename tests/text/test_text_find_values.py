import glob
import os

import pytest

from lexaudit.text import find_values

CUAD = "/work/shared/data/cuad/contracts"


def test_find_values_resolves_overlaps():
    text = (
        "Under Section 7.2(b), the Licensee shall pay Five Thousand Dollars ($5,000) within "
        "thirty (30) days after March 1, 2020, with interest at five percent (5%), "
        "and Rs. 5,00,000 for 12 units in 2019."
    )
    found = [(m.kind, m.surface, m.value) for m in find_values(text)]
    assert found == [
        ("section_ref", "Section 7.2(b)", "section 7.2(b)"),
        ("money", "Five Thousand Dollars ($5,000)", "USD 5000"),
        ("duration", "thirty (30) days", "P30D"),
        ("date", "March 1, 2020", "2020-03-01"),
        ("percent", "five percent (5%)", "5"),
        ("money", "Rs. 5,00,000", "INR 500000"),
        ("number", "12", "12"),
        ("date", "2019", "2019"),
    ]


def test_find_values_date_order():
    assert [m.value for m in find_values("dated 03/01/2020", date_order="DMY")] == ["2020-01-03"]
    assert [m.value for m in find_values("dated 03/01/2020")] == ["2020-03-01"]


@pytest.mark.shared_data
@pytest.mark.skipif(not os.path.isdir(CUAD), reason="CUAD contracts not in ../shared/data")
def test_find_values_on_real_contracts_slices_exactly():
    for path in sorted(glob.glob(os.path.join(CUAD, "*.txt")))[:20]:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()[:20000]
        matches = find_values(text)
        for match in matches:
            assert text[match.start : match.end] == match.surface
        for before, after in zip(matches, matches[1:], strict=False):
            assert before.end <= after.start


def test_a_soft_hyphen_reads_as_a_hyphen():
    text = "a fee of two\u00admillion euros a year"
    (fee,) = find_values(text)
    assert fee.value == "EUR 2000000"
    assert fee.surface == text[fee.start : fee.end]


def test_a_filled_in_blank_reads_its_value():
    # a form's blank filled in prints underscores around the words written into it
    text = "the Tenant shall give notice within_thirty (_30_) days of the sale"
    (period,) = find_values(text)
    assert period.value == "P30D"
    assert period.surface == text[period.start : period.end]
