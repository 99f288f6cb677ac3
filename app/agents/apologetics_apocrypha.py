"""apologetics.apocrypha: is a quoted saying in the Bible?

The whole Bible of the run's language comes the official way, as the Bible EPUB of the
publication links (`pub=nwt`), and the saying is matched against every verse, exactly
and closely (app/agents/_bible_match.py). The evidence rule:
- "in the Bible" only with the matched verse(s) cited by a wol link that opens them;
- when its words match no verse, the saying goes through the one evidence model of every
  verdict (app.study.evidence, as the fact-check reads its passages: the relevance gate,
  reported speech and questions left out, the saying's polarity): the verses nearest it
  (by words, then by meaning with the e5 embedder when it is installed) are read with the
  NLI model; a verse that entails it gives "in the Bible, in other words", one on its
  subject that contradicts it "the Bible says otherwise", each with that verse cited (a
  close match that a verse contradicts is "the Bible says otherwise" too);
- "likely not in the Bible" only when the whole Bible was searched and nothing close
  was found, saying what was searched;
- "unclear" otherwise (the closest passage is shown as such);
- when the Bible cannot be read, the finding says so and gives no verdict.
A publication that holds the saying is reported beside the verdict, never instead.

Without the NLI model (word overlap only) the evidence step is left out: word overlap
cannot tell a paraphrase from a saying that only shares words with a verse.
"""

from __future__ import annotations

import asyncio
import logging
import re
from dataclasses import dataclass
from urllib.parse import quote

from pydantic import BaseModel, ConfigDict, Field

from app.agents import _meaning
from app.agents._bible_match import BibleIndex, BibleMatch, Verdict, bible_index, reflexives
from app.agents._common import (
    AUTH_QUESTION_REF,
    AUTH_SEARCH,
    MAX_TEXT,
    LanguageArg,
    clip,
    language_of,
    overlap,
)
from app.agents._notices import with_notices
from app.agents._passages import entail
from app.agents._search import search_words
from app.agents._urls import wol_base
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError, RetryableError
from app.core.findings import Apocrypha, SearchHit
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff, Language
from app.core.text import plain
from app.nli.engine import MODEL
from app.sources.bible_epub import EpubVerse
from app.sources.languages import wol_language
from app.sources.references import BibleRef
from app.study.claims import DECIDES, negated, negates_claim, positive_form, reported
from app.study.evidence import (
    CONTRADICTED,
    NOT_ESTABLISHED,
    SUPPORTED,
    Evidence,
    Reading,
    Source,
    sentences,
    weigh,
)

log = logging.getLogger(__name__)

# Share of the saying's words a publication hit must hold to count as holding it.
PUBLICATION_AT = 0.75
# The evidence step: the verses nearest the saying by words handed to the meaning
# ranking, and how many of them (by meaning, and by words alone) the NLI model reads.
NEAREST_BY_WORDS = 24
READ_BY_MEANING = 4
READ_BY_WORDS = 2


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    saying: str = Field(
        min_length=1, max_length=MAX_TEXT,
        description="A saying people attribute to the Bible, in quotes or not.",
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


def _ref(verses: tuple[EpubVerse, ...]) -> BibleRef | None:
    if not verses:
        return None
    first = verses[0]
    return BibleRef(first.book, first.chapter, verses=tuple(v.verse for v in verses))


# The saying is read against each clause of a verse on its own: "He who doesn't love
# doesn't know God, for God is love" denies "love" in one clause and says "God is love"
# in the other; read whole, its negation would be taken as denying "God is love".
_CLAUSE = re.compile(r"(?:[,:;]\s+)(?=(?:for|because|porque|pues|pois|porquanto)\s)",
                     re.IGNORECASE)
# Support from the Bible's evidence reading: each side must entail the other, and a
# reflexive of the saying ("help themselves", "se ayudan a sí mismos") must be in the
# verse's clause too: who is acted on is part of what it says, and the model misses it (a verse
# that merely implies a short saying, "help came to David" for "God helps those who help
# themselves", does not say it in other words). The whole-claim rule of the fact-check
# is replaced by this one: a paraphrase need not use the saying's words.
BIBLE = Reading(whole_claim=False)


@dataclass(frozen=True)
class _Read:
    """What the evidence step read and concluded."""

    evidence: Evidence
    verdict: str  # the evidence model's, with support needing entailment both ways
    passages: list[tuple[EpubVerse, ...]]  # the passages read, in the order they count
    deciding: tuple[EpubVerse, ...]  # the passage that decided (empty when none did)
    quote: str  # its sentence (or clause) that decided
    score: float  # how strongly it entails or contradicts the saying
    read_model: bool = True  # the model read them (not the words alone)


async def _nearest(ctx: AgentContext, index: BibleIndex, saying: str,
                   match: BibleMatch, positive: BibleMatch | None
                   ) -> list[tuple[EpubVerse, ...]]:
    """The passages the evidence step reads, most relevant first: the passage the words
    matched best, for a negated saying the one its positive form matches ("God is not
    love" -> "God is love"), then the verses nearest the saying by meaning (e5, among the
    nearest by words) and the nearest by words alone."""
    pinned: list[tuple[EpubVerse, ...]] = [match.verses] if match.verses else []
    if positive is not None and positive.verdict is Verdict.CLOSE and positive.verses:
        pinned.insert(0, positive.verses)
    near = await asyncio.to_thread(index.nearest, saying, NEAREST_BY_WORDS)
    chosen = near[:READ_BY_MEANING + READ_BY_WORDS]
    if near:
        try:
            embedder = _meaning.embedder_of(ctx)
            sims = await _meaning.similarity(embedder, saying,
                                             [index.verses[n].text for n in near])
        except Exception as exc:  # no embedder or a broken one: the words alone
            log.warning("apocrypha check without meaning ranking: %s", exc)
        else:
            by_meaning = sorted(range(len(near)), key=lambda i: -float(sims[i]))
            chosen = [*(near[i] for i in by_meaning[:READ_BY_MEANING]),
                      *near[:READ_BY_WORDS]]
    passages = [*pinned, *((index.verses[n],) for n in chosen)]
    seen: set[tuple[tuple[int, int, int], ...]] = set()
    out: list[tuple[EpubVerse, ...]] = []
    for passage in passages:
        key = tuple((v.book, v.chapter, v.verse) for v in passage)
        if key not in seen:
            seen.add(key)
            out.append(passage)
    return out


def _word_for_word(phrase: str, text: str) -> bool:
    """`text` holds `phrase` word for word (case, accents and punctuation aside)."""
    return f" {plain(phrase)} " in f" {plain(text)} "


def _asserting(verses: tuple[EpubVerse, ...], phrase: str, lang: Language) -> str:
    """The clause of the passage that asserts `phrase` word for word: not reported
    speech, not a question, not negating it ("" when none does)."""
    for sentence in sentences(" ".join(v.text for v in verses)):
        for clause in _CLAUSE.split(sentence):
            if (_word_for_word(phrase, clause) and not reported(clause)
                    and not negates_claim(clause, phrase, lang)):
                return clause
    return ""


async def _weigh_bible(ctx: AgentContext, index: BibleIndex, lang: Language, saying: str,
                       match: BibleMatch, base: str) -> _Read | None:
    """The saying through the one evidence model, against the verses nearest it; None
    when only word overlap could score it (no model, or the model failed).

    A negated saying whose positive form a verse asserts word for word ("God is not
    love": "God is love", 1 John 4:8) is contradicted by the words, as an exact match is
    found by them (the model misreads a clause with another negation beside it)."""
    # a negated saying: what its positive form matches ("God is love" for "God is not love")
    positive = (await asyncio.to_thread(index.match, positive_form(saying))
                if negated(saying) else None)
    if positive is not None:
        said = _asserting(positive.verses, positive_form(saying), lang) if (
            positive.verdict is Verdict.EXACT) else ""
        if said:
            return _Read(Evidence(claim=saying, verdict=CONTRADICTED), CONTRADICTED,
                         [positive.verses], positive.verses, said, 1.0, read_model=False)
    if match.verdict is Verdict.CLOSE:  # a close match is only checked for a contradiction
        passages = [match.verses]
    else:
        passages = await _nearest(ctx, index, saying, match, positive)
    if not passages:
        return None
    sources: list[Source] = []
    owner: list[int] = []  # the passage of each source
    for n, passage in enumerate(passages):
        ref = _ref(passage)
        assert ref is not None
        text = " ".join(v.text for v in passage)
        for clause in _CLAUSE.split(text):
            sources.append(Source(clause, ref.wol_url(base, lang), ref.display(lang)))
            owner.append(n)

    async def score(pairs: list[tuple[str, str]]) -> tuple[list[dict[str, float]], str]:
        return await entail(ctx, pairs)

    found = await weigh(saying, sources, lang, score, BIBLE)
    if found.on_subject and found.engine != MODEL:
        return None  # word overlap cannot tell a paraphrase from shared words
    deciding = list(found.deciding)
    verdict = found.verdict
    if verdict == SUPPORTED:  # in other words only when the saying says the verse too
        back, _ = await entail(ctx, [(saying, p.text) for p in deciding])
        deciding = [p for p, s in zip(deciding, back, strict=True)
                    if float(s.get("entailment", 0.0)) >= DECIDES
                    and reflexives(saying) <= reflexives(p.text)]
        # The words rule absence (NONE: no verse near them) over the model's support:
        # on a short saying the model reads many verses as saying it both ways ("Help me,
        # Yahweh, my God" for "God helps those who help themselves", 0.87 and 0.68).
        if not deciding or match.verdict is Verdict.NONE:
            verdict = NOT_ESTABLISHED
    # the deciding passage: the most relevant one (first read) of those that decide
    first = min(deciding, key=lambda p: p.source, default=None)
    if first is None:
        return _Read(found, NOT_ESTABLISHED, passages, (), "", 0.0)
    strength = first.stance.supports if verdict == SUPPORTED else first.stance.contradicts
    return _Read(found, verdict, passages, passages[owner[first.source]], first.quote,
                 round(float(strength), 3))


def _bible_finding(match: BibleMatch, lang: Language, saying: str, base: str,
                   search_url: str, read: _Read | None = None) -> Finding:
    """The verdict of the Bible search, as the evidence rule allows it."""
    if read is not None and read.read_model and match.verdict is not Verdict.CLOSE:
        searched = tr("apologetics_apocrypha.searched_meaning", lang, count=match.searched,
                      read=len(read.passages))
    else:
        searched = tr("apologetics_apocrypha.searched", lang, count=match.searched)
    decided = _ref(read.deciding) if read is not None else None
    if read is not None and decided is not None and read.verdict == CONTRADICTED:
        where = decided.display(lang)
        return Finding(
            summary=tr("apologetics_apocrypha.otherwise", lang, where=where, saying=saying,
                       searched=searched),
            excerpt=clip(read.quote),
            citation=Citation(url=decided.wol_url(base, lang), title=where,
                              kind=CitationKind.BIBLE),
            authority=AUTH_QUESTION_REF,
            data=Apocrypha(found=False, where=where, found_in="bible",
                           score=read.score,
                           verdict="bible_says_otherwise", evidence=read.quote,
                           searched=searched),
        )
    ref = _ref(match.verses)
    text = clip(" ".join(v.text for v in match.verses))
    score = round(match.scores.wording, 3) if match.scores else None
    if ref is not None and match.verdict in (Verdict.EXACT, Verdict.CLOSE):
        where = ref.display(lang)
        key = "bible" if match.verdict is Verdict.EXACT else "close"
        return Finding(
            summary=tr(f"apologetics_apocrypha.{key}", lang, where=where),
            excerpt=text,
            citation=Citation(url=ref.wol_url(base, lang), title=where,
                              kind=CitationKind.BIBLE),
            authority=AUTH_QUESTION_REF,
            data=Apocrypha(found=True, where=where, found_in="bible", score=score,
                           verdict="in_bible", match=match.verdict.value, searched=searched),
        )
    if read is not None and decided is not None and read.verdict == SUPPORTED:
        where = decided.display(lang)
        return Finding(
            summary=tr("apologetics_apocrypha.meaning", lang, where=where),
            excerpt=clip(read.quote),
            citation=Citation(url=decided.wol_url(base, lang), title=where,
                              kind=CitationKind.BIBLE),
            authority=AUTH_QUESTION_REF,
            data=Apocrypha(found=True, where=where, found_in="bible",
                           score=read.score, verdict="in_bible",
                           match="meaning", evidence=read.quote, searched=searched),
        )
    if match.verdict is Verdict.NONE:
        summary = tr("apologetics_apocrypha.none", lang, saying=saying, searched=searched)
        return Finding(
            summary=summary, excerpt=summary,
            citation=Citation(url=search_url, title=saying, kind=CitationKind.SEARCH),
            authority=AUTH_QUESTION_REF,
            data=Apocrypha(found=False, verdict="not_in_bible", searched=searched),
        )
    if ref is not None:  # unclear, with the closest passage shown as that
        where = ref.display(lang)
        return Finding(
            summary=tr("apologetics_apocrypha.unclear", lang, where=where, searched=searched),
            excerpt=text,
            citation=Citation(url=ref.wol_url(base, lang), title=where,
                              kind=CitationKind.BIBLE),
            authority=AUTH_QUESTION_REF,
            data=Apocrypha(found=False, where=where, score=score, verdict="unclear",
                           searched=searched),
        )
    summary = tr("apologetics_apocrypha.too_plain", lang, saying=saying, searched=searched)
    return Finding(
        summary=summary, excerpt=summary,
        citation=Citation(url=search_url, title=saying, kind=CitationKind.SEARCH),
        authority=AUTH_QUESTION_REF,
        data=Apocrypha(found=False, verdict="unclear", searched=searched),
    )


def _same_polarity(saying: str, text: str, lang: Language) -> bool:
    """Whether `text` can hold the saying as said: a negated saying ("Dios no es amor")
    only word for word (the words alone would find it in "God is love", or in "Dios no es
    la causa del sufrimiento… su amor"), a plain one never where a negation covers its
    words."""
    if negated(saying):
        return _word_for_word(saying, text)
    return not negates_claim(text, saying, lang)


async def _publication(ctx: AgentContext, lang: Language, saying: str) -> Finding | None:
    """A publication whose hit holds the saying, if the search finds one."""
    hits = await search_words(ctx, lang, saying, "publications", 6)
    scored = sorted(((overlap(saying, f"{h.title} {h.snippet}"), h) for h in hits
                     if h.url and _same_polarity(saying, f"{h.title} {h.snippet}", lang)),
                    key=lambda p: -p[0])
    if not scored or scored[0][0] < PUBLICATION_AT:
        return None
    score, hit = scored[0]
    return Finding(
        summary=tr("apologetics_apocrypha.in_publication", lang, where=hit.title),
        excerpt=clip(hit.snippet),
        citation=Citation(url=hit.url, title=hit.title, kind=CitationKind.PUBLICATION),
        authority=AUTH_SEARCH,
        data=SearchHit(title=hit.title, score=round(score, 3)),
    )


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    saying = args.saying.strip().strip("\"“”«»'‘’ ") or args.saying.strip()
    base = wol_base(ctx)
    w = wol_language(lang)
    search_url = f"{base}{w.wol_prefix()}/s/{w.resource}/{w.lp}?q={quote(saying)}"
    problems: list[str] = []
    findings: list[Finding] = []
    verdict = "not_checked"
    where = ""
    try:
        index = await bible_index(ctx, lang)
    except RetryableError:
        raise  # the executor tries again, then says the step failed and why
    except PreparoError as exc:  # the Bible could not be read: say so, no verdict
        summary = tr("apologetics_apocrypha.unchecked", lang, saying=saying, problem=exc)
        findings.append(Finding(
            summary=summary, excerpt=summary,
            citation=Citation(url=search_url, title=saying, kind=CitationKind.SEARCH),
            authority=AUTH_QUESTION_REF,
            data=Apocrypha(found=False, verdict="not_checked"),
        ))
        problems.append(str(exc))
    else:
        match = await asyncio.to_thread(index.match, saying)
        read = None
        if match.verdict is not Verdict.EXACT:
            read = await _weigh_bible(ctx, index, lang, saying, match, base)
        head = _bible_finding(match, lang, saying, base, search_url, read)
        findings.append(head)
        assert isinstance(head.data, Apocrypha)
        verdict, where = head.data.verdict, head.data.where
        if verdict != "in_bible":
            try:
                found = await _publication(ctx, lang, saying)
            except PreparoError as exc:  # the verdict stands; the extra search failed
                problems.append(str(exc))
            else:
                if found is not None:
                    findings.append(found)
    return AgentResult(
        findings=findings,
        handoff=Handoff(
            goals=[f"locate {saying}"],
            did=[findings[0].summary],
            for_next=problems,
            data={"saying": saying, "found": verdict == "in_bible", "where": where,
                  "verdict": verdict},
        ),
    )


SPEC = AgentSpec(
    name="apologetics.apocrypha",
    description=(
        "Check whether a saying people quote as scripture is really in the Bible: matches "
        "it, exactly and closely, against the whole Bible, then reads the nearest verses "
        "for its meaning; cites the verses it is in (in other words too) or that say "
        "otherwise, or says it is likely not in the Bible, or that it is unclear."
    ),
    descriptions={
        "es": (
            "Comprueba si una frase que se cita como bíblica está en la Biblia: la compara, "
            "palabra por palabra y por parecido, con toda la Biblia, lee por su sentido los "
            "versículos más cercanos y cita los que la dicen (también con otras palabras) o "
            "dicen otra cosa, o dice que probablemente no está en la Biblia o que no está "
            "claro."
        ),
        "pt": (
            "Verifica se uma frase citada como bíblica está mesmo na Bíblia: compara-a, "
            "palavra por palavra e por semelhança, com a Bíblia inteira, lê pelo sentido os "
            "versículos mais próximos e cita os que a dizem (também com outras palavras) ou "
            "dizem outra coisa, ou diz que provavelmente não está na Bíblia ou que não está "
            "claro."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback="apologetics.research",
    confidence_bias=0.0,
    max_per_run=6,
)
