"""``--address ray://...``: a clear error without Ray Client, and for an unreachable address."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from lexaudit.errors import MissingExtraError
from lexaudit.verify_cli import run_batch

ray = pytest.importorskip("ray", reason="the Ray engine needs pip install 'lexaudit[ray]'")
client_builder = pytest.importorskip("ray.client_builder")


def _ray_batch_args(tmp_path: Path, address: str) -> argparse.Namespace:
    """verify-batch options for one record on the Ray engine at ``address``."""
    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"id": "a", "sources": ["s"], "answer": "a"}) + "\n", "utf-8")
    return argparse.Namespace(
        input=str(src), output=str(tmp_path / "out.jsonl"), policy=None, quiet=True,
        engine="ray", address=address, ray_workers=None, resume=False,
    )


@pytest.mark.skipif(
    client_builder.get_ray_client_dependency_error() is None,
    reason="ray[client] is installed here, so a ray:// address would really connect",
)
def test_a_ray_client_address_without_ray_client_names_the_package(tmp_path: Path) -> None:
    assert not ray.is_initialized()
    with pytest.raises(MissingExtraError, match=r"pip install 'ray\[client\]==2.60.0'"):
        run_batch(_ray_batch_args(tmp_path, "ray://127.0.0.1:10001"))
    assert not ray.is_initialized()


@pytest.mark.skipif(
    client_builder.get_ray_client_dependency_error() is not None,
    reason="needs ray[client] (pip install 'lexaudit[ray]')",
)
@pytest.mark.filterwarnings("ignore:Ray Client connection timed out:UserWarning")
def test_an_unreachable_ray_client_address_is_a_clear_error(tmp_path: Path) -> None:
    # nothing listens on this port: Ray Client gives up after its connection timeout (~30 s)
    # and the command says which addresses it expects, instead of hanging
    from lexaudit.errors import ConfigError

    assert not ray.is_initialized()
    with pytest.raises(ConfigError, match=r"cannot reach Ray at 'ray://127.0.0.1:9'"):
        run_batch(_ray_batch_args(tmp_path, "ray://127.0.0.1:9"))
    assert not ray.is_initialized()
