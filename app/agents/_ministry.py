"""What to say in the ministry, drawn from what the research found (never a template):
the questions the articles ask, the scripture the best passage cites, the passage itself.

    found = await find_passages(ctx, lang, f"{topic} {audience_words(lang, audience)}")
    talk = talking_points(found, verses)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from app.agents._passages import Passage, Passages
from app.core.findings import Verse
from app.core.models import Finding
from app.core.text import content_stems, split_sentences
from app.core.text import fold as fold_text

# Words the articles use when they speak to or about an audience (es/en/pt), added to what
# the passages are ranked by, so the passage that suits the audience comes first.
AUDIENCES: dict[str, dict[str, str]] = {
    "young": {"en": "young people youth decisions", "es": "jóvenes decisiones",
              "pt": "jovens decisões"},
    "family": {"en": "family parents children husband wife", "es": "familia padres hijos",
               "pt": "família pais filhos"},
    "elderly": {"en": "old young alike comfort", "es": "mayores consuelo",
                "pt": "idosos consolo"},
    "grieving": {"en": "grieve comfort loved ones resurrection",
                 "es": "duelo consuelo seres queridos resurrección",
                 "pt": "luto consolo queridos ressurreição"},
    "not_religious": {"en": "compare Bible examine", "es": "comparar Biblia examinar",
                      "pt": "comparar Bíblia examinar"},
    "busy": {"en": "busy brief time", "es": "ocupado breves tiempo",
             "pt": "ocupado breves tempo"},
    "religious": {"en": "religion God Bible", "es": "religión Dios Biblia",
                  "pt": "religião Deus Bíblia"},
    "other_language": {"en": "language nation", "es": "idioma nación", "pt": "idioma nação"},
}
# What to search for to find the publications' advice for each audience (es/en/pt).
AUDIENCE_QUERY: dict[str, dict[str, str]] = {
    "busy": {"en": "busy person", "es": "persona ocupada", "pt": "pessoa ocupada"},
    "young": {"en": "young person", "es": "joven", "pt": "jovem"},
    "religious": {"en": "religious person", "es": "persona religiosa", "pt": "pessoa religiosa"},
    "not_religious": {"en": "not religious", "es": "no es religioso", "pt": "não é religioso"},
    "grieving": {"en": "grieving", "es": "duelo", "pt": "luto"},
    "other_language": {"en": "another language", "es": "otro idioma", "pt": "outro idioma"},
    "family": {"en": "family", "es": "familia", "pt": "família"},
    "elderly": {"en": "elderly", "es": "mayores", "pt": "idosos"},
}
_AUDIENCE_WORDS: dict[str, tuple[str, ...]] = {
    "young": ("young", "youth", "teen", "student", "joven", "jovenes", "adolescent",
              "jovem", "jovens", "estudiante", "estudante"),
    "family": ("family", "famil", "parent", "padre", "pais", "mother", "madre", "mae",
               "couple", "pareja", "casal", "casais", "children", "hijos", "filhos"),
    "elderly": ("elderly", "older", "old", "retired", "anciano", "mayores", "idoso",
                "aposentad", "jubilad"),
    "grieving": ("grie", "mourn", "bereave", "widow", "duelo", "luto", "viud", "viuv",
                 "enlutad", "lost"),
    "not_religious": ("atheist", "agnostic", "not religious", "nonreligious", "ateo",
                      "ateu", "agnostico", "no religios", "nao religios", "secular"),
    "busy": ("busy", "ocupad", "hurry", "prisa", "pressa"),
    # after not_religious: "not religious" is read first
    "religious": ("religious", "religios", "church", "iglesia", "igreja", "catholic",
                  "catolic", "evangelic", "believer", "creyente", "crente"),
    "other_language": ("another language", "other language", "foreign", "otro idioma",
                       "outro idioma", "otra lengua", "outra lingua", "extranjer",
                       "estrangeir", "immigrant", "inmigrante", "imigrante"),
}


def audience_kind(audience: str) -> str | None:
    folded = fold_text(audience)
    for kind, stems in _AUDIENCE_WORDS.items():
        if any(stem in folded for stem in stems):
            return kind
    return None


def audience_words(lang: str, audience: str) -> str:
    kind = audience_kind(audience)
    return AUDIENCES[kind][lang] if kind else ""


_QUOTED_QUESTION = re.compile(r"[“\"«]([^”\"»]{8,200}\?)[”\"»]")


def questions_in(texts: list[str], articles: list[str]) -> list[str]:
    """Questions the sources ask: those quoted in the texts (what to ask at the door),
    then the article titles that are questions."""
    out: list[str] = []
    for text in texts:
        for m in _QUOTED_QUESTION.finditer(text):
            # The question itself, not the sentences said before it inside the quote.
            out.append(re.split(r"(?<=[.!])\s+", m.group(1).strip())[-1])
    out.extend(t for t in articles if t.rstrip().endswith("?"))
    return list(dict.fromkeys(out))


@dataclass
class TalkingPoints:
    opening_question: str = ""
    follow_up: str = ""
    scripture: str = ""
    scripture_text: str = ""
    scripture_url: str = ""
    publication: str = ""
    publication_url: str = ""
    passage: str = ""
    sources: list[str] = field(default_factory=list)  # URLs each point came from

    def as_data(self) -> dict[str, str]:
        return {"opening_question": self.opening_question, "follow_up": self.follow_up,
                "scripture": self.scripture, "scripture_text": self.scripture_text,
                "scripture_url": self.scripture_url, "publication": self.publication,
                "publication_url": self.publication_url, "thought": self.passage,
                "passage": self.passage}


def by_topic(found: Passages, topic: str, lang: str) -> None:
    """Put first the passages that are about `topic` (a visit's "prayer"), not the ones
    that only mention it on their way (a grief article saying "pour out your heart in
    prayer"): an article whose title names the topic, then the share of its paragraphs
    that speak of it, with the passage that opens on the topic; the ranking's order
    breaks ties. Passages on none of the topic's words keep their place after them; a
    library paragraph its meaning search found speaks of the topic in other words."""
    wanted = set(content_stems(topic, lang))
    if not wanted or len(found.passages) < 2:
        return

    def names(text: str) -> bool:
        return bool(wanted & set(content_stems(text, lang)))

    def focus(passage: Passage) -> float:
        paragraphs = found.texts.get(passage.title) or [passage.text]
        share = sum(1 for t in paragraphs if names(t)) / len(paragraphs)
        sentences = split_sentences(passage.text)
        opens = names(sentences[0]) if sentences else False
        speaks = names(passage.text) or passage.in_other_words > 0
        return 2.0 * names(passage.title) + share + speaks + 0.5 * opens

    order = {id(p): i for i, p in enumerate(found.passages)}
    found.passages.sort(key=lambda p: (-focus(p), order[id(p)]))


def talking_points(found: Passages, verses: list[Finding]) -> TalkingPoints | None:
    """The opening question, scripture and publication passage for a conversation, all
    taken from the research; None when it found no passage."""
    if not found.passages:
        return None
    best = found.passages[0]
    # The articles of the best passages first: their questions fit the subject best.
    ranked = [p.title for p in found.passages] + [a["title"] for a in found.articles]
    titles = [t for t in dict.fromkeys(ranked) if any(t == a["title"] for a in found.articles)]
    # The passages first, then the rest of the best passage's article.
    texts = [p.text for p in found.passages]
    texts.extend(found.texts.get(best.title, []))
    questions = questions_in(texts, titles)
    verse = _verse_cited_by(best, verses) or next(
        (v for v in verses if isinstance(v.data, Verse)), None)
    points = TalkingPoints(
        opening_question=questions[0] if questions else "",
        follow_up=questions[1] if len(questions) > 1 else "",
        publication=best.title, publication_url=best.url, passage=best.text,
    )
    if verse is not None and isinstance(verse.data, Verse):
        points.scripture = verse.data.ref
        points.scripture_text = verse.data.text
        points.scripture_url = verse.citation.url if verse.citation else ""
    points.sources = [u for u in (best.url, points.scripture_url) if u]
    return points


def _verse_cited_by(passage: Passage, verses: list[Finding]) -> Finding | None:
    from app.sources.references import parse_references

    lang_refs = [r for lang in ("en", "es", "pt") for r in parse_references(passage.text, lang)]
    keys = {(r.book, r.chapter, v) for r in lang_refs for v in r.verses}
    for v in verses:
        if isinstance(v.data, Verse) and (v.data.book, v.data.chapter,
                                          v.data.verse) in keys:
            return v
    return None
