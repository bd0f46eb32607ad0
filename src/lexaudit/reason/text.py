"""Chinese text for reasoning: jieba tokens, fact sentences, checklist items.

jieba is imported lazily, once, with its ``pkg_resources`` warning silenced and its logger
quiet (the only module that imports it). Tokens of a text are memoised per process, keyed by
the text itself, so a fact that is both a query and a base case is cut once.
"""

from __future__ import annotations

import logging
import re
import threading
import warnings
from functools import lru_cache
from typing import Any

from lexaudit.errors import MissingExtraError

_LOCK = threading.Lock()
_JIEBA: Any = None

#: Sentence ends in the facts: full stop, semicolon, question and exclamation marks, newlines.
_SENTENCE_END = re.compile(r"(?<=[。；;！？!?])|\n+")
_PUNCT = re.compile(r"^[\W_]+$", re.UNICODE)
_CHECK_PREFIX = re.compile(r"^(是否|有无|是不是)")

#: Function words and court boilerplate that carry no element of an offence.
_STOPWORD_TEXT = (
    "的 了 在 是 和 与 及 或 或者 等 其 之 为 以 于 对 被 将 把 "
    "由 从 向 并 又 也 而 后 中 上 下 某 该 此 这 那 一 个 人 有 "
    "无 不 没有 已 已经 所 着 过 到 给 让 就 都 还 则 即 且 被告人 "
    "被告 公诉 公诉机关 指控 认为 本院 法院 检察院 人民检察院 证据 证实 "
    "事实 规定 中华人民共和国 刑法 追究 刑事责任 ×× x 犯罪 构成 行为 "
    "情节 前款 本法 依照 处罚 罪 "
)
STOPWORDS = frozenset(_STOPWORD_TEXT.split())


def _jieba() -> Any:
    global _JIEBA
    with _LOCK:
        if _JIEBA is None:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    import jieba
            except ModuleNotFoundError as exc:  # pragma: no cover - the extra is locked
                raise MissingExtraError(
                    "Chinese legal reasoning needs jieba: pip install 'lexaudit[reason]'"
                ) from exc
            jieba.setLogLevel(logging.ERROR)
            jieba.initialize()
            _JIEBA = jieba
    return _JIEBA


@lru_cache(maxsize=8192)
def tokens(text: str) -> tuple[str, ...]:
    """The jieba tokens of ``text`` without punctuation, whitespace and stopwords."""
    cut = _jieba().lcut(text)
    return tuple(t for t in cut if t.strip() and not _PUNCT.match(t) and t not in STOPWORDS)


def sentences(fact: str) -> list[str]:
    """The fact cut into sentences (non-empty, stripped), in order."""
    return [s.strip() for s in _SENTENCE_END.split(fact) if s and s.strip()]


def checklist_terms(item: str) -> tuple[str, ...]:
    """The content tokens of a checklist item (``是否诈骗公私财物`` -> ``诈骗``, ``公私``, ...)."""
    return tokens(_CHECK_PREFIX.sub("", item))


def char_bigrams(text: str) -> set[str]:
    """The set of character bigrams of ``text`` with whitespace and punctuation removed."""
    clean = "".join(ch for ch in text if ch.isalnum())
    return {clean[i : i + 2] for i in range(len(clean) - 1)}
