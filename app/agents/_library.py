"""The person's library as a search source for the agents: its paragraphs on a query,
as search hits that link to the exact paragraph on wol.jw.org.

The session puts a `LibrarySearch` in `services["library"]` when the library holds
publications. The agents search it the hybrid way: by words (a paragraph is offered
only when it carries most of the query's words, app.library.search.carries_query: one
shared word is no evidence) and by meaning with the e5 vectors stored beside the
paragraphs (within the topic search's floor and margin, app.agents._meaning.FLOOR and
MARGIN), the two fused by score. When nothing in the person's language answers, the
meaning search reads the library's other languages: a question in Portuguese finds the
English paragraph that says it. Without the embedder (its model not installed) or
without vectors, words alone.

A paragraph found by meaning alone must earn its place. In a search of the person's
language it may do so as in `preparo library search` (app.library.search.is_close:
near the query well above the library's baseline, or the nearest by a clear lead).
e5-small alone, though, scores a real answer no nearer than an unrelated paragraph
("worry" and a paragraph on anxiety: 0.84; "ansiedad" and one on patience: 0.85), and
across languages its cosine says nothing (measured on the dev queries: an unrelated
Spanish query stands as far above the English paragraphs' mean as a related one). So
any other paragraph is read by the NLI model: against "this text is about <the
person's words>" in their language (ABOUT_FLOOR), and against "this text is about
<subject>" for each of the query's nearest subjects (app.agents._meaning.expand, the
topic search's own; its name in the paragraph's language, which the model reads best:
SUBJECT_FLOOR). A heading or a study question is never offered, whatever found it
(a question or a title answers nothing), and one found by meaning alone is not read.
The floors were chosen on dev queries (`python -m bench.library_agents --choose`) and
are reported on held-out ones. Without the model (word overlap) nothing doubtful is
offered: no unrelated paragraph is shown as a result, and a journey whose
library has nothing on the query says so (or, online, goes to the site).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from app.agents import _meaning
from app.agents._subjects import SUBJECT_NAMES
from app.agents.base import AgentContext
from app.core.i18n import tr
from app.core.models import Language
from app.library.messages import nothing_close_message
from app.library.models import LibraryHit
from app.library.search import LibrarySearch, is_close
from app.nli.engine import WORD_OVERLAP, embed_queries, entail_pairs, shared_entailer

log = logging.getLogger(__name__)

GROUP = "library"
# The searches the library answers: the publications' paragraphs. An index lookup is
# answered from them only when the site's index cannot be reached (the library holds
# the publications the index cites, not the index itself).
_KINDS = ("all", "publications")
INDEX_KINDS = ("indexes",)
# What a paragraph found by meaning alone must entail to be offered (`doubtful`): that
# it is about the person's words (in their language), at least ABOUT_FLOOR; or that it
# is about one of the query's nearest subjects (its first name, in the paragraph's own
# language), at least SUBJECT_FLOOR. Both chosen on dev queries only (`python -m
# bench.library_agents --choose`: bench/data/library_relevance_dev.json and
# library_queries_dev.json on w 202609 and on the year's library).
ABOUT = {"es": "Este texto trata de {topic}.", "en": "This text is about {topic}.",
         "pt": "Este texto fala de {topic}."}
ABOUT_FLOOR = 0.85
SUBJECT_FLOOR = 0.90
ABOUT_READ = 5  # at most this many doubtful paragraphs are read per search
# The kinds of paragraph the agents offer: a heading or a study question answers nothing.
PASSAGES = ("paragraph",)


class Pair(NamedTuple):
    """One reading the NLI model makes of a doubtful paragraph: `subject` when the
    hypothesis names one of the query's subjects rather than the person's words."""

    text: str
    hypothesis: str
    subject: bool


@dataclass(frozen=True)
class Reading:
    """A doubtful paragraph's best entailments: of the person's words as what it is
    about, and of one of the query's subjects (0 without subjects)."""

    topic: float = 0.0
    subject: float = 0.0


def library_of(ctx: AgentContext) -> LibrarySearch | None:
    found = ctx.services.get("library")
    return found if isinstance(found, LibrarySearch) else None


def answers(kind: str, *, index: bool = False) -> bool:
    """Does the library answer a search of this kind (`index`: an index lookup the site
    could not answer)?"""
    return kind in (_KINDS + INDEX_KINDS if index else _KINDS)


def nothing_in_library(library: LibrarySearch, lang: Language, topic: str) -> str:
    """What a journey says when its library offered nothing on `topic` and the site
    cannot be reached: nothing in the library is close, what was searched, and that
    searching wol.jw.org needs a connection (in the person's language). Reads the
    database: call it off the event loop."""
    searched = library.searched(lang, None, "hybrid", meaning=library.has_vectors())
    return (f"{nothing_close_message(topic, searched, lang)} "
            f"{tr('library.site_needs_connection', lang)}")


async def _query_vector(ctx: AgentContext, library: LibrarySearch, lang: Language,
                        query: str, topic: str) -> tuple[np.ndarray | None, list[str]]:
    """The query's e5 vector and the nearest subjects of the `topic` it was cut from (in
    the NLI worker thread), or (None, []) when the library holds no vectors or the
    embedder is missing or fails (words alone then, logged)."""
    if not await asyncio.to_thread(library.has_vectors):
        return None, []
    try:
        embedder = _meaning.embedder_of(ctx)
        vector = np.asarray((await embed_queries(embedder, [query]))[0])
        subjects = (await _meaning.expand(embedder, lang, topic, named=True)).subjects
        return vector, subjects
    except Exception as exc:  # no embedder or a broken one: the words search stands
        log.warning("library without meaning search: %s", exc)
        return None, []


def sure(hit: LibraryHit, lang: Language, *, nearness: bool) -> bool:
    """Has the hit earned its place without the NLI model: by the query's words or
    references, or (`nearness`: a search of the person's language, whose mean cosine to
    the query is the baseline) a paragraph clearly near it in that language
    (`is_close`)?"""
    if "words" in hit.found_by or "references" in hit.found_by:
        return True
    return nearness and hit.kind == "paragraph" and hit.language == lang and is_close(hit)


def subject_names(subjects: Sequence[str], language: str) -> list[str]:
    """The first name of each of the query's subjects in `language` ("anxiety")."""
    return [names[0] for key in subjects
            if (names := SUBJECT_NAMES.get(key, {}).get(language, ()))]


def about(language: str, topic: str) -> str:
    """"This text is about <topic>" in `language` (English for another)."""
    return ABOUT.get(language, ABOUT["en"]).format(topic=topic.strip().rstrip(".?!"))


def doubtful(hits: Sequence[LibraryHit], lang: Language, topic: str,
             subjects: Sequence[str], *, nearness: bool) -> list[Pair]:
    """What the NLI model must read of the first ABOUT_READ paragraphs not `sure` (a
    heading or a study question found by meaning alone says too little to be read, and
    is not offered): each against
    the person's words as what it is about (in their language), and against each of the
    query's subjects (in the paragraph's own language, which the model reads best)."""
    pairs: list[Pair] = []
    for hit in [h for h in hits if h.kind == "paragraph"
                and not sure(h, lang, nearness=nearness)][:ABOUT_READ]:
        pairs.append(Pair(hit.text, about(lang, topic), False))
        pairs.extend(Pair(hit.text, about(hit.language, name), True)
                     for name in subject_names(subjects, hit.language))
    return pairs


def readings(pairs: Sequence[Pair], entailment: Sequence[float]) -> dict[str, Reading]:
    """Each doubtful paragraph's best entailments (`Reading`), by its text."""
    best: dict[str, Reading] = {}
    for pair, value in zip(pairs, entailment, strict=True):
        now = best.get(pair.text, Reading())
        best[pair.text] = Reading(now.topic, max(now.subject, value)) if pair.subject \
            else Reading(max(now.topic, value), now.subject)
    return best


def convinced(reading: Reading | None, about_floor: float = ABOUT_FLOOR,
              subject_floor: float = SUBJECT_FLOOR) -> bool:
    """Does the NLI reading make a doubtful paragraph about the query?"""
    return reading is not None and (reading.topic >= about_floor
                                    or reading.subject >= subject_floor)


def earned(hits: Sequence[LibraryHit], lang: Language, read: dict[str, Reading], *,
           nearness: bool) -> list[LibraryHit]:
    """The paragraphs that earned their place: `sure`, or `convinced` by their reading.
    A heading or a study question is never offered, whatever found it: the agents show
    what they find as passages ("answers", points, readings), and a question or a
    title answers nothing."""
    return [h for h in hits if h.kind in PASSAGES
            and (sure(h, lang, nearness=nearness) or convinced(read.get(h.text)))]


def candidates(library: LibrarySearch, lang: Language, query: str, vector: np.ndarray,
               limit: int, *, across: bool) -> list[LibraryHit]:
    """Words and meaning fused in the person's language (`across`: meaning alone, in
    every language), within the topic search's floor and margin. Reads the database:
    call it off the event loop."""
    if across:
        return library.search(query, None, limit=limit, mode="meaning", meaning_language=None,
                              vector=vector, min_cosine=_meaning.FLOOR, margin=_meaning.MARGIN,
                              kinds=PASSAGES)
    return library.search(query, lang, limit=limit, mode="hybrid", meaning_language=lang,
                          vector=vector, min_cosine=_meaning.FLOOR, margin=_meaning.MARGIN,
                          kinds=PASSAGES)


def hybrid_hits(library: LibrarySearch, lang: Language, query: str,
                vector: np.ndarray | None, limit: int, subjects: Sequence[str] = (),
                read: Callable[[list[tuple[str, str]]], list[float] | None] | None = None,
                topic: str | None = None) -> list[LibraryHit]:
    """The hits that earned their place (`earned`): in the person's language first, then
    by meaning across the library's languages when that earns nothing; words alone
    without a query `vector`. `read` gives each doubtful (premise, hypothesis) pair's
    entailment (None, or a `read` that returns None: no NLI model, and doubtful hits
    are left out); they are read against `topic` (default: the query). Reads the
    database and waits for the model: call it off the event loop."""
    if vector is None:
        return library.search(query, lang, limit=limit, mode="words", kinds=PASSAGES)
    kept: list[LibraryHit] = []
    for across in (False, True):
        found = candidates(library, lang, query, vector, limit, across=across)
        pairs = doubtful(found, lang, topic or query, subjects, nearness=not across)
        entailment = read([(p.text, p.hypothesis) for p in pairs]) \
            if read is not None and pairs else None
        kept = earned(found, lang, readings(pairs, entailment) if entailment else {},
                      nearness=not across)
        if kept:
            break
    return kept


async def _entailment(ctx: AgentContext, pairs: list[tuple[str, str]]) -> list[float] | None:
    """Each pair's entailment by the run's NLI model; None without it (word overlap
    says nothing of a subject in other words) or when it fails."""
    given = ctx.services.get("entailer")
    entailer = given if given is not None else shared_entailer(ctx.settings)
    scored = await entail_pairs(entailer, pairs)
    if scored.error is not None or scored.engine == WORD_OVERLAP:
        return None
    return [float(s.get("entailment", 0.0)) for s in scored.scores]


async def library_hits(ctx: AgentContext, lang: Language, query: str, kind: str,
                       limit: int, *, index: bool = False,
                       topic: str | None = None) -> list[LibraryHit]:
    """The library's paragraphs for a search of the publications (`index`: for an index
    lookup the site could not answer); none for a Bible search. Only the hits that
    earned their place (`hybrid_hits`, in a worker thread; the NLI model reads the
    doubtful ones in its own), read against `topic` (the person's own words the query
    was cut from; the query itself by default)."""
    library = library_of(ctx)
    if library is None or not answers(kind, index=index):
        return []
    vector, subjects = await _query_vector(ctx, library, lang, query, topic or query)
    loop = asyncio.get_running_loop()

    def read(pairs: list[tuple[str, str]]) -> list[float] | None:
        return asyncio.run_coroutine_threadsafe(_entailment(ctx, pairs), loop).result()

    hits = await asyncio.to_thread(hybrid_hits, library, lang, query, vector, limit,
                                   subjects, read, topic)
    return [h for h in hits if h.url]


def marked_title(title: str, written: str, language: Language) -> str:
    """A library paragraph's title as a run in `language` shows it: said to be in the
    language it is written in when that is another ("Keep Growing in Patience (en
    inglés)"), so the finding, its citation, the reading view and the exports say so."""
    if not written or written == language or written not in ("en", "es", "pt"):
        return title
    return f"{title} ({tr(f'library.written_in_{written}', language)})"


async def library_citing(ctx: AgentContext, lang: Language, book: int, chapter: int,
                         verse: int, limit: int) -> list[LibraryHit]:
    """The library's paragraphs in `lang` that cite a verse (the references found in
    them), each with its link; none without a library."""
    library = library_of(ctx)
    if library is None:
        return []
    hits = await asyncio.to_thread(library.citing, lang, book, chapter, verse, limit)
    return [h for h in hits if h.url]


def symbol_of(pub: str, issue: str) -> str:
    """A kept issue as the publications index writes it: "w27.02" for w 202702; the
    symbol alone for a publication without a dated issue."""
    if len(issue) == 6 and issue.isdigit():
        return f"{pub}{issue[2:4]}.{issue[4:6]}"
    return pub
