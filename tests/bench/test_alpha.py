import json

import numpy as np
import pytest

from lexaudit.bench.alpha import ALPHA_GRID, ComponentScores, cfi, choose_alpha, write_alpha_config


def _synthetic(seed, informative):
    rng = np.random.default_rng(seed)
    rows = []
    for _ in range(400):
        h = bool(rng.random() < 0.5)
        signal = float(np.clip(rng.normal(0.4 if h else 0.8, 0.15), 0, 1))
        noise = float(rng.random())
        eg, rp = (signal, noise) if informative == "eg" else (noise, signal)
        rows.append(ComponentScores(eg, rp, h))
    return rows


def test_grid():
    assert ALPHA_GRID[0] == 0.0 and ALPHA_GRID[-1] == 1.0 and len(ALPHA_GRID) == 21


def test_cfi_edge_aware():
    assert cfi(0.8, None, 0.3) == pytest.approx(0.8)
    assert cfi(1.0, 0.0, 0.7) == pytest.approx(0.7)


def test_alpha_follows_the_informative_component():
    high = choose_alpha(_synthetic(1, "eg"))
    low = choose_alpha(_synthetic(2, "rp"))
    assert high.alpha >= 0.8
    assert low.alpha <= 0.2
    assert high.cv_auc > 0.9 and high.folds == 5 and high.n_examples == 400
    assert set(high.grid) == {f"{a:.2f}" for a in ALPHA_GRID}


def test_ties_go_to_the_papers_alpha():
    rows = [ComponentScores(0.2 if i % 2 else 0.9, None, bool(i % 2)) for i in range(40)]
    assert choose_alpha(rows).alpha == pytest.approx(0.7)


def test_needs_both_classes():
    with pytest.raises(ValueError, match="both"):
        choose_alpha([ComponentScores(0.5, 0.5, True)] * 5)


def test_write_alpha_config_keeps_other_keys(tmp_path):
    path = tmp_path / "config.json"
    path.write_text(json.dumps({"policy": "hedge"}))
    choice = choose_alpha(_synthetic(1, "eg"))
    write_alpha_config(choice, ["contract-qa"], path=path, extra={"seed": 13})
    data = json.loads(path.read_text())
    assert data["policy"] == "hedge"
    assert data["cfi_alpha"] == choice.alpha
    how = data["cfi_alpha_chosen_by"]
    assert how["datasets"] == ["contract-qa"] and how["split"] == "dev"
    assert how["folds"] == 5 and how["seed"] == 13 and "date" in how and "cv_auc" in how
