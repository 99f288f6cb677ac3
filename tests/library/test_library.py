"""The library against the mirror: a download cut short and resumed, issues indexed in
three languages, searched by words in each, the same paragraph across languages, the
week's study article and workbook read from the library with no network."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from app.core.errors import RetryableError
from app.core.settings import load_settings
from app.library.models import Publication
from app.library.search import LibrarySearch, fuse
from app.library.shelf import add_issue, import_file
from app.library.store import Library
from app.mirror.content.apis import epub_file
from app.mirror.server import MIRROR_POLICY, MirrorServer
from app.sources.download import part_path
from app.sources.hub import SourceHub
from app.sources.shelf import shelf_file


@pytest.fixture
def library(tmp_path: Path) -> Library:
    return Library(tmp_path / "library.sqlite3")


@pytest.mark.asyncio
async def test_a_download_cut_short_resumes_from_where_it_stopped(
    mirror: MirrorServer, mirror_hub: SourceHub, library: Library
) -> None:
    mirror.faults.add(pattern=r"/files/w/202609/", truncate=True, times=1)
    seen: list[tuple[str, int, int | None]] = []
    with pytest.raises(RetryableError):
        await add_issue(mirror_hub, library, "w", "202609", "es")
    part = part_path(shelf_file("w", "202609", "es"))
    kept = part.stat().st_size
    assert kept > 0
    assert not library.holds("w", "202609", "es")

    added = await add_issue(mirror_hub, library, "w", "202609", "es",
                            progress=lambda step, done, total: seen.append((step, done, total)))

    whole = epub_file("w", "202609", "S") or b""
    assert shelf_file("w", "202609", "es").read_bytes() == whole
    assert not part.exists()
    files = [r for r in mirror.log.records() if "/files/w/202609/" in r.path]
    assert [r.status for r in files] == [200, 206]  # the second asked only for the rest
    assert seen[0] == ("download", kept, len(whole)) and seen[-1][1] == len(whole)
    assert added.documents == 5 and added.paragraphs > 150  # the weeks of November 2026
    assert added.title.startswith("La Atalaya")


@pytest.mark.asyncio
async def test_issues_in_three_languages_are_searched_in_each(
    mirror_hub: SourceHub, library: Library
) -> None:
    for language in ("es", "en", "pt"):
        await add_issue(mirror_hub, library, "w", "202609", language)
    search = LibrarySearch(library, base=load_settings().wol_url)
    queries = {"es": ("el agricultor espera las lluvias", "agricultor"),
               "en": ("the farmer waits for the rains", "farmer"),
               "pt": ("o lavrador espera as chuvas", "lavrador")}
    for language, (query, word) in queries.items():
        hits = search.search(query, language, limit=3, mode="words")
        assert hits, language
        assert all(h.language == language for h in hits)
        assert any(word in h.text.lower() and h.number == 8 for h in hits), language
        best = next(h for h in hits if h.number == 8)
        assert best.url.endswith(f"/{best.docid}#h={best.paragraph}")
        assert f"/{language}/wol/d/" in best.url


@pytest.mark.asyncio
async def test_a_paragraph_found_in_one_language_opens_in_the_others(
    mirror_hub: SourceHub, library: Library
) -> None:
    for language in ("es", "en", "pt"):
        await add_issue(mirror_hub, library, "w", "202609", language)
    hit = LibrarySearch(library).search("Boaz Rut viuda extranjera", "es", limit=1,
                                        mode="words")[0]
    assert hit.docid is not None
    same = library.paragraph_languages(hit.docid, hit.paragraph)
    assert set(same) == {"es", "en", "pt"}
    assert "Boaz" in same["en"] and "Ruth" in same["en"] and "Rute" in same["pt"]
    title, paragraphs = library.document(hit.docid, "en") or ("", [])
    assert title == "Let Kindness Guide Your Words"
    assert any(p.pid == hit.paragraph and "Boaz" in p.text for p in paragraphs)


@pytest.mark.asyncio
async def test_words_are_folded_and_stemmed_per_language(
    mirror_hub: SourceHub, library: Library
) -> None:
    await add_issue(mirror_hub, library, "w", "202609", "pt")
    search = LibrarySearch(library)
    # "paciencia" without its accent, "esperando" for "esperar"
    hits = search.search("PACIENCIA esperando", "pt", limit=5, mode="words")
    assert hits and all("paciência" in h.text.lower() or "esper" in h.text.lower()
                        for h in hits)
    assert search.search("paciencia", "en", limit=5, mode="words") == []


@pytest.mark.asyncio
async def test_a_paragraph_keeps_its_bible_references_and_number(
    mirror_hub: SourceHub, library: Library
) -> None:
    await add_issue(mirror_hub, library, "w", "202609", "en")
    hit = LibrarySearch(library).search("farmer early late rains harvest", "en", limit=1,
                                        mode="words")[0]
    assert hit.number == 8 and not hit.text.startswith("8")
    _, paragraphs = library.document(hit.docid or 0, "en") or ("", [])
    cited = next(p for p in paragraphs if p.pid == hit.paragraph)
    assert cited.references == ["James 5:7, 8"]


@pytest.mark.asyncio
async def test_adding_an_issue_again_replaces_it(
    mirror_hub: SourceHub, library: Library
) -> None:
    first = await add_issue(mirror_hub, library, "mwb", "202609", "en")
    again = await add_issue(mirror_hub, library, "mwb", "202609", "en")
    assert len(library.publications()) == 1
    assert again.paragraphs == first.paragraphs
    hits = LibrarySearch(library).search("Jeremiah plow hard ground thorns", "en", mode="words")
    assert len({h.text for h in hits}) == len(hits)


@pytest.mark.asyncio
async def test_an_imported_epub_is_searched_like_a_downloaded_one(
    tmp_path: Path, library: Library
) -> None:
    path = tmp_path / "mine.epub"
    path.write_bytes(epub_file("w", "202610", "E") or b"")
    added = await import_file(library, path, "en")
    assert added.pub == "file" and added.source == "mine.epub" and added.paragraphs > 150
    assert LibrarySearch(library).search("honeycomb", "en", mode="words")


@pytest.mark.asyncio
async def test_the_week_comes_from_the_library_with_no_network(
    mirror: MirrorServer, library: Library
) -> None:
    async with SourceHub(load_settings(), policy=MIRROR_POLICY) as hub:
        await add_issue(hub, library, "w", "202607", "en")
        await add_issue(hub, library, "mwb", "202609", "en")
    offline = load_settings().model_copy(update={"offline": True})
    before = len(mirror.log.records())
    async with SourceHub(offline, policy=MIRROR_POLICY, use_cache=False) as hub:
        article = await hub.watchtower_study("en", date(2026, 9, 9))
        week = await hub.workbook_week("en", date(2026, 9, 9))
    assert article.title in ("Keep Growing in Patience", "Let Kindness Guide Your Words")
    assert article.paragraphs and week.parts
    assert len(mirror.log.records()) == before  # nothing asked of the site


def test_fusion_rewards_what_both_rankings_found() -> None:
    fused = fuse([[1, 2, 3], [3, 4, 1]])
    assert [item for item, _ in fused][:2] == [1, 3]
    assert fused[0][1] == pytest.approx(1 / 61 + 1 / 63)


def test_a_weighted_ranking_counts_its_weight() -> None:
    """Reciprocal rank fusion (the words' ranking alone, and bench.library_fusion's
    comparison): a ranking weighing 0.75 puts the words ranking's second hit before its
    own first, where plain fusion alternates them."""
    assert [i for i, _ in fuse([[1, 2], [3, 4]])] == [1, 3, 2, 4]
    weighted = fuse([[1, 2], [3, 4]], weights=(1.0, 0.75))
    assert [i for i, _ in weighted] == [1, 2, 3, 4]
    assert weighted[2][1] == pytest.approx(0.75 / 61)


def test_a_replaced_publication_leaves_no_words_behind(library: Library) -> None:
    from app.library.models import LibraryDocument, LibraryParagraph

    publication = Publication(pub="w", issue="202601", language="en")
    doc = LibraryDocument(docid=1, title="T", paragraphs=[
        LibraryParagraph(pid=1, text="Zerubbabel rebuilt the temple")])
    library.put(publication, [doc])
    assert library.words("Zerubbabel", "en", 5)
    assert library.remove("w", "202601", "en")
    assert library.words("Zerubbabel", "en", 5) == []


@pytest.mark.asyncio
async def test_an_issue_whose_file_changed_on_the_site_can_be_updated(
    mirror_hub: SourceHub, library: Library
) -> None:
    from app.library.shelf import updates

    added = await add_issue(mirror_hub, library, "w", "202609", "en")
    assert await updates(mirror_hub, library) == []
    library.put(added.model_copy(update={"checksum": "an older file"}), [])
    assert [(p.pub, p.issue) for p in await updates(mirror_hub, library)] == [("w", "202609")]


def test_a_paragraph_sharing_one_common_word_is_no_words_hit(library: Library) -> None:
    from app.library.models import LibraryDocument, LibraryParagraph

    doc = LibraryDocument(docid=7, title="T", paragraphs=[
        LibraryParagraph(pid=1, text="Dios nos ama y Dios nos cuida."),
        LibraryParagraph(pid=2, text="El agricultor espera la lluvia con paciencia."),
    ])
    library.put(Publication(pub="w", issue="202601", language="es"), [doc])
    hits = LibrarySearch(library).search("Dios agricultor lluvia paciencia", "es",
                                         mode="words")
    assert [h.paragraph for h in hits] == [2]
