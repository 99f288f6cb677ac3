"""Offline runs from the library (`--offline`): Prepare Sunday and research run from the
kept issues without one request to the site; a journey the library cannot serve says so
before it runs."""

from __future__ import annotations

import json

import pytest

from app.cli import main
from app.mirror.server import MirrorServer
from app.service import library


def _add(*args: str) -> None:
    assert main(["library", "add", *args]) == 0


@pytest.fixture
def kept(mirror: MirrorServer, monkeypatch: pytest.MonkeyPatch) -> MirrorServer:
    # words are enough here (meaning search has its own tests): no minute of embedding
    monkeypatch.setattr(library, "meaning_embedder", lambda settings=None: None)
    _add("w", "202607", "--language", "en")
    _add("mwb", "202609", "--language", "en")
    return mirror


def test_prepare_sunday_runs_offline_from_the_library(
    kept: MirrorServer, capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    before = len(kept.log.records())
    code = main(["plan-sunday", "--language", "en", "--date", "2026-09-09", "--run",
                 "--offline", "--quiet", "--json"])
    out = capsys.readouterr()
    assert len(kept.log.records()) == before  # not one request to the site
    assert code == 0
    result = json.loads(out.out)
    steps = {s["agent"]: s["status"] for s in result["steps"]}
    assert steps["meeting.week"] == "done" and steps["meeting.watchtower_study"] == "done"
    assert "Let Kindness Guide Your Words" in out.out
    assert "needs wol.jw.org" not in out.err  # its planned steps are all in the library
    assert "the Bible verses it cites need wol.jw.org" in out.err  # but not the verses


def test_research_runs_offline_from_the_library(
    kept: MirrorServer, capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    before = len(kept.log.records())
    code = main(["run", "research patience", "--language", "en", "--offline", "--quiet"])
    out = capsys.readouterr()
    assert len(kept.log.records()) == before
    assert code == 0
    assert "Keep Growing in Patience" in out.out and "#h=" in out.out
    assert "from your library's publications only" in out.err


def test_a_journey_the_library_cannot_serve_says_so_before_it_runs(
    kept: MirrorServer, capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    code = main(["run", "what is the daily text today", "--language", "en", "--offline",
                 "--quiet"])
    out = capsys.readouterr()
    assert "study.daily_text: needs wol.jw.org: not in your library." in out.err
    assert code == 1 and "study.daily_text: failed" in out.out


def test_research_in_a_language_the_library_lacks_runs_offline_by_meaning(
    mirror: MirrorServer, capsys: pytest.CaptureFixture[str]
) -> None:
    """The library holds the English issue with its vectors; a person researching in
    Spanish offline is told up front that the answers come from publications in other
    languages, and gets the English paragraphs, each with its wol.jw.org link."""
    _add("w", "202607", "--language", "en")  # with its paragraph vectors
    capsys.readouterr()
    before = len(mirror.log.records())
    code = main(["run", "investiga cómo esperar con paciencia a Jehová", "--language", "es",
                 "--offline", "--quiet"])
    out = capsys.readouterr()
    assert len(mirror.log.records()) == before
    assert "en otros idiomas" in out.err and "necesita wol.jw.org" not in out.err
    assert code == 0
    assert "/en/wol/d/" in out.out and "#h=" in out.out


def test_research_the_library_cannot_serve_says_so_before_it_runs(
    mirror: MirrorServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Words alone (no vectors) cannot cross languages: a Spanish research with only an
    English issue kept needs the site, and says so before it runs."""
    monkeypatch.setattr(library, "meaning_embedder", lambda settings=None: None)
    _add("w", "202607", "--language", "en")
    capsys.readouterr()
    main(["run", "investiga la paciencia", "--language", "es", "--offline", "--quiet"])
    out = capsys.readouterr()
    assert "research.topic: necesita wol.jw.org: no está en su biblioteca." in out.err


def test_the_daily_text_runs_offline_with_the_years_book_and_the_bible_kept(
    kept: MirrorServer, capsys: pytest.CaptureFixture[str]
) -> None:
    import datetime as dt

    _add(f"es{dt.date.today().year % 100:02d}", "--language", "en")
    _add("nwt", "--language", "en")
    capsys.readouterr()
    before = len(kept.log.records())
    code = main(["run", "what is the daily text today", "--language", "en", "--offline",
                 "--quiet"])
    out = capsys.readouterr()
    assert len(kept.log.records()) == before  # not one request to the site
    assert "needs wol.jw.org: not in your library" not in out.err
    assert code == 0 and "study.daily_text: failed" not in out.out
    assert "study notes need wol.jw.org" in out.out + out.err  # the verse text is kept


def test_prepare_sunday_offline_takes_the_cited_verses_from_the_kept_bible(
    kept: MirrorServer, capsys: pytest.CaptureFixture[str]
) -> None:
    _add("nwt", "--language", "en")
    capsys.readouterr()
    before = len(kept.log.records())
    code = main(["plan-sunday", "--language", "en", "--date", "2026-09-09", "--run",
                 "--offline", "--quiet", "--json"])
    out = capsys.readouterr()
    assert len(kept.log.records()) == before
    assert code == 0
    assert "the Bible verses it cites need wol.jw.org" not in out.err


def test_research_offline_with_the_bible_kept_does_not_say_the_bible_needs_the_site(
    kept: MirrorServer, capsys: pytest.CaptureFixture[str]
) -> None:
    """The kept Bible's text is read from the library (app.sources.hub.chapter): with it
    kept, only the publications index still needs the site."""
    _add("nwt", "--language", "en")
    capsys.readouterr()
    before = len(kept.log.records())
    code = main(["run", "research patience", "--language", "en", "--offline", "--quiet"])
    out = capsys.readouterr()
    assert len(kept.log.records()) == before
    assert code == 0
    assert ("research.topic: from your library's publications only, the Bible's text "
            "from your library too; the publications index needs wol.jw.org.") in out.err
    assert "the Bible's text need" not in out.err
