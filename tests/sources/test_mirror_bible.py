"""The mirror's Bible: real public-domain verse text in the chapter pages (en: WEB, es:
Reina-Valera 1909; pt keeps its written verses), the Bible EPUB of the publication
links (pub=nwt) and verse search over the whole Bible."""

from __future__ import annotations

import pytest

from app.mirror import content
from app.mirror.content.bible_text import translation
from app.mirror.content.wt_verses import VERSES
from app.mirror.server import MirrorServer
from app.sources.bible_epub import epub_bible_verses
from app.sources.epub import epub_documents
from app.sources.hub import SourceHub
from app.sources.parsers import parse_chapter

# (language, book, chapter, verse, the start of the public-domain text)
REAL = [
    ("en", 43, 3, 16, "For God so loved the world, that he gave his only born Son"),
    ("en", 1, 1, 1, "In the beginning, God created the heavens and the earth."),
    ("en", 19, 23, 1, "Yahweh is my shepherd; I shall lack nothing."),
    ("es", 43, 3, 16, "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo"),
    ("es", 1, 1, 1, "En el principio crió Dios los cielos y la tierra."),  # not "EN el"
    ("es", 43, 11, 35, "Y lloró Jesús."),
]


@pytest.mark.parametrize(("lang", "book", "chapter", "verse", "start"), REAL)
def test_chapter_pages_carry_the_public_domain_text(
    lang: str, book: int, chapter: int, verse: int, start: str
) -> None:
    page = parse_chapter(content.chapter_page(lang, book, chapter) or "")
    assert (page.book, page.chapter) == (book, chapter)
    text = page.verse_text(verse)
    assert text is not None and text.startswith(start)
    assert content.verse_text(lang, book, chapter, verse).startswith(start)
    name = {"en": "World English Bible", "es": "Reina-Valera 1909"}[lang]
    assert f"{name} — Public domain" in (content.chapter_page(lang, book, chapter) or "")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_chapter_has_real_text_and_its_study_pane(lang: str) -> None:
    public = translation(lang)
    assert public is not None and len(public.books) == 66
    for book, chapter in ((1, 50), (19, 119), (40, 5), (66, 22), (31, 1), (57, 1)):
        page = parse_chapter(content.chapter_page(lang, book, chapter) or "")
        assert len(page.verses) >= content.verse_count(book, chapter) - 1
        for v in page.verses:
            assert v.text == public.verse(book, chapter, v.verse) != ""
        assert page.study_notes and page.marginal_refs  # our notes stay beside the text


def test_the_written_study_verses_stay_for_portuguese_only() -> None:
    assert translation("pt") is None
    for (book, chapter, verse), texts in VERSES.items():
        assert content.verse_text("pt", book, chapter, verse) == texts["pt"]
        assert content.verse_text("en", book, chapter, verse) != texts["en"]


def test_a_verse_the_translation_lacks_is_left_out_of_the_page() -> None:
    assert content.verse_text("en", 44, 8, 37) == ""  # Acts 8:37: not in the WEB
    page = parse_chapter(content.chapter_page("en", 44, 8) or "")
    numbers = [v.verse for v in page.verses]
    assert 37 not in numbers and 36 in numbers and 38 in numbers


def test_names_are_marked_in_the_real_variant_of_real_text(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PREPARO_MIRROR_VARIANTS", "real")
    markup = content.chapter_page("es", 43, 3) or ""
    assert "Ni·co·deʹmo" in markup
    page = parse_chapter(markup)
    assert page.verse_text(1) == content.verse_text("es", 43, 3, 1)  # folded back


@pytest.mark.parametrize(("code", "lang"), [("E", "en"), ("S", "es"), ("T", "pt")])
def test_the_bible_epub_holds_every_chapter_in_verse_markup(code: str, lang: str) -> None:
    data = content.epub_for_path(f"/files/nwt/nwt_{code}.epub")
    assert data is not None and data.startswith(b"PK")
    documents = epub_documents(data, lang)
    assert len(documents) == 1 + 1189  # the front page and one XHTML per chapter
    assert documents[1][0].endswith("b01c001.xhtml") and "v1-1-1-1" in documents[1][1]
    verses = epub_bible_verses(data, lang)
    assert len(verses) > 31_000
    assert {(v.book, v.chapter) for v in verses} >= {(1, 1), (19, 119), (66, 22)}
    john = next(v for v in verses if (v.book, v.chapter, v.verse) == (43, 3, 16))
    assert john.text == content.verse_text(lang, 43, 3, 16)
    front = documents[0][1]
    public = translation(lang)
    assert (public.name if public else "Preparo") in front


@pytest.mark.asyncio
async def test_the_bible_epub_comes_through_the_publication_links(
    mirror: MirrorServer, mirror_hub: SourceHub
) -> None:
    link = await mirror_hub.pubs.epub_link("es", "nwt", "")
    assert link.url.endswith("/files/nwt/nwt_S.epub") and link.size
    data = await mirror_hub.epub("es", "nwt", "")
    assert len(data) == link.size
    verses = epub_bible_verses(data, "es")
    assert verses[0].text == "En el principio crió Dios los cielos y la tierra."


@pytest.mark.parametrize(("code", "query", "first"), [
    ("E", "Jesus wept", "John 11:35"),
    ("E", "root of all kinds of evil", "1 Timothy 6:10"),
    ("S", "Jehová es mi pastor", "Salmo 23:1"),
    ("S", "lloró Jesús", "Juan 11:35"),
])
def test_verse_search_covers_the_whole_bible(code: str, query: str, first: str) -> None:
    data = content.search_results(code, "bible", query)
    [group] = data["results"]
    titles = [item["title"] for item in group["results"]]
    assert titles[0] == first and len(titles) <= 10
    assert "/nwtsty/" in group["results"][0]["links"]["wol"]


def test_verse_search_finds_words_as_words() -> None:
    hits = content.search_results("E", "bible", "loved world")["results"][0]["results"]
    titles = [h["title"] for h in hits]
    assert "John 3:16" in titles and "2 Timothy 4:10" in titles  # both words, any order
    assert not content.search_results("E", "bible", "zyxqw")["results"]


def test_without_the_text_file_the_mirror_serves_written_verses(
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The frozen bundle leaves resources/bible out (installer/layout.py): the mirror
    then serves its written verses, as for pt, instead of failing on the missing file."""
    import app.mirror.content.bible_text as bible_text

    monkeypatch.setattr(bible_text, "resources_dir", lambda: tmp_path)
    translation.cache_clear()
    try:
        assert translation("en") is None
        page = parse_chapter(content.chapter_page("en", 43, 3) or "")
        text = page.verse_text(16)
        assert text and not text.startswith("For God so loved the world")
        assert "written for Preparo" in (content.chapter_page("en", 43, 3) or "")
    finally:
        translation.cache_clear()


def test_no_word_is_glued_to_a_name_in_the_public_domain_text() -> None:
    """The SWORD markup between two words was dropped without a space ("yJesús",
    "deFebe"); scripts/build_mirror_bible.py now keeps them apart."""
    import re

    glued = re.compile(r"[a-záéíóúñü][A-ZÁÉÍÓÚÑÜ][a-záéíóúñü]")
    for lang in ("en", "es"):
        bible = translation(lang)
        assert bible is not None
        found = [verse for book in bible.books for chapter in book for verse in chapter
                 if glued.search(verse)]
        assert found == [], found[:3]
