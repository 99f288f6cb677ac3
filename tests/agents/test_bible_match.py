"""The Bible matcher of the apocrypha check, on the mirror's whole Bible per language.

These phrases are the dev set the thresholds of app/agents/_bible_match.py were chosen
on: real verses quoted exactly and paraphrased, made-up sayings and famous sayings that
are not in the Bible."""

from __future__ import annotations

from functools import cache

import pytest

from app.agents._bible_match import BibleIndex, Verdict
from app.mirror.content.bible_epub import bible_epub
from app.sources.bible_epub import epub_bible_verses


@cache
def index(lang: str) -> BibleIndex:
    data = bible_epub(lang)
    assert data is not None
    return BibleIndex(epub_bible_verses(data, lang), lang)


def refs(lang: str, saying: str) -> tuple[Verdict, list[tuple[int, int, int]]]:
    match = index(lang).match(saying)
    return match.verdict, [(v.book, v.chapter, v.verse) for v in match.verses]


@pytest.mark.parametrize(("lang", "saying", "where"), [
    ("en", "For God so loved the world, that he gave his only born Son", (43, 3, 16)),
    ("en", "Jesus wept.", (43, 11, 35)),
    ("en", "“Pride goes before destruction”", (20, 16, 18)),
    ("en", "blessed are the peacemakers", (40, 5, 9)),
    ("es", "Porque de tal manera amó Dios al mundo", (43, 3, 16)),
    ("es", "Y lloró Jesús", (43, 11, 35)),
    ("es", "Jehová es mi pastor; nada me faltará", (19, 23, 1)),
    ("es", "ojo por ojo y diente por diente", (40, 5, 38)),
    ("pt", "Jeová, Jeová, Deus misericordioso e compassivo", (2, 34, 6)),
])
def test_real_phrases_are_found_exactly(lang: str, saying: str,
                                        where: tuple[int, int, int]) -> None:
    verdict, found = refs(lang, saying)
    assert verdict is Verdict.EXACT and found == [where]


@pytest.mark.parametrize(("lang", "saying", "where"), [
    ("en", "God loved the world so much that he gave his only Son", (43, 3, 16)),
    ("en", "pride comes before a fall", (20, 16, 18)),
    ("en", "The love of money is the root of all evil", (54, 6, 10)),
    ("en", "Yahweh is my shepherd, I will not lack anything", (19, 23, 1)),
    ("es", "Dios amó tanto al mundo que dio a su Hijo unigénito", (43, 3, 16)),
    ("es", "el amor al dinero es la raíz de todos los males", (54, 6, 10)),
    ("es", "en el principio creó Dios los cielos y la tierra", (1, 1, 1)),
    ("pt", "Deus é misericordioso e compassivo, lento para se irar", (2, 34, 6)),
])
def test_paraphrased_phrases_are_found_closely(lang: str, saying: str,
                                               where: tuple[int, int, int]) -> None:
    verdict, found = refs(lang, saying)
    assert verdict is Verdict.CLOSE and found == [where]


@pytest.mark.parametrize(("lang", "saying", "where"), [
    # an older translation's wording (King James) against the mirror's modern text
    ("en", "Thou shalt not steal", (2, 20, 15)),
    ("en", "Love thy neighbour as thyself", (3, 19, 18)),
    ("en", "Honour thy father and thy mother", (2, 20, 12)),
    ("en", "Thou art my son", (19, 2, 7)),
    ("en", "Blessed is the man that walketh not in the counsel of the ungodly", (19, 1, 1)),
    # a whole verse, however short
    ("es", "No hurtarás", (2, 20, 15)),
    # a whole short verse in another order (John 11:35 "Y lloró Jesús")
    ("es", "Jesús lloró", (43, 11, 35)),
])
def test_older_wording_is_found(lang: str, saying: str, where: tuple[int, int, int]) -> None:
    verdict, found = refs(lang, saying)
    assert verdict in (Verdict.EXACT, Verdict.CLOSE) and found[0] == where


def test_a_word_is_read_in_the_bibles_own_spelling_only_when_it_lacks_it() -> None:
    bible = index("en")
    assert bible.spelled("thou") == "you" and bible.spelled("seeketh") == "seeks"
    assert bible.spelled("neighbour") == "neighbor"
    assert bible.spelled("elizabeth") == "elizabeth"  # a word the text has stays
    assert bible.spelled("qwertyeth") == "qwertyeth"  # no known form: as written


@pytest.mark.parametrize(("lang", "saying"), [
    ("en", "God helps those who help themselves"),
    ("en", "Heaven helps those who help themselves"),
    ("en", "Cleanliness is next to godliness"),
    ("en", "Money can't buy happiness but it helps"),
    ("en", "The shepherd remembered the lamp in the house before the evening meal"),
    ("es", "Dios ayuda a quien se ayuda"),
    ("pt", "Deus ajuda quem se ajuda"),
    ("es", "El pastor recordó la lámpara de la casa antes de la cena"),
    ("pt", "Deus ajuda quem cedo madruga"),
    ("pt", "Deus escreve certo por linhas tortas"),
])
def test_made_up_and_famous_sayings_are_not_found(lang: str, saying: str) -> None:
    match = index(lang).match(saying)
    assert match.verdict is Verdict.NONE
    assert match.searched == len(index(lang).verses) > 30_000


@pytest.mark.parametrize(("lang", "saying"), [
    # a close proverb (Prov 13:24 "One who spares the rod hates his son") is not "absent"
    ("en", "Spare the rod and spoil the child"),
    # a loose paraphrase of John 3:16: too far to cite, too close to call absent
    ("en", "God so much loved mankind that he sent his Son"),
    # mostly function words: its words cannot tell (the Golden Rule, Matt 7:12)
    ("en", "do to others what you want them to do to you"),
    ("en", "This too shall pass"),
    ("es", "la verdad os hará libres"),
])
def test_near_misses_are_unclear_never_absent(lang: str, saying: str) -> None:
    assert index(lang).match(saying).verdict is Verdict.UNCLEAR


def test_a_saying_across_two_verses_is_found_in_both() -> None:
    verses = index("en").verses
    at = next(i for i, v in enumerate(verses) if (v.book, v.chapter, v.verse) == (43, 3, 16))
    tail = " ".join(verses[at].text.split()[-6:])
    head = " ".join(verses[at + 1].text.split()[:6])
    verdict, found = refs("en", f"{tail} {head}")
    assert verdict is Verdict.EXACT and found == [(43, 3, 16), (43, 3, 17)]


def test_one_word_gets_no_verdict() -> None:
    assert index("en").match("love").verdict is Verdict.UNCLEAR


def test_the_nearest_verses_by_words() -> None:
    """Among the many verses holding "God" and "love", the nearest are those where the
    words are most of the verse and run as in the saying (1 John 4:8 "God is love")."""
    bible = index("en")
    near = [bible.verses[n] for n in bible.nearest("God is love", 5)]
    assert (62, 4, 8) in [(v.book, v.chapter, v.verse) for v in near]
    assert bible.nearest("the of and", 5) == []
    john = next(v for v in bible.verses if (v.book, v.chapter, v.verse) == (43, 11, 35))
    assert bible.verses[bible.position(john)] is john
