"""The mirror's Watchtower study articles as data, read from the line format the
`wt_articles_{lang}.py` modules are written in.

Line format (one article per string; a trailing backslash joins lines):
    title: / topic: / focus:       the title, a short topic word, the focus line
    songs: 114 144                 opening and closing song numbers
    theme: 21:7:8                  the theme scripture (book:chapter:verse)
    ## HEADING                     a subheading
    ? 1-2 | text                   a question covering paragraphs 1 and 2 ("1, 2" also)
    ¶ text                         the next paragraph
    [box] Title || text || text    a box with its own paragraphs
    [figure] caption               a picture with its caption
    [fn] text                      the next footnote's text
    [review] text                  a review question
Inside paragraph text: {c 19:37:7} cites a scripture, {read 59:5:7, 8} cites one to be
read aloud ("(Read James 5:7, 8.)"; several joined by ";"), {fn} marks a footnote.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

import app.mirror.content.wt_articles_en as wt_articles_en
import app.mirror.content.wt_articles_es as wt_articles_es
import app.mirror.content.wt_articles_pt as wt_articles_pt

_SOURCES = {"en": wt_articles_en.ARTICLES, "es": wt_articles_es.ARTICLES,
            "pt": wt_articles_pt.ARTICLES}
_SPEC = re.compile(r"^(\d{1,2}):(\d{1,3}):(\d{1,3}(?:\s*[-,]\s*\d{1,3})*)$")
TOKEN = re.compile(r"\{(c|read) ([^{}]+)\}|\{fn\}")


@dataclass(frozen=True)
class Cite:
    book: int
    chapter: int
    verses: str  # "7", "7, 8", "36, 37"

    def verse_numbers(self) -> list[int]:
        out: list[int] = []
        for piece in self.verses.split(","):
            lo, _, hi = piece.strip().partition("-")
            out.extend(range(int(lo), int(hi or lo) + 1))
        return out


def parse_cite(spec: str) -> Cite:
    m = _SPEC.match(spec.strip())
    if m is None:
        raise ValueError(f"bad scripture spec {spec!r}")
    return Cite(int(m.group(1)), int(m.group(2)), m.group(3))


@dataclass(frozen=True)
class Subheading:
    text: str


@dataclass(frozen=True)
class Question:
    label: str  # as printed, without the final dot: "1-2", "5, 6", "8"
    numbers: tuple[int, ...]  # paragraphs it covers
    text: str


@dataclass(frozen=True)
class Paragraph:
    number: int
    text: str  # with {c …}/{read …}/{fn} tokens


@dataclass(frozen=True)
class Box:
    title: str
    paragraphs: tuple[str, ...]


@dataclass(frozen=True)
class Figure:
    caption: str


Block = Subheading | Question | Paragraph | Box | Figure


@dataclass
class StudyArticle:
    title: str = ""
    topic: str = ""
    focus: str = ""
    songs: tuple[int, int] = (1, 1)
    theme: Cite = field(default_factory=lambda: Cite(1, 1, "1"))
    blocks: list[Block] = field(default_factory=list)
    footnotes: list[str] = field(default_factory=list)
    review: list[str] = field(default_factory=list)

    def citations(self) -> list[Cite]:
        """Every scripture the article cites (the theme first)."""
        out = [self.theme]
        for block in self.blocks:
            if isinstance(block, Paragraph):
                for m in TOKEN.finditer(block.text):
                    if m.group(1):
                        out.extend(parse_cite(s) for s in m.group(2).split(";"))
        return out


def _numbers(label: str) -> tuple[int, ...]:
    if "-" in label:
        lo, _, hi = label.partition("-")
        return tuple(range(int(lo), int(hi) + 1))
    return tuple(int(x) for x in label.split(","))


def parse_article(source: str) -> StudyArticle:
    art = StudyArticle()
    number = 0
    for raw in source.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        key, _, value = line.partition(": ")
        if key in ("title", "topic", "focus"):
            setattr(art, key, value)
        elif key == "songs":
            first, second = (int(x) for x in value.split())
            art.songs = (first, second)
        elif key == "theme":
            art.theme = parse_cite(value)
        elif line.startswith("## "):
            art.blocks.append(Subheading(line[3:]))
        elif line.startswith("? "):
            label, _, text = line[2:].partition(" | ")
            art.blocks.append(Question(label.strip(), _numbers(label), text.strip()))
        elif line.startswith("¶ "):
            number += 1
            art.blocks.append(Paragraph(number, line[2:]))
        elif line.startswith("[box] "):
            title, *texts = (part.strip() for part in line[6:].split("||"))
            art.blocks.append(Box(title, tuple(texts)))
        elif line.startswith("[figure] "):
            art.blocks.append(Figure(line[9:]))
        elif line.startswith("[fn] "):
            art.footnotes.append(line[5:])
        elif line.startswith("[review] "):
            art.review.append(line[9:])
        else:
            raise ValueError(f"unreadable article line {line[:40]!r}")
    return art


@cache
def study_articles(lang: str) -> tuple[StudyArticle, ...]:
    return tuple(parse_article(source) for source in _SOURCES[lang])
