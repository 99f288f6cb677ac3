"""research.topic, apologetics.*, ministry.conversation/presentation, study.life_topics."""

from __future__ import annotations

import pytest

from app.core.errors import NothingFoundError, PreparoError, RetryableError
from app.core.settings import Settings
from app.mirror import content
from app.mirror.server import MirrorServer
from app.sources.hub import SourceHub
from app.sources.references import chapter_count
from tests.agents.agent_util import assert_cited, context, kinds, of_kind, run_agent


def authorities_descend(findings: list) -> bool:  # type: ignore[type-arg]
    ranks = [f.authority for f in findings if f.kind != "notice"]
    return ranks == sorted(ranks, reverse=True)


# -- research.topic --------------------------------------------------------------------------


@pytest.mark.asyncio
@pytest.mark.parametrize(("language", "topic", "subject"), [
    ("en", "patience", "PATIENCE"), ("es", "bondad", "BONDAD"), ("pt", "paciência", "PACIÊNCIA"),
])
async def test_research_topic_index_articles_and_scriptures(
    language: str, topic: str, subject: str, hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("research.topic", {"topic": topic},
                             context(hub, settings, language))  # type: ignore[arg-type]
    assert_cited(result)
    topics = of_kind(result, "topic")
    assert topics and all(t.data.subject == subject for t in topics)
    assert all(t.data.subheading for t in topics)
    assert topics[0].citation is not None
    assert str(content.TOPIC_DOCIDS[0]) in topics[0].citation.url or \
        str(content.TOPIC_DOCIDS[1]) in topics[0].citation.url
    assert of_kind(result, "verse"), "the index's scriptures are explained"
    assert authorities_descend(result.findings)
    # the subject first; a neighbour the meaning search adds ("amor" for "bondad") after it
    assert result.handoff.data["subjects"][0] == subject


@pytest.mark.asyncio
async def test_research_topic_with_nothing_found(hub: SourceHub, settings: Settings) -> None:
    """Nothing on the topic: one typed "nothing found for X (searched: ...)" finding,
    never an unrelated article (issue 30 item 3)."""
    result = await run_agent("research.topic", {"topic": "zzqx wvvk"},
                             context(hub, settings, "en"))
    assert kinds(result) == ["nothing_found"]
    assert result.findings[0].summary.startswith("Nothing found for “zzqx wvvk” (searched: ")


@pytest.mark.asyncio
async def test_research_topic_when_the_index_page_fails(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.status(rf"/wol/d/r1/lp-e/{content.TOPIC_DOCIDS[0]}", 500)
    result = await run_agent("research.topic", {"topic": "patience"},
                             context(hub, settings, "en"))
    assert not of_kind(result, "topic")
    assert of_kind(result, "search_hit") or of_kind(result, "verse")
    assert result.handoff.for_next
    mirror.faults.status(r"/cdn/apis/search/", 500)
    with pytest.raises(RetryableError):
        await run_agent("research.topic", {"topic": "kindness"}, context(hub, settings, "en"))


# -- apologetics.research ---------------------------------------------------------------------


@pytest.mark.asyncio
async def test_apologetics_research_orders_index_refs_verses_notes_search(
    hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent(
        "apologetics.research", {"question": "How can I cultivate patience? (Psalm 37:7)"},
        context(hub, settings, "en"))
    assert_cited(result)
    order = [k for k in kinds(result) if k != "notice"]
    # The passages that answer lead, then the index entries, then the scriptures.
    assert order[0] in ("answer", "topic")
    named = [f for f in of_kind(result, "verse") if f.data.ref == "Psalm 37:7"]
    assert named and named[0].authority > max(
        (f.authority for f in of_kind(result, "verse") if f.data.ref != "Psalm 37:7"),
        default=0)
    first = {k: order.index(k) for k in ("topic", "verse", "study_note") if k in order}
    assert first["topic"] < first["verse"] < first.get("study_note", len(order))
    assert authorities_descend(result.findings)
    assert result.handoff.data["question_refs"] == ["Psalm 37:7"]


@pytest.mark.asyncio
async def test_apologetics_research_only_named_scriptures(
    hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("apologetics.research", {"question": "¿Qué enseña Juan 3:16?"},
                             context(hub, settings, "es"))
    assert of_kind(result, "verse")[0].data.ref == "Juan 3:16"


@pytest.mark.asyncio
async def test_apologetics_research_fault(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.status(r"/cdn/", 503)
    with pytest.raises(RetryableError):
        await run_agent("apologetics.research", {"question": "patience"},
                        context(hub, settings, "en"))


# -- apologetics.fact_check ---------------------------------------------------------------------


@pytest.mark.asyncio
async def test_fact_check_attaches_the_claim_to_every_finding(
    hub: SourceHub, settings: Settings
) -> None:
    claim = "Patience brings a calmer family life"
    result = await run_agent("apologetics.fact_check", {"claim": claim},
                             context(hub, settings, "en"))
    # Every finding is cited but a "not established" answer: it has no page to stand on.
    assert_cited(result.model_copy(update={"findings": [
        f for f in result.findings if f.kind != "claim_check" or f.data.evidence]}))
    plain = [f for f in result.findings if f.kind == "claim_check"]
    assert len(plain) == 1 and plain[0].claim == claim and plain[0].data.verdict in (
        "supported", "contradicted", "not_established")
    evidence = [f for f in result.findings if f.kind == "claim_evidence"]
    assert all(f.claim == claim and f.excerpt and f.verdict for f in evidence)
    # Scored on passages that speak of the claim, never on unrelated verse texts.
    assert {f.data.source_kind for f in evidence} <= {"passage"}


@pytest.mark.asyncio
async def test_fact_check_empty_and_fault(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    nothing = await run_agent("apologetics.fact_check", {"claim": "qqzz xxyy"},
                              context(hub, settings, "en"))
    assert [f.data.verdict for f in nothing.findings] == ["not_established"]
    mirror.faults.truncate(r"/cdn/apis/search/")
    with pytest.raises(RetryableError):
        await run_agent("apologetics.fact_check", {"claim": "kindness"},
                        context(hub, settings, "en"))


# -- apologetics.apocrypha -----------------------------------------------------------------------


@pytest.mark.asyncio
async def test_apocrypha_finds_a_real_verse(hub: SourceHub, settings: Settings) -> None:
    text = content.verse_text("en", 19, 37, 11)
    saying = " ".join(text.split()[:8])
    result = await run_agent("apologetics.apocrypha", {"saying": f"“{saying}”"},
                             context(hub, settings, "en"))
    assert_cited(result)
    head = result.findings[0]
    assert head.kind == "apocrypha" and head.data.found is True
    assert head.data.verdict == "in_bible" and head.data.match == "exact"
    assert head.citation is not None and "/nwtsty/19/37#study=discover&v=19:37:11" in (
        head.citation.url)
    assert head.summary.startswith("Found in the Bible at Psalm 37:11")
    assert head.excerpt.startswith(saying)
    assert result.handoff.data["found"] is True


@pytest.mark.asyncio
@pytest.mark.parametrize(("language", "expected", "searched"), [
    ("en", "Not found — likely not a Bible quotation", "the whole Bible, {} verses"),
    ("es", "probablemente no es una cita de la Biblia", "toda la Biblia, {} versículos"),
    ("pt", "provavelmente não é uma citação da Bíblia", "toda a Bíblia, {} versículos"),
])
async def test_apocrypha_not_found(
    language: str, expected: str, searched: str, hub: SourceHub, settings: Settings
) -> None:
    verses = sum(bool(content.verse_text(language, b, c, v))
                 for b in range(1, 67) for c in range(1, chapter_count(b) + 1)
                 for v in range(1, content.verse_count(b, c) + 1))
    searched = searched.format(verses)  # every verse of the mirror's Bible
    result = await run_agent("apologetics.apocrypha",
                             {"saying": "Zyx helps those who qwv themselves"},
                             context(hub, settings, language))  # type: ignore[arg-type]
    head = result.findings[0]
    assert head.data.found is False and head.data.verdict == "not_in_bible"
    assert expected in head.summary and searched in head.summary
    assert head.data.searched.startswith(searched)
    assert head.citation is not None and "/wol/s/" in head.citation.url
    assert result.handoff.data["verdict"] == "not_in_bible"


@pytest.mark.asyncio
@pytest.mark.parametrize(("language", "saying", "match", "where", "url"), [
    ("en", "For God so loved the world, that he gave his only born Son", "exact",
     "John 3:16", "/en/wol/b/r1/lp-e/nwtsty/43/3#study=discover&v=43:3:16"),
    ("en", "God loved the world so much that he gave his only Son", "close",
     "John 3:16", "/en/wol/b/r1/lp-e/nwtsty/43/3#study=discover&v=43:3:16"),
    ("es", "Jehová es mi pastor; nada me faltará", "exact",
     "Salmo 23:1", "/es/wol/b/r4/lp-s/nwtsty/19/23#study=discover&v=19:23:1"),
    ("es", "el amor al dinero es la raíz de todos los males", "close",
     "1 Timoteo 6:10", "/es/wol/b/r4/lp-s/nwtsty/54/6#study=discover&v=54:6:10"),
    ("pt", "Jeová, Jeová, Deus misericordioso e compassivo", "exact",
     "Êxodo 34:6", "/pt/wol/b/r5/lp-t/nwtsty/2/34#study=discover&v=2:34:6"),
    ("pt", "Deus é misericordioso e compassivo, lento para se irar", "close",
     "Êxodo 34:6", "/pt/wol/b/r5/lp-t/nwtsty/2/34#study=discover&v=2:34:6"),
])
async def test_apocrypha_cites_the_verse_of_a_real_phrase(
    language: str, saying: str, match: str, where: str, url: str,
    hub: SourceHub, settings: Settings,
) -> None:
    result = await run_agent("apologetics.apocrypha", {"saying": saying},
                             context(hub, settings, language))  # type: ignore[arg-type]
    head = result.findings[0]
    assert head.data.verdict == "in_bible" and head.data.match == match
    assert head.data.where == where and where in head.summary
    assert head.citation is not None and head.citation.url.endswith(url)


@pytest.mark.asyncio
@pytest.mark.parametrize(("language", "saying", "expected"), [
    ("en", "God helps those who help themselves",
     "likely not a Bible quotation: “God helps those who help themselves” (searched: the "
     "whole Bible"),
    ("es", "Dios ayuda a quien se ayuda",
     "probablemente no es una cita de la Biblia: «Dios ayuda a quien se ayuda» (búsqueda: "
     "toda la Biblia"),
    ("pt", "Deus ajuda quem cedo madruga",
     "provavelmente não é uma citação da Bíblia: “Deus ajuda quem cedo madruga” (busca: "
     "toda a Bíblia"),
    ("pt", "Deus ajuda quem se ajuda",
     "provavelmente não é uma citação da Bíblia: “Deus ajuda quem se ajuda” (busca: "
     "toda a Bíblia"),
])
async def test_apocrypha_famous_sayings_are_not_in_the_bible(
    language: str, saying: str, expected: str, hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("apologetics.apocrypha", {"saying": f"“{saying}”"},
                             context(hub, settings, language))  # type: ignore[arg-type]
    head = result.findings[0]
    assert head.data.verdict == "not_in_bible" and expected in head.summary
    assert head.kind == "apocrypha" and head.data.searched


@pytest.mark.asyncio
@pytest.mark.parametrize(("language", "saying", "where", "url", "summary"), [
    # a paraphrase whose words are too far from John 8:32 for the word matcher
    ("en", "The truth will set you free", "John 8:32", "v=43:8:32",
     "In the Bible in other words, at John 8:32"),
])
async def test_apocrypha_finds_a_paraphrase_in_other_words(
    language: str, saying: str, where: str, url: str, summary: str,
    hub: SourceHub, settings: Settings,
) -> None:
    """Issue 30 item 1: the verses nearest a saying go through the one evidence model;
    a verse that entails it (and that it entails) says it in other words."""
    result = await run_agent("apologetics.apocrypha", {"saying": saying},
                             context(hub, settings, language))  # type: ignore[arg-type]
    head = result.findings[0]
    assert head.data.verdict == "in_bible" and head.data.match == "meaning"
    assert head.data.found is True and head.data.where == where
    assert head.summary == summary and head.data.evidence == head.excerpt
    assert head.citation is not None and head.citation.url.endswith(url)
    assert "nearest verses read for their meaning" in head.data.searched
    assert result.handoff.data["verdict"] == "in_bible"


@pytest.mark.asyncio
@pytest.mark.parametrize(("language", "saying", "where", "url", "quote"), [
    # a word changed: John 8:32 says the truth makes free
    ("en", "The truth will make you slaves", "John 8:32", "v=43:8:32", "the truth will make"),
    # negated: 1 John 4:8 "God is love" (read in its own clause, not in the one that
    # denies "love" beside it)
    ("en", "God is not love", "1 John 4:8", "v=62:4:8", "for God is love."),
    ("es", "Dios no es amor", "1 Juan 4:8", "v=62:4:8", "porque Dios es amor."),
    # negated, in other order: John 11:35 "Y lloró Jesús"
    ("es", "Jesús no lloró", "Juan 11:35", "v=43:11:35", "Y lloró Jesús."),
])
async def test_apocrypha_misquote_the_bible_says_otherwise(
    language: str, saying: str, where: str, url: str, quote: str,
    hub: SourceHub, settings: Settings,
) -> None:
    result = await run_agent("apologetics.apocrypha", {"saying": saying},
                             context(hub, settings, language))  # type: ignore[arg-type]
    head = result.findings[0]
    assert head.data.verdict == "bible_says_otherwise" and head.data.found is False
    assert head.data.where == where and where in head.summary
    assert quote in head.excerpt and head.data.evidence == head.excerpt
    assert head.citation is not None and head.citation.url.endswith(url)
    assert result.handoff.data["verdict"] == "bible_says_otherwise"


@pytest.mark.asyncio
@pytest.mark.parametrize(("language", "saying"), [
    ("es", "Dios no es amor"),
    ("en", "God is not love"),
])
async def test_apocrypha_never_says_a_publication_holds_the_opposite_saying(
    language: str, saying: str, hub: SourceHub, settings: Settings
) -> None:
    """The mirror's article on God's love holds the saying's words without its "not":
    it holds "God is love", never "God is not love" (it was shown as holding it)."""
    result = await run_agent("apologetics.apocrypha", {"saying": saying},
                             context(hub, settings, language))  # type: ignore[arg-type]
    assert result.findings[0].data.verdict == "bible_says_otherwise"
    assert not [f for f in result.findings if f.kind == "search_hit"], \
        [f.summary for f in result.findings]


@pytest.mark.asyncio
@pytest.mark.parametrize(("language", "saying", "summary"), [
    ("en", "The truth will make you slaves",
     "The Bible says otherwise, at John 8:32: it does not say “The truth will make you "
     "slaves” (searched: the whole Bible"),
    ("es", "Dios no es amor",
     "La Biblia dice otra cosa, en 1 Juan 4:8: no dice «Dios no es amor» (búsqueda: toda "
     "la Biblia"),
])
async def test_apocrypha_says_otherwise_in_the_runs_language(
    language: str, saying: str, summary: str, hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("apologetics.apocrypha", {"saying": saying},
                             context(hub, settings, language))  # type: ignore[arg-type]
    assert result.findings[0].summary.startswith(summary)


@pytest.mark.asyncio
@pytest.mark.parametrize(("language", "saying"), [
    # the model reads "He aquí, Dios es el que me ayuda" (Psalm 54:4) as saying it both
    # ways; the reflexive it lacks says who is helped
    ("es", "Dios ayuda a los que se ayudan a sí mismos"),
    ("en", "Heaven helps those who help themselves"),
    # its words hold only a word of Exodus 26:28 ("shall pass")
    ("en", "This too shall pass"),
])
async def test_apocrypha_never_finds_a_non_bible_saying_in_other_words(
    language: str, saying: str, hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("apologetics.apocrypha", {"saying": saying},
                             context(hub, settings, language))  # type: ignore[arg-type]
    head = result.findings[0]
    assert head.data.verdict in ("not_in_bible", "unclear") and head.data.found is False


@pytest.mark.asyncio
async def test_apocrypha_near_miss_is_unclear_and_shows_the_closest_verse(
    hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("apologetics.apocrypha",
                             {"saying": "Spare the rod and spoil the child"},
                             context(hub, settings, "en"))
    head = result.findings[0]
    assert head.data.verdict == "unclear" and head.data.found is False
    assert head.summary.startswith("Unclear whether it is in the Bible: the closest passage, "
                                   "Proverbs 13:24, is worded differently")
    assert head.citation is not None and head.citation.url.endswith("v=20:13:24")


@pytest.mark.asyncio
async def test_apocrypha_bible_download_fault_is_retried(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.status(r"/cdn/apis/pub-media/", 500)
    with pytest.raises(RetryableError):
        await run_agent("apologetics.apocrypha", {"saying": "seed in the field"},
                        context(hub, settings, "en"))


@pytest.mark.asyncio
async def test_apocrypha_without_a_readable_bible_gives_no_verdict(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.status(r"/cdn/files/nwt/", 404)
    result = await run_agent("apologetics.apocrypha", {"saying": "Jesus wept"},
                             context(hub, settings, "en"))
    [head] = result.findings
    assert head.data.verdict == "not_checked" and head.data.found is False
    assert head.summary.startswith("Could not check whether “Jesus wept” is in the Bible")
    assert "likely not" not in head.summary and result.handoff.data["found"] is False


@pytest.mark.asyncio
async def test_apocrypha_verdict_stands_when_the_publication_search_fails(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.status(r"/cdn/apis/search/", 500)
    result = await run_agent("apologetics.apocrypha",
                             {"saying": "God helps those who help themselves"},
                             context(hub, settings, "en"))
    head = result.findings[0]
    assert head.data.verdict == "not_in_bible"
    assert result.handoff.for_next  # the failed publication search is said


# -- ministry.conversation -----------------------------------------------------------------------


@pytest.mark.asyncio
async def test_conversation_answers_first(hub: SourceHub, settings: Settings) -> None:
    # (an objection the articles answer; one they do not is a "nothing found": test_audiences)
    result = await run_agent("ministry.conversation",
                             {"objection": "I already have my own religion"},
                             context(hub, settings, "en"))
    assert_cited(result)
    answers = of_kind(result, "answer")
    assert answers and kinds(result)[0] == "answer"
    assert answers[0].excerpt and len(answers[0].excerpt) > len(answers[0].summary)
    assert of_kind(result, "verse")


@pytest.mark.asyncio
async def test_conversation_empty_and_fault(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    # nothing answers it: a typed "nothing found" with what was searched (issue 31)
    with pytest.raises(NothingFoundError, match="Nada encontrado que responda a “qqzz wwxx”"):
        await run_agent("ministry.conversation", {"objection": "qqzz wwxx"},
                        context(hub, settings, "pt"))
    mirror.expire_tokens()
    mirror.faults.status(r"/cdn/tokens/", 500)
    with pytest.raises(RetryableError):
        await run_agent("ministry.conversation", {"objection": "paciência"},
                        context(hub, settings, "pt"))


# -- ministry.presentation -----------------------------------------------------------------------


@pytest.mark.asyncio
async def test_presentation_has_four_parts(hub: SourceHub, settings: Settings) -> None:
    result = await run_agent("ministry.presentation",
                             {"topic": "la familia", "audience": "padres jóvenes"},
                             context(hub, settings, "es"))
    assert_cited(result)
    head = result.findings[0]
    assert head.kind == "presentation"
    # Drawn from the sources (no fixed text): the question, the scripture, the passage.
    for key in ("opening_question", "scripture", "thought"):
        assert getattr(head.data, key), key
    assert head.data.opening_question.endswith("?")
    assert head.data.scripture in {f.data.ref for f in of_kind(result, "verse")}


@pytest.mark.asyncio
async def test_presentation_empty_and_fault(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    with pytest.raises(PreparoError):
        await run_agent("ministry.presentation", {"topic": "qqzz"}, context(hub, settings, "en"))
    mirror.faults.status(r"/cdn/", 500)
    with pytest.raises(RetryableError):
        await run_agent("ministry.presentation", {"topic": "kindness"},
                        context(hub, settings, "en"))


# -- study.life_topics -----------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_life_topic_plain(hub: SourceHub, settings: Settings) -> None:
    result = await run_agent("study.life_topics", {"topic": "patience at home"},
                             context(hub, settings, "en"))
    assert_cited(result)
    assert "care_note" not in kinds(result)
    assert of_kind(result, "life_topic")


@pytest.mark.asyncio
@pytest.mark.parametrize(("language", "topic"), [
    ("en", "kindness after abuse"), ("es", "pensamientos de suicidio"),
    ("pt", "violência em casa"), ("en", "I want to hurt myself"),
])
async def test_sensitive_topics_lead_with_a_care_note(
    language: str, topic: str, hub: SourceHub, settings: Settings
) -> None:
    result = await run_agent("study.life_topics", {"topic": topic},
                             context(hub, settings, language))  # type: ignore[arg-type]
    head = result.findings[0]
    assert head.kind == "care_note"
    assert head.authority == max(f.authority for f in result.findings)
    assert result.handoff.data["sensitive"] is True


@pytest.mark.asyncio
async def test_sensitive_topic_still_answers_when_sources_fail(
    hub: SourceHub, settings: Settings, mirror: MirrorServer
) -> None:
    mirror.faults.status(r"/cdn/", 500)
    result = await run_agent("study.life_topics", {"topic": "abuse"},
                             context(hub, settings, "en"))
    assert kinds(result) == ["care_note"]
    with pytest.raises(RetryableError):
        await run_agent("study.life_topics", {"topic": "work"}, context(hub, settings, "en"))


@pytest.mark.asyncio
async def test_apologetics_research_gives_nothing_found_not_unrelated_pages(
        hub: SourceHub, settings: Settings) -> None:
    """A question the publications do not address gets "nothing found", never pages
    that only share "Jehovah's Witnesses" with it (issue 30: no filler)."""
    ctx = context(hub, settings, "en")
    empty = await run_agent("apologetics.research",
                            {"question": "Why don't Jehovah's Witnesses use xylophones?"}, ctx)
    assert kinds(empty) == ["nothing_found"]
    assert "xylophones" in of_kind(empty, "nothing_found")[0].data.searched
    answered = await run_agent("apologetics.research",
                               {"question": "Is the Trinity taught in the Bible?"}, ctx)
    answers = of_kind(answered, "answer")
    assert answers and all("trinit" in f.excerpt.casefold() or "trinit" in f.summary.casefold()
                           for f in answers)
