"""The statutory range of penalty an article states, read from its text.

A Criminal Law article states its penalties in clauses such as ``处三年以下有期徒刑、拘役或者
管制``, ``处三年以上十年以下有期徒刑``, ``处十年以上有期徒刑或者无期徒刑`` or ``处死刑、无期
徒刑或者十年以上有期徒刑``. ``penalty_range`` reads every such clause (Chinese or Arabic
numerals, ``年`` and ``个月``) and returns the union: the least and the greatest fixed term in
months, and whether life imprisonment or death is available. The general part of the Code
fills what a clause leaves open:

* fixed-term imprisonment (有期徒刑) runs from 6 months to 15 years (Art. 45), so ``X以下``
  starts at 6 months and ``X以上`` ends at 15 years;
* criminal detention (拘役) runs from 1 month (Art. 42), public surveillance (管制) from 3
  months (Art. 38);
* a fine or deprivation of political rights alone (``单处罚金``, ``单处剥夺政治权利``) or an
  exemption (``免除处罚``) allows no custodial term at all (0 months).

An article that states no penalty (a definition, or one that refers to another article's
penalty) has no range (``None``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: Art. 45 (有期徒刑), Art. 42 (拘役), Art. 38 (管制), in months.
FIXED_TERM_MIN = 6
FIXED_TERM_MAX = 180
DETENTION_MIN = 1
SURVEILLANCE_MIN = 3

_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6}
_DIGITS |= {"七": 7, "八": 8, "九": 9}
_NUMBER = r"[0-9零〇一二两三四五六七八九十百]+"
_SPAN = re.compile(rf"(?P<n>{_NUMBER})(?P<unit>年|个月)(?P<side>以上|以下)?")
#: One penalty clause: from ``处`` to the end of the sentence or clause.
_CLAUSE = re.compile(
    r"处(?P<body>[^；;。，,：:]*?(?:有期徒刑|拘役|管制|无期徒刑|死刑)[^；;。，,]*)"
)
_NO_CUSTODY = ("单处罚金", "单处剥夺政治权利", "免除处罚", "免予刑事处罚")


def chinese_number(text: str) -> int:
    """``十五`` -> 15, ``二十`` -> 20, ``三`` -> 3, ``12`` -> 12 (up to the hundreds).

    Raises ``ValueError`` on text that is not a number.
    """
    if text.isdigit():
        return int(text)
    if not text or any(ch not in _DIGITS and ch not in "十百" for ch in text):
        raise ValueError(f"not a number: {text!r}")
    total, current = 0, 0
    for ch in text:
        if ch == "百":
            total += (current or 1) * 100
            current = 0
        elif ch == "十":
            total += (current or 1) * 10
            current = 0
        else:
            current = _DIGITS[ch]
    return total + current


@dataclass(frozen=True, slots=True)
class PenaltyRange:
    """What an article allows: fixed terms from ``min_months`` to ``max_months``, life, death."""

    min_months: int
    max_months: int
    life: bool = False
    death: bool = False

    def allows(self, months: int) -> bool:
        """True when a fixed term of ``months`` lies within the range."""
        return self.min_months <= months <= self.max_months

    def label(self) -> str:
        """``6-36 months``, with ``, life`` / ``, death`` when available."""
        extra = "".join(
            f", {name}" for name, on in (("life", self.life), ("death", self.death)) if on
        )
        return f"{self.min_months}-{self.max_months} months{extra}"


def _clause_range(body: str) -> tuple[int, int, bool, bool] | None:
    """(least months, greatest months, life, death) of one clause, or None if it has no term."""
    life, death = "无期徒刑" in body, "死刑" in body
    lows: list[int] = []
    highs: list[int] = []
    if "拘役" in body:
        lows.append(DETENTION_MIN)
    if "管制" in body:
        lows.append(SURVEILLANCE_MIN)
    if "有期徒刑" in body:
        spans = list(_SPAN.finditer(body.split("有期徒刑")[0]))
        bounds = [
            (chinese_number(m["n"]) * (12 if m["unit"] == "年" else 1), m["side"]) for m in spans
        ]
        above = [months for months, side in bounds if side == "以上"]
        below = [months for months, side in bounds if side == "以下"]
        exact = [months for months, side in bounds if side is None]
        lows.append(min(above + exact) if above or exact else FIXED_TERM_MIN)
        highs.append(max(below + exact) if below or exact else FIXED_TERM_MAX)
    elif lows:  # detention or surveillance only: up to six months (Arts. 38, 42)
        highs.append(FIXED_TERM_MIN)
    if not lows and not highs and not (life or death):
        return None
    low = min(lows) if lows else FIXED_TERM_MAX
    high = max(highs) if highs else FIXED_TERM_MAX
    return low, high, life, death


def penalty_range(article_text: str) -> PenaltyRange | None:
    """The union of the ranges the article's penalty clauses state, or None if it states none."""
    found = [r for m in _CLAUSE.finditer(article_text) if (r := _clause_range(m["body"]))]
    if not found:
        return None
    low = min(r[0] for r in found)
    if any(marker in article_text for marker in _NO_CUSTODY):
        low = 0
    return PenaltyRange(
        min_months=low,
        max_months=max(r[1] for r in found),
        life=any(r[2] for r in found),
        death=any(r[3] for r in found),
    )
