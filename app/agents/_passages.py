"""Research with depth: the passages of the publications that best address a question.

    found = await find_passages(ctx, "es", "¿Está la Trinidad en la Biblia?")
    found.passages        # ranked, best first, each with its link
    found.references      # index / Research Guide entries followed to their text

Where passages come from: the paragraphs of the articles the search finds, and the
entries of the publications index and the Research Guide whose references
("w18.07 13") are followed to the paragraph they cite. Every passage is ranked
by how well it addresses the question: shared words (accent- and
ending-tolerant, the article title counting too), then, for the best few, the
NLI model as a reranker (a passage that entails or contradicts the question's
statement addresses it; a neutral one does not). The NLI engine (app.nli.engine)
scores them off the event loop and falls back to word overlap when the model fails.

Topic searches (`meaning=True`) also search the names of the query's nearest subjects
and rank every passage by meaning with the sentence embedder, leaving out those that
are not about the query (app.agents._meaning).
"""

from __future__ import annotations

import asyncio
import logging
import re
from dataclasses import dataclass, field
from typing import Any

from app.agents import _meaning
from app.agents._common import AUTH_ARTICLE, AUTH_TOPIC, AUTH_VERSE, clip
from app.agents._library import GROUP as LIBRARY_GROUP
from app.agents._search import Hit, keywords, search_words
from app.agents._urls import absolute
from app.agents._verses import explain_references, parse_refs
from app.agents.base import AgentContext
from app.core.errors import PreparoError
from app.core.findings import Answer, Link, StudyNote, Topic, Verse
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Language
from app.core.text import fold, prefix_stem
from app.nli.engine import Entailer, engine_name, entail_pairs, shared_entailer
from app.sources.parsers.models import TopicSubject, WatchtowerArticle
from app.sources.references import BibleRef
from app.sources.wol import Article

log = logging.getLogger(__name__)

_LIST_ITEM = re.compile(r"^\d{1,3}\.\s")
RELEVANT = 0.5  # a passage is kept when it scores at least this share of the best one
EXPANDED = 0.8  # a passage on a nearest subject's name, against one on the question's words
# a library paragraph found by meaning, the nearest of them, speaks of the subject as
# fully as one carrying every subject word in its body does by `lexical_score` (0.8 x all
# of them, no title); one at the meaning search's margin below the nearest, not at all
MEANING_SUBJECT = 0.8


@dataclass
class Passage:
    """A paragraph of a publication, with where it is and how well it answers."""

    text: str
    title: str  # the article (or "symbol — article") it belongs to
    url: str  # the document (with "#h=N" when known)
    source: str  # "article" | "index" | "guide"
    symbol: str = ""  # an index reference such as "w18.07 13"
    entry: str = ""  # the index entry that cited it
    lexical: float = 0.0
    model: float | None = None  # 1 - neutral from the NLI model, when scored
    scores: dict[str, float] = field(default_factory=dict)
    meaning: float | None = None  # cosine with the query (sentence embedder), when scored
    language: str = ""  # a library paragraph's language (the run's when empty)
    # a library paragraph the library's meaning search found about the query (its
    # floor and margin, app/agents/_library.py): the cosine, else None
    found_by_meaning: float | None = None
    in_other_words: float = 0.0  # how fully it speaks of the subject by meaning (0..0.8)

    @property
    def subject(self) -> float:
        """How much of the question's subject the passage speaks of (0..1): its shared
        words (`lexical`), or for a library paragraph found by meaning, its words said
        otherwise ("worry" for "anxiety", `by_meaning`), whichever is more."""
        return max(self.lexical, self.in_other_words)

    @property
    def score(self) -> float:
        if self.meaning is not None:
            return _meaning.ranked_score(self.meaning, self.lexical)
        if self.model is None:
            return self.subject
        return 0.55 * self.subject + 0.45 * self.model


@dataclass
class Reference:
    """An index or Research Guide entry, its reference and what it led to."""

    subject: str
    subheading: str
    entry: str
    symbol: str
    citation: str  # the /wol/pc/ link, absolute
    url: str  # the cited document paragraph
    text: str
    scriptures: list[str] = field(default_factory=list)


@dataclass
class Passages:
    passages: list[Passage] = field(default_factory=list)
    references: list[Reference] = field(default_factory=list)
    subjects: list[tuple[str, str]] = field(default_factory=list)  # (title, url)
    articles: list[dict[str, Any]] = field(default_factory=list)
    texts: dict[str, list[str]] = field(default_factory=dict)  # article title -> paragraphs
    engine: str = "word-overlap"
    problems: list[str] = field(default_factory=list)
    searched: list[str] = field(default_factory=list)  # what was searched for, in order


def subject_words(query: str) -> list[str]:
    """The words of a query that name its subject (longest first)."""
    return keywords(query)


def _stems(text: str) -> list[str]:
    return [prefix_stem(w, 5) for w in re.findall(r"\w+", fold(text)) if len(w) > 2]


def lexical_score(question: str, text: str, title: str = "") -> float:
    """How much of the question's subject a passage speaks of (0..1)."""
    wanted = {s for w in subject_words(question) for s in _stems(w)}
    if not wanted:
        return 0.0
    body = set(_stems(text))
    head = set(_stems(title))
    in_body = len(wanted & body) / len(wanted)
    in_title = len(wanted & head) / len(wanted)
    return min(1.0, 0.8 * in_body + 0.35 * in_title)


def entailer_for(ctx: AgentContext) -> tuple[Entailer, str]:
    """The run's entailer (a service), else the default one: the NLI model when it is
    installed, else word overlap. Also says which engine it is."""
    given = ctx.services.get("entailer")
    entailer: Entailer = given if given is not None else shared_entailer(ctx.settings)
    return entailer, engine_name(entailer)


async def entail(ctx: AgentContext, pairs: list[tuple[str, str]]) -> tuple[
        list[dict[str, float]], str]:
    """NLI scores of (premise, hypothesis) pairs, off the event loop; word overlap when
    the model fails (said in the engine name)."""
    if not pairs:
        return [], "none"
    entailer, _ = entailer_for(ctx)
    scored = await entail_pairs(entailer, pairs)
    if scored.error is not None:
        return scored.scores, f"word-overlap (model failed: {type(scored.error).__name__})"
    return scored.scores, scored.engine


def as_statement(question: str) -> str:
    """A question as the statement a passage would entail or contradict ("Is the Trinity
    in the Bible?" -> "the Trinity in the Bible")."""
    text = question.strip().strip("¿?¡! ").strip()
    text = re.sub(r"^(is it true that|es verdad que|é verdade que|why|por que|por qué|porque"
                  r"|how|cómo|como|what|qué|que|o que|is|are|does|do|can|will|está|esta"
                  r"|es|são|é)\s+", "", text, flags=re.IGNORECASE)
    return text or question


def by_meaning(passages: list[Passage]) -> None:
    """How fully each library paragraph found by meaning speaks of the subject
    (`Passage.in_other_words`): MEANING_SUBJECT for the nearest one, less the further its
    cosine stands below the nearest, none at the library's margin (_meaning.MARGIN)."""
    found = [p.found_by_meaning for p in passages if p.found_by_meaning is not None]
    if not found:
        return
    best = max(found)
    for p in passages:
        if p.found_by_meaning is not None:
            below = (best - p.found_by_meaning) / _meaning.MARGIN
            p.in_other_words = MEANING_SUBJECT * max(0.0, 1.0 - below)


async def rank(ctx: AgentContext, question: str, passages: list[Passage], *,
               rerank: int = 8, use_model: bool = True, also: list[str] | None = None) -> str:
    """Sort `passages` best first (in place); the best `rerank` are rescored with the NLI
    model. `also`: the names of the question's nearest subjects, a passage that speaks
    of one ranking as well as EXPANDED of one that speaks of the question's own words.
    Returns the engine used."""
    by_meaning(passages)
    for p in passages:
        p.lexical = max([lexical_score(question, p.text, p.title),
                         *(EXPANDED * lexical_score(t, p.text, p.title) for t in also or ())])
    passages.sort(key=lambda p: -p.subject)
    engine = "word-overlap"
    top = [p for p in passages[:rerank] if p.subject > 0]
    if use_model and top:
        hypothesis = as_statement(question)
        scores, engine = await entail(ctx, [(clip(p.text, 1200), hypothesis) for p in top])
        for p, s in zip(top, scores, strict=True):
            p.scores = s
            p.model = max(0.0, min(1.0, 1.0 - float(s.get("neutral", 1.0))))
    passages.sort(key=lambda p: -p.score)
    return engine


async def _follow(ctx: AgentContext, lang: Language, subject: TopicSubject, url: str,
                  question: str, source: str, out: Passages, follow: int) -> list[Passage]:
    """The subject's entries ranked by the question; the best ones' references followed."""
    from app.sources.citations import publication_citation

    hub = ctx.sources
    assert hub is not None
    out.subjects.append((subject.title, url))
    entries: list[tuple[float, str, Any]] = []
    for sub in subject.subheadings:
        for entry in sub.entries:
            label = f"{subject.title} {sub.title} {entry.text}"
            entries.append((lexical_score(question, label), sub.title, entry))
    entries.sort(key=lambda e: -e[0])
    # The entries that speak of the question (at least half as well as the best one);
    # with none, the subject's first entry says where to start.
    best = entries[0][0] if entries else 0.0
    chosen = ([e for e in entries if e[0] > 0 and e[0] >= RELEVANT * best][:follow]
              if best > 0 else entries[:1])
    passages: list[Passage] = []
    tasks = []
    meta = []
    for _, subheading, entry in chosen:
        scriptures = [link.text for link in entry.links if link.kind == "bible"]
        for link in entry.links:
            if link.kind != "publication":
                continue
            tasks.append(publication_citation(hub, link.href, lang))
            meta.append((subheading, entry.text, link.text, scriptures))
    results = await asyncio.gather(*tasks, return_exceptions=True)
    for (subheading, entry_text, symbol, scriptures), result in zip(meta, results, strict=True):
        if isinstance(result, BaseException):
            if isinstance(result, asyncio.CancelledError):
                raise result
            if not isinstance(result, PreparoError):
                raise result
            # The entry still says where to read: keep it, linked to the index page.
            out.references.append(Reference(subject.title, subheading, entry_text, symbol,
                                            absolute(ctx, _href(subject, symbol)), url, "",
                                            scriptures))
            continue
        for cited in result:
            out.references.append(Reference(subject.title, subheading, entry_text, symbol,
                                            cited.citation, cited.url, cited.text, scriptures))
            passages.append(Passage(cited.text, cited.title or symbol, cited.url, source,
                                    symbol=symbol, entry=f"{subheading}: {entry_text}"))
    for _, subheading, entry in chosen:
        if not any(link.kind == "publication" for link in entry.links):
            scriptures = [link.text for link in entry.links if link.kind == "bible"]
            out.references.append(Reference(subject.title, subheading, entry.text, "", "",
                                            url, "", scriptures))
    return passages


def _href(subject: TopicSubject, symbol: str) -> str:
    for sub in subject.subheadings:
        for entry in sub.entries:
            for link in entry.links:
                if link.text == symbol:
                    return link.href
    return ""


async def find_passages(ctx: AgentContext, lang: Language, question: str, *,
                        articles: int = 4, subjects: int = 2, follow: int = 4,
                        top: int = 6, use_model: bool = True,
                        query: str | None = None, relevant: float = RELEVANT,
                        meaning: bool = False, expand: bool = False) -> Passages:
    """The passages that best address `question` (see the module's doc). `query` is
    what to search for when it differs from the question (e.g. a care theme);
    `meaning` searches the nearest subjects too and ranks and filters by meaning;
    `expand` (a claim) only searches the nearest subjects too, a subject also counting
    when it is the nearest and shares a word with the question (`_meaning.expand`), and
    keeps the usual ranking: the same claim in es, en or pt then reaches the same
    articles, whichever way its words inflect."""
    hub = ctx.sources
    if hub is None:
        raise PreparoError(tr("no_content_sources", lang))
    out = Passages()
    search_for = query or " ".join(subject_words(question)) or question
    embedder = None
    terms = [search_for]
    if meaning or expand:
        try:
            embedder = _meaning.embedder_of(ctx)
            expansion = await _meaning.expand(embedder, lang, question, named=expand)
        except Exception as exc:  # no embedder or a broken one: the lexical search, said
            log.warning("meaning search unavailable: %s", exc, exc_info=True)
            out.problems.append(tr("topic_search.meaning_unavailable", lang, error=exc))
            embedder = None
        else:
            terms.extend(t for t in expansion.terms if t.casefold() != search_for.casefold())
        if not meaning:
            embedder = None  # the words searched grow; the ranking stays the usual one
    out.searched = terms
    pubs, index = await _search_terms(ctx, lang, terms, question)
    articles = min(2 * articles, articles + len(terms) - 1)
    errors: list[BaseException] = []
    hits: list[Hit] = []
    for result in (pubs, index):
        if isinstance(result, BaseException):
            if isinstance(result, asyncio.CancelledError) or not isinstance(
                    result, PreparoError):
                raise result
            errors.append(result)
            out.problems.append(str(result))
        else:  # a hit whose link leads nowhere is said, not dropped
            out.problems.extend(f"{h.title}: {tr('links.unresolvable', lang)}"
                                for h in result if h.unresolved)
    pub_hits = [h for h in pubs if h.docid is not None] if isinstance(pubs, list) else []
    index_hits = [h for h in index if h.docid is not None] if isinstance(index, list) else []
    hits = pub_hits[:articles]
    docs, subject_pages = await asyncio.gather(
        asyncio.gather(*(hub.document(lang, h.docid) for h in hits if h.docid),
                       return_exceptions=True),
        asyncio.gather(*(hub.topic(lang, h.docid) for h in index_hits[:subjects] if h.docid),
                       return_exceptions=True))
    # the library's paragraphs come whole, each with its own link: no page to fetch (an
    # index lookup the site could not answer brings the library's too)
    candidates = [Passage(h.snippet, h.title, h.url, "article", language=h.language,
                          found_by_meaning=h.cosine)
                  for found in (pubs, index) if isinstance(found, list)
                  for h in found if h.group == LIBRARY_GROUP]
    for hit, doc in zip(hits, docs, strict=True):
        if isinstance(doc, BaseException):
            if isinstance(doc, asyncio.CancelledError) or not isinstance(doc, PreparoError):
                raise doc
            out.problems.append(f"{hit.title}: {doc}")
            continue
        title = getattr(doc, "title", "") or hit.title
        paragraphs = _paragraphs(doc)
        out.articles.append({"title": title, "url": hit.url, "docid": hit.docid})
        out.texts[title] = paragraphs
        for text in paragraphs:
            candidates.append(Passage(text, title, hit.url, "article"))
    followed = await asyncio.gather(*(
        _follow(ctx, lang, page, absolute(ctx, hit.url), question, "index", out, follow)
        for hit, page in zip(index_hits[:subjects], subject_pages, strict=True)
        if isinstance(page, TopicSubject)))
    for passages in followed:
        candidates.extend(passages)
    for hit, page in zip(index_hits[:subjects], subject_pages, strict=True):
        if isinstance(page, BaseException) and not isinstance(page, asyncio.CancelledError):
            out.problems.append(f"{hit.title}: {page}")
    unique: dict[str, Passage] = {}
    for p in candidates:
        key = " ".join(p.text.split())
        if key not in unique or (p.symbol and not unique[key].symbol):
            unique[key] = p
    ranked = list(unique.values())
    out.engine = await rank(ctx, question, ranked, use_model=use_model,
                            also=terms[1:] if expand and not meaning else None)
    if embedder is not None:
        try:
            await _by_meaning(embedder, question, ranked, out)
        except Exception as exc:  # the embedder failed mid-run: the lexical ranking, said
            log.warning("meaning ranking failed: %s", exc, exc_info=True)
            out.problems.append(tr("topic_search.meaning_unavailable", lang, error=exc))
            for p in ranked:
                p.meaning = None
            embedder = None
        else:
            out.engine = f"{out.engine}+meaning"
            out.passages = sorted((p for p in ranked if p.meaning is not None),
                                  key=lambda p: -p.score)[:top]
    if embedder is None:
        best = ranked[0].score if ranked else 0.0
        # Passages far below the best one do not address the question: left out.
        out.passages = [p for p in ranked if p.score > 0 and p.score >= relevant * best][:top]
    if not out.passages and not out.references and errors:
        raise errors[0]
    return out


async def _search_terms(ctx: AgentContext, lang: Language, terms: list[str],
                        question: str) -> tuple[
        list[Hit] | BaseException, list[Hit] | BaseException]:
    """Publications and index hits of every term, merged in order (the first term's
    first); an error when the first term's search failed. The library reads what it
    finds by meaning against the `question` itself."""
    found = await asyncio.gather(
        *(search_words(ctx, lang, t, "publications", 8, topic=question) for t in terms),
        *(search_words(ctx, lang, t, "indexes", 4, topic=question) for t in terms),
        return_exceptions=True)
    merged: list[list[Hit] | BaseException] = []
    for group in (found[: len(terms)], found[len(terms):]):
        first = group[0]
        if isinstance(first, BaseException):
            merged.append(first)
            continue
        hits = list(first)
        for more in group[1:]:
            if isinstance(more, asyncio.CancelledError):
                raise more
            if isinstance(more, BaseException):
                continue  # an expansion's failed search: the query's own hits stand
            hits.extend(h for h in more if all((h.url or h.title) != (k.url or k.title)
                                              for k in hits))
        merged.append(hits)
    return merged[0], merged[1]


async def _by_meaning(embedder: Any, question: str, ranked: list[Passage],
                      out: Passages) -> None:
    """Score every passage by meaning; those not about the question lose their score
    (meaning None) and the references that led only to them are dropped."""
    sims = await _meaning.similarity(embedder, question,
                                     [f"{p.title}. {p.text}" for p in ranked])
    about = _meaning.kept([float(s) for s in sims])
    dropped: set[str] = set()
    for p, sim, keep in zip(ranked, sims, about, strict=True):
        p.meaning = float(sim) if keep else None
        if not keep:
            dropped.add(" ".join(p.text.split()))
    unread = [r for r in out.references if not r.text]
    labels = [f"{r.subject}: {r.subheading}, {r.entry}" for r in unread]
    label_sims = await _meaning.similarity(embedder, question, labels)
    off = {id(r) for r, sim in zip(unread, label_sims, strict=True)
           if float(sim) < _meaning.FLOOR}
    out.references = [r for r in out.references
                      if id(r) not in off and " ".join(r.text.split()) not in dropped]


def _paragraphs(doc: Any) -> list[str]:
    if isinstance(doc, WatchtowerArticle):
        return [p.text for p in doc.paragraphs]
    if isinstance(doc, Article):  # prose only: not the items of a numbered list
        return [p for p in doc.paragraphs if len(p.split()) > 6 and not _LIST_ITEM.match(p)]
    return []


# -- findings ---------------------------------------------------------------------------

_REF_LABEL = {
    "en": "{subject}: {subheading} — {entry} ({symbol})",
    "es": "{subject}: {subheading}, {entry} ({symbol})",
    "pt": "{subject}: {subheading}, {entry} ({symbol})",
}


def passage_findings(found: Passages, *, authority: int = AUTH_ARTICLE) -> list[Finding]:
    """The ranked passages as findings, best first, each linked to its paragraph."""
    out: list[Finding] = []
    for rank_no, p in enumerate(found.passages, start=1):
        ckind = CitationKind.TOPIC_INDEX if p.symbol else CitationKind.ARTICLE
        title = f"{p.symbol} — {p.title}" if p.symbol and p.symbol not in p.title else p.title
        out.append(Finding(
            summary=title,
            excerpt=clip(p.text, 900),
            citation=Citation(url=p.url, title=title, kind=ckind),
            authority=max(1, authority - rank_no),
            data=Answer(title=p.title, rank=rank_no, score=round(p.score, 3),
                        lexical=round(p.lexical, 3),
                        model=None if p.model is None else round(p.model, 3),
                        symbol=p.symbol, entry=p.entry, source=p.source,
                        engine=found.engine),
        ))
    return out


def reference_findings(found: Passages, lang: str) -> list[Finding]:
    """Each index or Research Guide entry followed: its reference, linked, with the text
    it led to."""
    out: list[Finding] = []
    for ref in found.references:
        label = _REF_LABEL.get(lang, _REF_LABEL["en"]).format(
            subject=ref.subject, subheading=ref.subheading, entry=ref.entry, symbol=ref.symbol)
        links = []
        if ref.symbol:
            links.append(Link(text=ref.symbol, href=ref.citation, kind="publication"))
        if ref.text:
            links.append(Link(text=ref.symbol, href=ref.url, kind="document"))
        links.extend(Link(text=s, href="", kind="bible") for s in ref.scriptures)
        if not ref.symbol:
            label = label.rsplit(" (", 1)[0]
        excerpt = ref.text or "; ".join([ref.entry, *([ref.symbol] if ref.symbol else []),
                                         *ref.scriptures])
        out.append(Finding(
            summary=label,
            excerpt=clip(excerpt, 700),
            citation=Citation(url=ref.url, title=ref.symbol or ref.subject,
                              kind=CitationKind.TOPIC_INDEX),
            authority=AUTH_TOPIC,
            data=Topic(subject=ref.subject, subheading=ref.subheading, entry=ref.entry,
                       symbol=ref.symbol, links=links, scriptures=ref.scriptures),
        ))
    return out


def cited_scriptures(found: Passages, lang: Language, limit: int = 6) -> list[BibleRef]:
    """The scriptures the best passages cite (and their index entries list), in order."""
    texts = [p.text for p in found.passages]
    texts.extend(s for r in found.references for s in r.scriptures)
    refs, _ = parse_refs(texts, lang)
    return refs[:limit]


async def scripture_findings(ctx: AgentContext, lang: Language, found: Passages, *,
                             limit: int = 6) -> tuple[list[Finding], list[str]]:
    """Verse findings for the scriptures of the best passages, and their display refs."""
    refs = cited_scriptures(found, lang, limit)
    if not refs:
        return [], []
    try:
        explained = await explain_references(ctx, lang, refs, cross_references=False,
                                             max_verses=limit, verse_authority=AUTH_VERSE)
    except PreparoError as exc:
        found.problems.append(str(exc))
        return [], []
    found.problems.extend(explained.problems)
    verses = [f for f in explained.findings if isinstance(f.data, Verse | StudyNote)]
    return verses, [v["ref"] for v in explained.verses]
