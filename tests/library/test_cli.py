"""`preparo library` from a script: add, list --json, search --json in the shapes the
issue names."""

from __future__ import annotations

import json
from collections.abc import Sequence

import numpy as np
import pytest

from app.cli import main
from app.mirror.server import MirrorServer
from app.service import library


def test_add_list_and_search_as_json(mirror: MirrorServer, monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(library, "meaning_embedder", lambda settings=None: None)
    assert main(["library", "add", "w", "202609", "202610", "--language", "es"]) == 0
    assert main(["library", "add", "w", "2026-09", "--language", "es"]) == 2
    capsys.readouterr()
    assert main(["library", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [(p["pub"], p["issue"]) for p in listed["publications"]] == [
        ("w", "202609"), ("w", "202610")]
    assert listed["bytes"] > 2_000_000
    assert main(["library", "search", "el agricultor espera la lluvia", "--language", "es",
                 "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["meaning"] is False  # no model here: said, not hidden
    hit = found["hits"][0]
    assert set(hit) >= {"url", "docid", "paragraph", "title", "text", "score"}
    assert hit["url"] == f"https://wol.jw.org/es/wol/d/r4/lp-s/{hit['docid']}#h={hit['paragraph']}"
    assert "agricultor" in hit["text"]
    assert main(["library", "search", "el agricultor espera la lluvia", "--language", "es"]) == 0
    assert "models/e5" in capsys.readouterr().err


def test_the_bible_and_the_daily_text_book_are_added_whole_and_listed(
        mirror: MirrorServer, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["library", "add", "nwt", "--language", "es"]) == 0
    assert main(["library", "add", "es26", "--language", "es"]) == 0
    assert main(["library", "add", "nwt", "202609", "--language", "es"]) == 2  # no issues
    assert main(["library", "add", "w", "--language", "es"]) == 2  # issues needed
    err = capsys.readouterr().err
    assert "sin números" in err and "AAAAMM" in err
    assert main(["library", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    bible = next(line for line in lines if line.startswith("nwt\t"))
    daily = next(line for line in lines if line.startswith("es26\t"))
    assert "\t31" in bible and " verses\t" in bible and bible.endswith(" bytes")
    assert "\t365 days\t" in daily
    assert main(["library", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    kept = {p["pub"]: p for p in listed["publications"]}
    assert kept["nwt"]["issue"] == "" and kept["nwt"]["verses"] > 31_000
    assert kept["nwt"]["size"] > 1_000_000 and kept["es26"]["days"] == 365
    assert main(["library", "search", "amó Dios al mundo", "--bible", "--language", "es",
                 "--json"]) == 0
    verses = json.loads(capsys.readouterr().out)["hits"]
    john = next(v for v in verses if (v["book"], v["chapter"], v["verse"]) == (43, 3, 16))
    assert john["reference"] == "Juan 3:16"
    assert john["url"] == "https://wol.jw.org/es/wol/b/r4/lp-s/nwtsty/43/3#study=discover&v=43:3:16"


class FlatEmbedder:
    """Every paragraph one vector, every query one at right angles to it: nothing in the
    library is near any query by meaning (no minute of embedding either)."""

    name = "flat"

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return np.tile(np.eye(8, dtype=np.float32)[0], (len(texts), 1))

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return np.tile(np.eye(8, dtype=np.float32)[1], (len(texts), 1))


def test_search_says_nothing_close_and_what_it_searched(
        mirror: MirrorServer, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(library, "meaning_embedder", lambda settings=None: FlatEmbedder())
    assert main(["library", "add", "w", "202609", "--language", "es"]) == 0
    capsys.readouterr()
    query = "receta de tortilla de patatas"
    assert main(["library", "search", query, "--language", "es", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["nothing_close"] is True and found["hits"] == []
    searched = found["searched"]
    assert searched["publications"] == ["w 202609"] and searched["languages"] == ["es"]
    assert searched["paragraphs"] > 150
    assert main(["library", "search", query, "--language", "es"]) == 0
    said = capsys.readouterr().out
    assert f"Nada de su biblioteca se acerca a «{query}»" in said
    assert f"w 202609 (1 número, es, {searched['paragraphs']} párrafos)" in said

    assert main(["library", "search", "el agricultor espera la lluvia", "--language", "es",
                 "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["nothing_close"] is False and found["searched"] == searched
    hit = found["hits"][0]  # kept by its words
    assert {"url", "docid", "paragraph", "title", "text", "score", "lift"} <= set(hit)
    assert "agricultor" in hit["text"] and "words" in hit["found_by"]
