"""Bible book names and abbreviations for the synthetic mirror (en, es, pt)."""

from __future__ import annotations

from app.sources import references

# (full name, abbreviation) per book, Genesis (1) to Revelation (66).
_EN = """Genesis:Gen.|Exodus:Ex.|Leviticus:Lev.|Numbers:Num.|Deuteronomy:Deut.|Joshua:Josh.|
Judges:Judg.|Ruth:Ruth|1 Samuel:1 Sam.|2 Samuel:2 Sam.|1 Kings:1 Ki.|2 Kings:2 Ki.|
1 Chronicles:1 Chron.|2 Chronicles:2 Chron.|Ezra:Ezra|Nehemiah:Neh.|Esther:Esther|Job:Job|
Psalms:Ps.|Proverbs:Prov.|Ecclesiastes:Eccl.|Song of Solomon:Song of Sol.|Isaiah:Isa.|
Jeremiah:Jer.|Lamentations:Lam.|Ezekiel:Ezek.|Daniel:Dan.|Hosea:Hos.|Joel:Joel|Amos:Amos|
Obadiah:Obad.|Jonah:Jonah|Micah:Mic.|Nahum:Nah.|Habakkuk:Hab.|Zephaniah:Zeph.|Haggai:Hag.|
Zechariah:Zech.|Malachi:Mal.|Matthew:Matt.|Mark:Mark|Luke:Luke|John:John|Acts:Acts|
Romans:Rom.|1 Corinthians:1 Cor.|2 Corinthians:2 Cor.|Galatians:Gal.|Ephesians:Eph.|
Philippians:Phil.|Colossians:Col.|1 Thessalonians:1 Thess.|2 Thessalonians:2 Thess.|
1 Timothy:1 Tim.|2 Timothy:2 Tim.|Titus:Titus|Philemon:Philem.|Hebrews:Heb.|James:Jas.|
1 Peter:1 Pet.|2 Peter:2 Pet.|1 John:1 John|2 John:2 John|3 John:3 John|Jude:Jude|
Revelation:Rev."""

_ES = """Génesis:Gén.|Éxodo:Éx.|Levítico:Lev.|Números:Núm.|Deuteronomio:Deut.|Josué:Jos.|
Jueces:Juec.|Rut:Rut|1 Samuel:1 Sam.|2 Samuel:2 Sam.|1 Reyes:1 Rey.|2 Reyes:2 Rey.|
1 Crónicas:1 Crón.|2 Crónicas:2 Crón.|Esdras:Esd.|Nehemías:Neh.|Ester:Est.|Job:Job|
Salmos:Sal.|Proverbios:Prov.|Eclesiastés:Ecl.|El Cantar de los Cantares:Cant.|Isaías:Is.|
Jeremías:Jer.|Lamentaciones:Lam.|Ezequiel:Ezeq.|Daniel:Dan.|Oseas:Os.|Joel:Joel|Amós:Amós|
Abdías:Abd.|Jonás:Jon.|Miqueas:Miq.|Nahúm:Nah.|Habacuc:Hab.|Sofonías:Sof.|Ageo:Ageo|
Zacarías:Zac.|Malaquías:Mal.|Mateo:Mat.|Marcos:Mar.|Lucas:Luc.|Juan:Juan|Hechos:Hech.|
Romanos:Rom.|1 Corintios:1 Cor.|2 Corintios:2 Cor.|Gálatas:Gál.|Efesios:Efes.|
Filipenses:Filip.|Colosenses:Col.|1 Tesalonicenses:1 Tes.|2 Tesalonicenses:2 Tes.|
1 Timoteo:1 Tim.|2 Timoteo:2 Tim.|Tito:Tito|Filemón:Filem.|Hebreos:Heb.|Santiago:Sant.|
1 Pedro:1 Ped.|2 Pedro:2 Ped.|1 Juan:1 Juan|2 Juan:2 Juan|3 Juan:3 Juan|Judas:Jud.|
Apocalipsis:Apoc."""

_PT = """Gênesis:Gên.|Êxodo:Êx.|Levítico:Le.|Números:Núm.|Deuteronômio:Deut.|Josué:Jos.|
Juízes:Juí.|Rute:Ru.|1 Samuel:1 Sam.|2 Samuel:2 Sam.|1 Reis:1 Reis|2 Reis:2 Reis|
1 Crônicas:1 Crô.|2 Crônicas:2 Crô.|Esdras:Esd.|Neemias:Nee.|Ester:Est.|Jó:Jó|
Salmos:Sal.|Provérbios:Pro.|Eclesiastes:Ecl.|Cântico de Salomão:Cân.|Isaías:Is.|
Jeremias:Je.|Lamentações:Lam.|Ezequiel:Ez.|Daniel:Da.|Oseias:Os.|Joel:Jo.|Amós:Am.|
Obadias:Ob.|Jonas:Jon.|Miqueias:Miq.|Naum:Na.|Habacuque:Hab.|Sofonias:Sof.|Ageu:Ag.|
Zacarias:Za.|Malaquias:Mal.|Mateus:Mat.|Marcos:Mar.|Lucas:Luc.|João:João|Atos:Atos|
Romanos:Rom.|1 Coríntios:1 Cor.|2 Coríntios:2 Cor.|Gálatas:Gál.|Efésios:Ef.|
Filipenses:Fil.|Colossenses:Col.|1 Tessalonicenses:1 Tes.|2 Tessalonicenses:2 Tes.|
1 Timóteo:1 Tim.|2 Timóteo:2 Tim.|Tito:Tit.|Filemom:Filêm.|Hebreus:Heb.|Tiago:Tia.|
1 Pedro:1 Ped.|2 Pedro:2 Ped.|1 João:1 João|2 João:2 João|3 João:3 João|Judas:Ju.|
Apocalipse:Apo."""


def _table(raw: str) -> tuple[tuple[str, str], ...]:
    pairs = [p.strip() for p in raw.replace("\n", "").split("|")]
    return tuple((name, abbr) for name, abbr in (p.split(":") for p in pairs))


BOOK_NAMES: dict[str, tuple[tuple[str, str], ...]] = {
    "en": _table(_EN),
    "es": _table(_ES),
    "pt": _table(_PT),
}

CHAPTER_COUNTS: tuple[int, ...] = (
    50, 40, 27, 36, 34, 24, 21, 4, 31, 24, 22, 25, 29, 36, 10, 13, 10, 42, 150, 31, 12, 8,
    66, 52, 5, 48, 12, 14, 3, 9, 1, 4, 7, 3, 3, 3, 2, 14, 4, 28, 16, 24, 21, 28, 16, 16, 13,
    6, 6, 4, 4, 5, 3, 6, 4, 3, 1, 13, 5, 5, 3, 5, 1, 1, 1, 22,
)

def book_name(lang: str, book: int) -> str:
    name = BOOK_NAMES[lang][book - 1][0]
    if book == 19:  # one psalm: "Psalm 37", "Salmo 37"
        return {"en": "Psalm", "es": "Salmo", "pt": "Salmo"}[lang]
    return name


def book_abbr(lang: str, book: int) -> str:
    return BOOK_NAMES[lang][book - 1][1]


def valid_chapter(book: int, chapter: int) -> bool:
    return 1 <= book <= 66 and 1 <= chapter <= CHAPTER_COUNTS[book - 1]


def verse_count(book: int, chapter: int) -> int:
    """The real number of verses, so the mirror agrees with the reference parser."""
    return references.verse_count(book, chapter)


def chapter_title(lang: str, book: int, chapter: int) -> str:
    if CHAPTER_COUNTS[book - 1] == 1:
        return BOOK_NAMES[lang][book - 1][0]
    return f"{book_name(lang, book)} {chapter}"


def cite(lang: str, book: int, chapter: int, verses: str, *, full: bool = False) -> str:
    """A citation as pages print it: "Ps. 37:10, 11" or, with full, "Psalm 37:10, 11"."""
    name = book_name(lang, book) if full else book_abbr(lang, book)
    if CHAPTER_COUNTS[book - 1] == 1:
        return f"{name} {verses}"
    return f"{name} {chapter}:{verses}"
