"""The tokenizer file in either form (app/nli/files.py): tokenizer.json as the source tree
keeps it, tokenizer.json.gz as the frozen bundle ships it, and the errors a damaged or
missing file gives; the NLI model and the e5 embedder (which shares the NLI tokenizer)
read either."""

from __future__ import annotations

import gzip
import hashlib
import shutil
from pathlib import Path

import pytest
from tokenizers import Tokenizer
from tokenizers.models import WordLevel
from tokenizers.pre_tokenizers import Whitespace

from app.nli import NLIModel
from app.nli.embedder import Embedder
from app.nli.files import (
    TokenizerChanged,
    TokenizerFileError,
    has_file,
    read_tokenizer_bytes,
    read_tokenizer_json,
    tokenizer_path,
)
from app.nli.model import NLIModelError, missing_files

REPO = Path(__file__).resolve().parents[2]


def _spec() -> str:
    tokenizer = Tokenizer(WordLevel({"[UNK]": 0, "hola": 1, "mundo": 2, "world": 3},
                                    unk_token="[UNK]"))
    tokenizer.pre_tokenizer = Whitespace()
    return tokenizer.to_str()


@pytest.fixture
def plain(tmp_path: Path) -> Path:
    folder = tmp_path / "plain"
    folder.mkdir()
    (folder / "tokenizer.json").write_text(_spec(), "utf-8")
    return folder


@pytest.fixture
def packed(tmp_path: Path) -> Path:
    folder = tmp_path / "packed"
    folder.mkdir()
    (folder / "tokenizer.json.gz").write_bytes(gzip.compress(_spec().encode("utf-8")))
    return folder


def test_the_plain_and_the_gzipped_file_give_the_same_tokenizer(plain: Path,
                                                                packed: Path) -> None:
    for folder in (plain, packed):
        tokenizer = read_tokenizer_json(folder)
        assert tokenizer.encode("hola mundo xyz").ids == [1, 2, 0], folder
    assert tokenizer_path(plain) == plain / "tokenizer.json"
    assert tokenizer_path(packed) == packed / "tokenizer.json.gz"
    assert read_tokenizer_bytes(plain)[1] == read_tokenizer_bytes(packed)[1]
    assert has_file(packed, "tokenizer.json") and not has_file(packed, "labels.json")


def test_the_plain_file_is_read_first(plain: Path) -> None:
    (plain / "tokenizer.json.gz").write_bytes(b"not read")
    assert read_tokenizer_json(str(plain)).encode("world").ids == [3]


def test_the_sha256_is_the_json_s_in_either_form(plain: Path, packed: Path) -> None:
    digest = hashlib.sha256(_spec().encode("utf-8")).hexdigest()
    for folder in (plain, packed):
        assert read_tokenizer_json(folder, sha256=digest).encode("hola").ids == [1]
        with pytest.raises(TokenizerChanged, match="SHA-256"):
            read_tokenizer_json(folder, sha256="0" * 64)


def test_a_damaged_gzip_file_is_named_and_said_to_be_damaged(packed: Path) -> None:
    target = packed / "tokenizer.json.gz"
    whole = target.read_bytes()
    for damaged in (whole[: len(whole) // 2],  # cut short
                    b"{not gzip at all}",  # another format under the .gz name
                    whole[:12] + bytes(b ^ 0x55 for b in whole[12:])):  # data garbled
        target.write_bytes(damaged)
        with pytest.raises(TokenizerFileError) as caught:
            read_tokenizer_json(packed)
        assert caught.value.path == target
        assert "gzip file is damaged" in str(caught.value)
        assert str(target) in str(caught.value)


def test_not_a_tokenizer_and_no_file_at_all(plain: Path, tmp_path: Path) -> None:
    (plain / "tokenizer.json").write_text('{"model": "none"}', "utf-8")
    with pytest.raises(TokenizerFileError, match="is not a tokenizer"):
        read_tokenizer_json(plain)
    (plain / "tokenizer.json").write_bytes(b"\xff\xfe")
    with pytest.raises(TokenizerFileError, match="not UTF-8"):
        read_tokenizer_json(plain)
    with pytest.raises(TokenizerFileError,
                       match=r"neither tokenizer\.json nor tokenizer\.json\.gz"):
        read_tokenizer_json(tmp_path / "nowhere")
    assert tokenizer_path(tmp_path / "nowhere") is None


def _gzip_in_place(path: Path) -> Path:
    packed = path.with_name(path.name + ".gz")
    packed.write_bytes(gzip.compress(path.read_bytes()))
    path.unlink()
    return packed


def test_the_nli_model_loads_its_tokenizer_from_the_gzip_file(model_copy: Path,
                                                              shipped_model: NLIModel) -> None:
    """As in the bundle: models/nli with tokenizer.json.gz only is found and scores alike."""
    _gzip_in_place(model_copy / "tokenizer.json")
    assert missing_files(model_copy) == []
    model = NLIModel(model_copy, threads=1)
    pair = ("The man plays a guitar on the stage.", "A person makes music.")
    ours, theirs = model.entail(*pair), shipped_model.entail(*pair)
    assert ours == pytest.approx(theirs, abs=1e-5)


def test_a_damaged_gzip_tokenizer_is_reported_with_its_path(model_copy: Path) -> None:
    packed = _gzip_in_place(model_copy / "tokenizer.json")
    packed.write_bytes(packed.read_bytes()[:1000])
    model = NLIModel(model_copy, language="es")
    with pytest.raises(NLIModelError) as caught:
        model.entail("a", "b")
    text = str(caught.value)
    assert text.startswith(f"No se puede cargar {packed}:") and "gzip" in text


def test_the_embedder_reads_the_shared_tokenizer_gzipped_and_checks_its_sha(
        tmp_path: Path) -> None:
    for name in ("e5", "nli"):
        shutil.copytree(REPO / "models" / name, tmp_path / name)
    packed = _gzip_in_place(tmp_path / "nli" / "tokenizer.json")
    embedder = Embedder(tmp_path / "e5", threads=1)
    vector = embedder.embed_queries(["ansiedad"])
    assert vector.shape == (1, 384)
    text = gzip.decompress(packed.read_bytes()).replace(b'"<unk>"', b'"<UNK>"', 1)
    packed.write_bytes(gzip.compress(text))  # a different tokenizer, validly compressed
    with pytest.raises(NLIModelError, match="SHA-256") as caught:
        Embedder(tmp_path / "e5", threads=1, language="pt").embed_queries(["x"])
    assert "nli/tokenizer.json.gz" in str(caught.value) and "reconstrua" in str(caught.value)
