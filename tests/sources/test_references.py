from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app import cli
from app.core.paths import resources_dir
from app.sources.bible_books import SINGLE_CHAPTER_BOOKS, book_table, fold
from app.sources.references import (
    BibleRef,
    book_name,
    book_number,
    chapter_count,
    format_verses,
    parse_reference,
    parse_references,
    verse_count,
)

Expected = tuple[int, int, int | None, list[int]]


def found(text: str, language: str | None = None) -> list[Expected]:
    refs = parse_references(text, language)
    return [(r.book, r.chapter, r.chapter_end, list(r.verses)) for r in refs]


SPANISH: list[tuple[str, list[Expected]]] = [
    ("Lee Juan 3:16.", [(43, 3, None, [16])]),
    ("Según Mateo 24:14, las buenas noticias llegarán lejos.", [(40, 24, None, [14])]),
    ("Sal 37:10, 11, 29", [(19, 37, None, [10, 11, 29])]),
    ("Nos gusta mucho el Salmo 23", [(19, 23, None, [])]),
    ("Jer 1:6; 2:13", [(24, 1, None, [6]), (24, 2, None, [13])]),
    ("La lectura de esta semana es Jeremías 1-3.", [(24, 1, 3, [])]),
    ("1 Cor 13:4, 5", [(46, 13, None, [4, 5])]),
    ("1Co 15:26", [(46, 15, None, [26])]),
    ("Primera de Corintios 10:13", [(46, 10, None, [13])]),
    ("Segunda a Timoteo 3:16", [(55, 3, None, [16])]),
    ("1.ª Corintios 13:7", [(46, 13, None, [7])]),
    ("Génesis 1:1 y Genesis 1:2", [(1, 1, None, [1]), (1, 1, None, [2])]),
    ("Gén. 3:15", [(1, 3, None, [15])]),
    ("Ap 21:3, 4", [(66, 21, None, [3, 4])]),
    ("(Lea Isaías 65:17.)", [(23, 65, None, [17])]),
    ("Is 2:4", [(23, 2, None, [4])]),
    ("Hechos 2:1-4 y Hech 20:35", [(44, 2, None, [1, 2, 3, 4]), (44, 20, None, [35])]),
    ("Sant 1:5 o Stg 4:8", [(59, 1, None, [5]), (59, 4, None, [8])]),
    ("Judas 3", [(65, 1, None, [3])]),
    ("Abdías 15", [(31, 1, None, [15])]),
    ("Flm 10", [(57, 1, None, [10])]),
    ("2 Juan 6 y 3 Jn 4", [(63, 1, None, [6]), (64, 1, None, [4])]),
    ("Job 14:14, 15", [(18, 14, None, [14, 15])]),
    ("Jn 17:3", [(43, 17, None, [3])]),
    ("Rom 5:12; 6:23", [(45, 5, None, [12]), (45, 6, None, [23])]),
    ("Prov 3:5, 6 y Ecl 9:5", [(20, 3, None, [5, 6]), (21, 9, None, [5])]),
    ("Dan 2:44 y Miq 4:3", [(27, 2, None, [44]), (33, 4, None, [3])]),
    ("2 Tim 3:1-5", [(55, 3, None, [1, 2, 3, 4, 5])]),
    ("Efes 6:10-18", [(49, 6, None, list(range(10, 19)))]),
    ("Mat 6:9, 10; 28:19, 20", [(40, 6, None, [9, 10]), (40, 28, None, [19, 20])]),
    ("Éxodo 3:14 y Exodo 3:15", [(2, 3, None, [14]), (2, 3, None, [15])]),
    ("Nahúm 1:7", [(34, 1, None, [7])]),
    ("Cantar de los Cantares 8:6", [(22, 8, None, [6])]),
    ("como dice sal 37:29", [(19, 37, None, [29])]),
    ("Lucas 21:10, 11, 25-28", [(42, 21, None, [10, 11, 25, 26, 27, 28])]),
    ("Gál 6:7 y Gal 6:9", [(48, 6, None, [7]), (48, 6, None, [9])]),
]

ENGLISH: list[tuple[str, list[Expected]]] = [
    ("Read John 3:16.", [(43, 3, None, [16])]),
    ("(Read Romans 5:12.)", [(45, 5, None, [12])]),
    ("Ps 83:18", [(19, 83, None, [18])]),
    ("Psalm 23 is well known.", [(19, 23, None, [])]),
    ("Psalms 1-3", [(19, 1, 3, [])]),
    ("Rev 21:3, 4 and Revelation 21:5", [(66, 21, None, [3, 4]), (66, 21, None, [5])]),
    ("1 Cor 13:4-7", [(46, 13, None, [4, 5, 6, 7])]),
    ("1Co 15:33", [(46, 15, None, [33])]),
    ("I Corinthians 13:13", [(46, 13, None, [13])]),
    ("1st John 4:8", [(62, 4, None, [8])]),
    ("First Peter 5:7", [(60, 5, None, [7])]),
    ("2 Tim. 3:16, 17", [(55, 3, None, [16, 17])]),
    ("II Timothy 3:1", [(55, 3, None, [1])]),
    ("Matt. 24:14; Mt 6:33", [(40, 24, None, [14]), (40, 6, None, [33])]),
    ("Gen 1:26-2:3", [(1, 1, None, [26, 27, 28, 29, 30, 31]), (1, 2, None, [1, 2, 3])]),
    ("Jude 3", [(65, 1, None, [3])]),
    ("Obadiah 15", [(31, 1, None, [15])]),
    ("Philemon 10", [(57, 1, None, [10])]),
    ("3 John 4", [(64, 1, None, [4])]),
    ("Isa 2:4; 11:6-9", [(23, 2, None, [4]), (23, 11, None, [6, 7, 8, 9])]),
    ("Jas 1:5 and James 4:8", [(59, 1, None, [5]), (59, 4, None, [8])]),
    ("Heb 11:1, 6", [(58, 11, None, [1, 6])]),
    ("Eccl. 9:5, 10", [(21, 9, None, [5, 10])]),
    ("Song of Solomon 8:6", [(22, 8, None, [6])]),
    ("as job 34:10 says", [(18, 34, None, [10])]),
    ("Prov 3:5, 6", [(20, 3, None, [5, 6])]),
    ("Mark 13:10 and Acts 20:35", [(41, 13, None, [10]), (44, 20, None, [35])]),
    ("Ezek 18:4, Zeph 2:3", [(26, 18, None, [4]), (36, 2, None, [3])]),
    ("Jer 10:23", [(24, 10, None, [23])]),
    ("Luke 21:10, 11", [(42, 21, None, [10, 11])]),
    ("Phil 4:6, 7", [(50, 4, None, [6, 7])]),
    ("Micah 6:8", [(33, 6, None, [8])]),
    ("1 John 5:19", [(62, 5, None, [19])]),
    ("This week: ISAIAH 58-59", [(23, 58, 59, [])]),
    ("John 3:16\u201318", [(43, 3, None, [16, 17, 18])]),
    ("Am 5:4", [(30, 5, None, [4])]),
]

PORTUGUESE: list[tuple[str, list[Expected]]] = [
    ("Leia João 3:16.", [(43, 3, None, [16])]),
    ("Veja Salmo 83:18.", [(19, 83, None, [18])]),
    ("Sal 37:10, 11, 29", [(19, 37, None, [10, 11, 29])]),
    ("Gên 1:1", [(1, 1, None, [1])]),
    ("Gênesis 3:15 e Genesis 3:16", [(1, 3, None, [15]), (1, 3, None, [16])]),
    ("Apo 21:4", [(66, 21, None, [4])]),
    ("Ap 21:3, 4", [(66, 21, None, [3, 4])]),
    ("1 Coríntios 13:4 e 1 Corintios 13:5", [(46, 13, None, [4]), (46, 13, None, [5])]),
    ("1Co 15:26", [(46, 15, None, [26])]),
    ("I Coríntios 10:13", [(46, 10, None, [13])]),
    ("Atos 20:35", [(44, 20, None, [35])]),
    ("At 2:1-4", [(44, 2, None, [1, 2, 3, 4])]),
    ("Tiago 1:5 e Tg 4:8", [(59, 1, None, [5]), (59, 4, None, [8])]),
    ("Jó 14:14, 15", [(18, 14, None, [14, 15])]),
    ("Jo 17:3", [(43, 17, None, [3])]),
    ("Judas 3", [(65, 1, None, [3])]),
    ("Obadias 15", [(31, 1, None, [15])]),
    ("Filêmon 10 e Filemom 11", [(57, 1, None, [10]), (57, 1, None, [11])]),
    ("2 João 6", [(63, 1, None, [6])]),
    ("Isaías 65:17", [(23, 65, None, [17])]),
    ("Is 2:4", [(23, 2, None, [4])]),
    ("conforme Mateus 24:14, as boas novas", [(40, 24, None, [14])]),
    ("Pro 3:5, 6", [(20, 3, None, [5, 6])]),
    ("Ecl 9:5", [(21, 9, None, [5])]),
    ("Cântico de Salomão 8:6", [(22, 8, None, [6])]),
    ("Deuteronômio 6:6, 7 e Deuteronomio 6:8", [(5, 6, None, [6, 7]), (5, 6, None, [8])]),
    ("Jeremias 10:23", [(24, 10, None, [23])]),
    ("Mt 6:9, 10; 28:19, 20", [(40, 6, None, [9, 10]), (40, 28, None, [19, 20])]),
    ("Hebreus 11:1", [(58, 11, None, [1])]),
    ("Ezequiel 18:4", [(26, 18, None, [4])]),
    ("Lamentações 3:22", [(25, 3, None, [22])]),
    ("Efé 6:10-18", [(49, 6, None, list(range(10, 19)))]),
    ("Leitura da semana: Jeremias 1-3", [(24, 1, 3, [])]),
    ("1º Reis 8:27", [(11, 8, None, [27])]),
    ("Segunda Pedro 3:13", [(61, 3, None, [13])]),
    ("Juízes 7:7", [(7, 7, None, [7])]),
]


@pytest.mark.parametrize(("text", "expected"), SPANISH)
def test_spanish_inputs(text: str, expected: list[Expected]) -> None:
    assert found(text, "es") == expected
    assert found(text) == expected


@pytest.mark.parametrize(("text", "expected"), ENGLISH)
def test_english_inputs(text: str, expected: list[Expected]) -> None:
    assert found(text, "en") == expected
    assert found(text) == expected


@pytest.mark.parametrize(("text", "expected"), PORTUGUESE)
def test_portuguese_inputs(text: str, expected: list[Expected]) -> None:
    assert found(text, "pt") == expected
    assert found(text) == expected


def test_language_hint_breaks_ties() -> None:
    # "Jn" is John in Spanish and English, Jonah in some Portuguese usage.
    assert found("Jn 1:17") == [(43, 1, None, [17])]
    assert found("Jn 1:17", "es") == [(43, 1, None, [17])]
    assert found("Jn 1:17", "pt") == [(32, 1, None, [17])]
    # Jonah has 4 chapters; the hint's book does not fit, so the next one is used.
    assert found("Jn 17:3", "pt") == [(43, 17, None, [3])]


@pytest.mark.parametrize(
    "text",
    [
        "La reunión empieza a las 7:30.",
        "We meet at 10:15 am on Sundays.",
        "At 10:15 am we start.",
        "De 10:15 a 11:00 hay estudio.",
        "Las reuniones son de 19:00 a 20:45.",
        "La 1:30 pm es buena hora.",
        "I am 5:30 minutes late.",
        "am 5:4",
        "Call 555 1234 or 3:16 alone.",
        "The Jobs 3:4 memo.",
        "Salmon 3:4 recipe",
        "Genesis 51:1",
        "John 22:1",
        "John 3:37",
        "Jude 30",
        "Psalm 151",
        "Revelation 23",
        "Juan 3:0 y Salmo 0",
        "amos 3 y numbers 3 and acts 2",
        "he 3:4",
        "de 3 a 5 personas",
        "Da 3 pasos",
        "hechos 2 veces",
        "Os 3 livros",
        "Is 53",
        "mal 3",
        "the first 2 chapters",
        "Gen 1234",
        "version 1.2.3 of Genesis",
    ],
)
def test_rejects_false_positives(text: str) -> None:
    assert parse_references(text) == []


def test_reversed_dash_is_not_a_range() -> None:
    refs = parse_references("John 3:16 - 2 Cor 5:1")
    assert [(r.book, r.chapter, list(r.verses)) for r in refs] == [(43, 3, [16]), (47, 5, [1])]
    assert refs[0].span == (0, 9)


def test_spans_point_at_the_source_text() -> None:
    text = "Lee Juan 3:16-18 y Sal 37:10, 11, 29; 40:8."
    refs = parse_references(text)
    assert [text[r.span[0] : r.span[1]] for r in refs if r.span] == [
        "Juan 3:16-18",
        "Sal 37:10, 11, 29",
        "40:8",
    ]


def test_list_stops_before_a_numbered_book() -> None:
    assert found("Rom 5:12, 2 Cor 5:17") == [(45, 5, None, [12]), (47, 5, None, [17])]
    assert found("Jer 1:6; 1 Juan 2:17") == [(24, 1, None, [6]), (62, 2, None, [17])]


def test_chapter_lists_continue_the_book() -> None:
    assert found("Salmos 23; 24") == [(19, 23, None, []), (19, 24, None, [])]
    assert found("Jer 1:6, 2:13") == [(24, 1, None, [6]), (24, 2, None, [13])]


def test_cross_chapter_range_over_several_chapters() -> None:
    assert found("Ruth 1:22-4:2") == [
        (8, 1, None, [22]),
        (8, 2, 3, []),
        (8, 4, None, [1, 2]),
    ]
    assert found("Ruth 1:22-3:1") == [(8, 1, None, [22]), (8, 2, None, []), (8, 3, None, [1])]


def test_single_chapter_book_with_explicit_chapter() -> None:
    assert found("Jude 1:3") == [(65, 1, None, [3])]
    assert found("Jude 3-5, 8") == [(65, 1, None, [3, 4, 5, 8])]
    assert found("Jude 2:3") == []


# -- formatting --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ref", "language", "text"),
    [
        (BibleRef(43, 3, verses=(16, 17, 18)), "en", "John 3:16-18"),
        (BibleRef(43, 3, verses=(16, 17, 18)), "es", "Juan 3:16-18"),
        (BibleRef(43, 3, verses=(16, 17, 18)), "pt", "João 3:16-18"),
        (BibleRef(46, 13, verses=(4, 5)), "en", "1 Corinthians 13:4, 5"),
        (BibleRef(19, 37, verses=(10, 11, 29)), "es", "Salmo 37:10, 11, 29"),
        (BibleRef(19, 23), "en", "Psalm 23"),
        (BibleRef(19, 1, 3), "en", "Psalms 1-3"),
        (BibleRef(24, 1, 3), "pt", "Jeremias 1-3"),
        (BibleRef(65, 1, verses=(3,)), "en", "Jude 3"),
        (BibleRef(65, 1), "es", "Judas"),
        (BibleRef(40, 5, verses=(3, 4, 5, 7, 9, 10)), "en", "Matthew 5:3-5, 7, 9, 10"),
    ],
)
def test_display(ref: BibleRef, language: str, text: str) -> None:
    assert ref.display(language) == text


def test_display_abbreviated() -> None:
    assert BibleRef(46, 13, verses=(4, 5)).display("en", abbreviated=True) == "1 Cor. 13:4, 5"
    assert BibleRef(1, 3, verses=(15,)).display("es", abbreviated=True) == "Gén. 3:15"
    assert str(BibleRef(43, 3, verses=(16,))) == "John 3:16"


def test_format_verses() -> None:
    assert format_verses([1]) == "1"
    assert format_verses([5, 4]) == "4, 5"
    assert format_verses([1, 2, 3, 7, 8, 10]) == "1-3, 7, 8, 10"


LANGS = ("es", "en", "pt")


def _sample_refs(book: int) -> list[BibleRef]:
    chapters = chapter_count(book)
    last = chapters
    top = verse_count(book, last)
    refs = [
        BibleRef(book, last, verses=(top,)),
        BibleRef(book, 1, verses=(1, 2)),
        BibleRef(book, last, verses=tuple(range(1, min(top, 4) + 1))),
    ]
    if book not in SINGLE_CHAPTER_BOOKS:
        refs.append(BibleRef(book, last))
    if chapters >= 2:
        refs.append(BibleRef(book, 1, chapters))
    return refs


@pytest.mark.parametrize("language", LANGS)
def test_round_trip_every_book(language: str) -> None:
    failures = []
    for book in range(1, 67):
        for ref in _sample_refs(book):
            for abbreviated in (False, True):
                text = ref.display(language, abbreviated=abbreviated)
                for hint in (language, None):
                    try:
                        back = parse_reference(text, hint)
                    except ValueError as exc:
                        failures.append(f"{text!r} ({hint}): {exc}")
                        continue
                    if back != ref:
                        failures.append(f"{text!r} ({hint}) -> {back}")
    assert failures == []


@pytest.mark.parametrize("language", LANGS)
def test_round_trip_inside_prose(language: str) -> None:
    for book in range(1, 67):
        ref = BibleRef(book, 1, verses=(1, 2, 3))
        text = f"(Lee {ref.display(language)}.) Gracias."
        assert found(text, language) == [(book, 1, None, [1, 2, 3])], text


def test_parse_reference_errors() -> None:
    with pytest.raises(ValueError, match="no Bible reference"):
        parse_reference("nothing here 3:16")
    with pytest.raises(ValueError, match="found 2"):
        parse_reference("Jer 1:6; 2:13")
    with pytest.raises(ValueError, match="unsupported language"):
        parse_references("John 3:16", "fr")


def test_model_validation() -> None:
    with pytest.raises(ValueError):
        BibleRef(67, 1)
    with pytest.raises(ValueError):
        BibleRef(43, 22)
    with pytest.raises(ValueError):
        BibleRef(43, 3, verses=(37,))
    with pytest.raises(ValueError):
        BibleRef(43, 3, verses=(17, 16))
    with pytest.raises(ValueError):
        BibleRef(24, 3, 1)
    with pytest.raises(ValueError):
        BibleRef(24, 1, 3, verses=(1,))
    assert BibleRef(43, 3, verses=(16,)) == BibleRef(43, 3, verses=(16,), span=(5, 9))
    assert hash(BibleRef(43, 3, verses=(16,))) == hash(BibleRef(43, 3, verses=(16,), span=(1, 2)))


# -- names and counts --------------------------------------------------------------


def test_book_names_and_numbers() -> None:
    assert book_name(46, "en") == "1 Corinthians"
    assert book_name(46, "es") == "1 Corintios"
    assert book_name(46, "pt") == "1 Coríntios"
    assert book_name(46, "en", abbreviated=True) == "1 Cor."
    assert book_name(22, "es") == "Cantar de los Cantares"
    assert book_number("1 Cor") == 46
    assert book_number("1Co") == 46
    assert book_number("I Corinthians") == 46
    assert book_number("Primera de Corintios") == 46
    assert book_number("1 Coríntios") == 46
    assert book_number("Gén.") == 1
    assert book_number("gen") == 1
    assert book_number("Jó") == 18
    assert book_number("Jo") == 43
    assert book_number("Jn", "pt") == 32
    assert book_number("Jn") == 43
    assert book_number("Apocalipse") == 66
    assert book_number("Nowhere") is None
    assert book_number("first John") is None
    assert book_number("4 John") is None
    with pytest.raises(ValueError):
        book_name(0, "en")
    with pytest.raises(ValueError):
        book_name(1, "fr")


def test_counts() -> None:
    assert chapter_count(1) == 50
    assert chapter_count(19) == 150
    assert chapter_count(65) == 1
    assert verse_count(19, 119) == 176
    assert verse_count(43, 3) == 36
    table = book_table()
    assert sum(len(v) for v in table.verse_counts) == 1189
    assert sum(sum(v) for v in table.verse_counts) == 31102
    with pytest.raises(ValueError):
        chapter_count(67)
    with pytest.raises(ValueError):
        verse_count(43, 22)


def _strip_accents(text: str) -> str:
    return "".join(
        ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch)
    )


@pytest.mark.parametrize("language", LANGS)
def test_book_files(language: str) -> None:
    path: Path = resources_dir() / "books" / f"{language}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["language"] == language
    assert [b["number"] for b in data["books"]] == list(range(1, 67))
    exact: dict[str, int] = {}
    folded: dict[str, set[int]] = {}
    for book in data["books"]:
        for alias in [book["name"], book["abbreviation"], *book["aliases"]]:
            exact[alias.casefold().rstrip(".")] = book["number"]
            folded.setdefault(fold(alias), set()).add(book["number"])
    for book in data["books"]:
        assert book["chapters"] == len(book["verses"])
        for alias in book["aliases"]:
            assert book_number(alias, language) == book["number"], alias
        assert book_number(book["name"], language) == book["number"]
        plain = _strip_accents(book["name"])
        # An exact spelling of another book wins ("Jo" is John in Portuguese, "Jó" Job).
        owner = exact.get(plain.casefold(), book["number"])
        assert book_number(plain, language) == owner, plain
    # Accent-free spellings never point at two books unless an exact alias decides.
    clashes = {k: v for k, v in folded.items() if len(v) > 1 and k not in exact}
    assert clashes == {}


# -- links -------------------------------------------------------------------------


def test_wol_urls() -> None:
    base = "https://wol.jw.org/"
    assert BibleRef(43, 3, verses=(16,)).wol_url(base, "en") == (
        "https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3#study=discover&v=43:3:16"
    )
    assert BibleRef(43, 3, verses=(16, 17, 18)).wol_url(base, "es") == (
        "https://wol.jw.org/es/wol/b/r4/lp-s/nwtsty/43/3#study=discover&v=43:3:16-43:3:18"
    )
    assert BibleRef(19, 23).wol_url(base, "pt", bible="nwt") == (
        "https://wol.jw.org/pt/wol/b/r5/lp-t/nwt/19/23"
    )
    assert BibleRef(24, 1, 3).wol_url("http://127.0.0.1:8080", "en") == (
        "http://127.0.0.1:8080/en/wol/b/r1/lp-e/nwtsty/24/1"
    )
    with pytest.raises(ValueError):
        BibleRef(43, 3).wol_url(base, "fr")


def test_jwlibrary_urls() -> None:
    assert BibleRef(43, 3, verses=(16,)).jwlibrary_url() == "jwlibrary:///finder?bible=43003016"
    assert BibleRef(43, 3, verses=(16, 17, 18)).jwlibrary_url() == (
        "jwlibrary:///finder?bible=43003016-43003018"
    )
    assert BibleRef(19, 23).jwlibrary_url("es") == (
        "jwlibrary:///finder?bible=19023001-19023006&wtlocale=S"
    )
    assert BibleRef(24, 1, 3).jwlibrary_url() == "jwlibrary:///finder?bible=24001001-24003025"


def test_verse_keys() -> None:
    assert BibleRef(43, 3, verses=(16, 17)).verse_keys() == ["43-3-16", "43-3-17"]
    assert BibleRef(64, 1).verse_keys() == [f"64-1-{v}" for v in range(1, 15)]
    assert len(BibleRef(8, 1, 4).verse_keys()) == 85


# -- properties --------------------------------------------------------------------

_TOKENS = st.sampled_from(
    [
        "Juan", "John", "João", "Sal", "Jn", "1", "2", "3", "I", "II", "Primera de", "Cor",
        "Jude", "Am", "am", "de", "Gen", "Jó", ":", ",", ";", "-", "\u2013", ".", " ", "(",
        ")", "7:30", "3:16", "999", "0", "a las", "Song of", "Solomon", "1st", "First", "ª",
        "\n", "\u00a0",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80), st.sampled_from([None, "es", "en", "pt"]))
def test_random_text_never_raises(text: str, language: str | None) -> None:
    for ref in parse_references(text, language):
        assert ref.span is not None
        assert 0 <= ref.span[0] < ref.span[1] <= len(text)


@settings(max_examples=400, deadline=None)
@given(st.lists(_TOKENS, max_size=14).map("".join), st.sampled_from([None, "es", "en", "pt"]))
def test_reference_like_text_never_raises(text: str, language: str | None) -> None:
    for ref in parse_references(text, language):
        assert ref.span is not None
        assert 0 <= ref.span[0] < ref.span[1] <= len(text)
        ref.display("en")


@st.composite
def _refs(draw: st.DrawFn) -> BibleRef:
    book = draw(st.integers(1, 66))
    chapter = draw(st.integers(1, chapter_count(book)))
    top = verse_count(book, chapter)
    verses = draw(st.lists(st.integers(1, top), max_size=6, unique=True))
    if not verses and book in SINGLE_CHAPTER_BOOKS:
        verses = [1]
    return BibleRef(book, chapter, verses=tuple(sorted(verses)))


@settings(max_examples=300, deadline=None)
@given(_refs(), st.sampled_from(LANGS), st.booleans())
def test_display_parses_back(ref: BibleRef, language: str, abbreviated: bool) -> None:
    assert parse_reference(ref.display(language, abbreviated=abbreviated), language) == ref


# -- command line ------------------------------------------------------------------


@pytest.fixture
def refs_cli(monkeypatch: pytest.MonkeyPatch) -> None:
    # Only this module's command: the others need parts of the app this test does not use.
    monkeypatch.setattr(cli, "COMMAND_MODULES", ("app.cli.refs",))


def test_cli_json(refs_cli: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["refs", "--json", "--language", "es", "Lee Juan 3:16-18; Jud 3"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [set(o) for o in out] == [
        {"book", "chapter", "chapter_end", "verses", "display", "wol_url"}
    ] * 2
    assert out[0] == {
        "book": 43,
        "chapter": 3,
        "chapter_end": None,
        "verses": [16, 17, 18],
        "display": "Juan 3:16-18",
        "wol_url": "https://wol.jw.org/es/wol/b/r4/lp-s/nwtsty/43/3#study=discover&v=43:3:16-43:3:18",
    }
    assert out[1]["book"] == 65 and out[1]["verses"] == [3]


def test_cli_json_honours_wol_url(
    refs_cli: None, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PREPARO_WOL_URL", "http://127.0.0.1:8765")
    assert cli.main(["refs", "--json", "--language", "en", "Jeremiah 1-3"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == [
        {
            "book": 24,
            "chapter": 1,
            "chapter_end": 3,
            "verses": [],
            "display": "Jeremiah 1-3",
            "wol_url": "http://127.0.0.1:8765/en/wol/b/r1/lp-e/nwtsty/24/1",
        }
    ]


def test_cli_no_refs(refs_cli: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["refs", "--json", "a las 7:30"]) == 0
    assert json.loads(capsys.readouterr().out) == []
    assert cli.main(["refs", "nothing", "here"]) == 0
    assert capsys.readouterr().out == ""


def test_cli_text(refs_cli: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["refs", "--language", "pt", "Leia", "Jo 3:16", "e", "Sal 83:18"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [
        "João 3:16\thttps://wol.jw.org/pt/wol/b/r5/lp-t/nwtsty/43/3#study=discover&v=43:3:16",
        "Salmo 83:18\thttps://wol.jw.org/pt/wol/b/r5/lp-t/nwtsty/19/83#study=discover&v=19:83:18",
    ]


def test_cli_registered() -> None:
    assert "app.cli.refs" in cli.COMMAND_MODULES
