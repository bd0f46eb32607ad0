"""The NLI tier's loading and label mapping.

No NLI model ships on PyPI, and torch / sentence-transformers are not installed here, so these
tests use what can exist without them: real ``config.json`` files as NLI models on the Hub
write them (two label orders), the error for a missing directory, and the error naming
``pip install 'lexaudit[nli]'`` when sentence-transformers is absent. Running a real
cross-encoder is left to a machine with ``lexaudit[nli]`` and a local model directory.
"""

from __future__ import annotations

import importlib.util
import json

import pytest

from lexaudit.cli import main
from lexaudit.errors import ConfigError, MissingExtraError
from lexaudit.models.nli import NLILabel, NLIModel, label_map, nli_decision, read_label_map, softmax

E, C, N = NLILabel.ENTAILMENT, NLILabel.CONTRADICTION, NLILabel.NEUTRAL
NO_ST = importlib.util.find_spec("sentence_transformers") is None


@pytest.mark.parametrize(
    ("id2label", "expected"),
    [
        ({"0": "contradiction", "1": "entailment", "2": "neutral"}, {0: C, 1: E, 2: N}),
        ({"0": "CONTRADICTION", "1": "NEUTRAL", "2": "ENTAILMENT"}, {0: C, 1: N, 2: E}),
        ({"0": "entailment", "1": "not_entailment"}, {0: E, 1: N}),
    ],
    ids=["cross-encoder-order", "mnli-order", "two-class"],
)
def test_label_map(id2label, expected) -> None:
    assert label_map(id2label) == expected


def test_labels_without_entailment_are_refused() -> None:
    with pytest.raises(ConfigError, match="no entailment class"):
        label_map({"0": "LABEL_0", "1": "LABEL_1"})


def test_decision_uses_the_model_order() -> None:
    mnli = {0: C, 1: N, 2: E}
    assert nli_decision([0.02, 0.03, 0.95], mnli, 0.9) is E
    assert nli_decision([0.95, 0.03, 0.02], mnli, 0.9) is C
    assert nli_decision([0.3, 0.4, 0.3], mnli, 0.9) is None
    assert softmax([0.0, 0.0]) == [0.5, 0.5]


def write_model_dir(path, id2label):
    path.mkdir()
    (path / "config.json").write_text(json.dumps({"id2label": id2label}), encoding="utf-8")
    return path


def test_read_label_map_from_config(tmp_path) -> None:
    model = write_model_dir(tmp_path / "nli", {"0": "contradiction", "1": "entailment"})
    assert read_label_map(model) == {0: C, 1: E}


def test_missing_directory_is_a_config_error(tmp_path) -> None:
    with pytest.raises(ConfigError, match="does not exist"):
        NLIModel(tmp_path / "nope")


@pytest.mark.skipif(not NO_ST, reason="sentence-transformers is installed here")
def test_missing_extra_names_the_install(tmp_path, capsys, monkeypatch) -> None:
    monkeypatch.delenv("LEXAUDIT_LLM_URL", raising=False)
    model = write_model_dir(tmp_path / "nli", {"0": "contradiction", "1": "entailment"})
    with pytest.raises(MissingExtraError, match=r"pip install 'lexaudit\[nli\]'"):
        NLIModel(model)
    src = tmp_path / "s.txt"
    src.write_text("The fee is 5%.", encoding="utf-8")
    code = main(
        ["verify", "--source", str(src), "--answer", str(src), "--judge", "cascade",
         "--nli-model", str(model)]
    )  # fmt: skip
    assert code == 12
    assert "lexaudit[nli]" in capsys.readouterr().err
