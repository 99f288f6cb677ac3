"""apologetics.fact_check against the mirror (issue 30): one answer per claim, earned by
the author's own sentences on the claim's subject, read with the claim's polarity; else
"not established" with what was searched. The answer's verdict, evidence and searches
are fields of its finding (`preparo run --json`, the MCP tools)."""

from __future__ import annotations

import pytest

from app.core.findings import ClaimCheck, ClaimEvidenceSentence
from app.core.models import (
    Finding,
    Plan,
    RunResult,
    RunVerdict,
    Step,
    StepResult,
    StepStatus,
    Verdict,
)
from app.core.settings import Settings
from app.orchestrator.critique import Critique, LexicalEntailer, default_entailer
from app.orchestrator.replan import make_replan
from app.sources.hub import SourceHub
from app.study.claims import Stance, decide, one_answer
from tests.agents.agent_util import assert_cited, context, registry, run_agent

LEXICAL = {"entailer": LexicalEntailer()}


class Always:
    """An entailer that gives every pair the same scores: what decides is then only which
    sentences the check lets the model see, and how it reads their polarity."""

    def __init__(self, label: str) -> None:
        self.scores = {"entailment": 0.02, "neutral": 0.03, "contradiction": 0.02}
        self.scores[label] = 0.95

    async def entail_batch(self, pairs: list[tuple[str, str]]) -> list[dict[str, float]]:
        return [dict(self.scores) for _ in pairs]


async def check(hub: SourceHub, settings: Settings, lang: str, claim: str,
                entailer: object) -> tuple[Finding, ClaimCheck, list[Finding]]:
    ctx = context(hub, settings, lang, services={"entailer": entailer})  # type: ignore[arg-type]
    result = await run_agent("apologetics.fact_check", {"claim": claim}, ctx)
    answers = [f for f in result.findings if isinstance(f.data, ClaimCheck)]
    assert len(answers) == 1
    data = answers[0].data
    assert isinstance(data, ClaimCheck)
    return answers[0], data, [f for f in result.findings if f.kind == "claim_evidence"]


def test_decide_needs_a_clear_side() -> None:
    assert decide([Stance(0.9, 0.05), Stance(0.3, 0.1)]) == "supported"
    assert decide([Stance(0.05, 0.9)]) == "contradicted"
    assert decide([Stance(0.3, 0.1)]) == "not_established"
    assert decide([Stance(0.9, 0.0), Stance(0.0, 0.85)]) == "not_established"  # both ways
    assert decide([]) == "not_established"


# -- reported speech ----------------------------------------------------------------------


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "claim"), [
    ("en", "the Bible teaches that the earth will be burned up"),
    ("es", "la Biblia enseña que la Tierra será quemada"),
    ("pt", "a Bíblia ensina que a Terra será queimada"),
])
async def test_what_some_say_never_supports(hub: SourceHub, settings: Settings, lang: str,
                                            claim: str) -> None:
    # The mirror's only sentence saying this is "Some say that…": a model that entails
    # everything it is shown must still not make it supported.
    _, data, _ = await check(hub, settings, lang, claim, Always("entailment"))
    assert data.verdict == "not_established"
    assert data.reported >= 1


@pytest.mark.parametrize("sentence", [
    "Some say that the Bible teaches the earth will be burned up.",
    "Others claim that the dead suffer.",
    "Algunos dicen que la Biblia enseña que la Tierra será quemada.",
    "Hay quienes creen que los muertos sufren.",
    "Há quem diga que a Terra será queimada.",
    "¿Será destruida la Tierra?",
    "Will the earth be destroyed?",
    "Many sincere people ask why a loving God allows so much suffering.",
    "Muchas personas sinceras se preguntan por qué Dios permite el sufrimiento.",
    "Muitas pessoas sinceras perguntam por que Deus permite o sofrimento.",
    # what someone says to himself (Psalm 14:1 in the mirror's WEB and RV 1909)
    "The fool has said in his heart, “There is no God.”",
    "Dijo el necio en su corazón: No hay Dios.",
    "Diz o insensato no seu coração: Não há Deus.",
])
def test_reported_speech_and_questions_are_not_assertions(sentence: str) -> None:
    from app.study.claims import reported

    assert reported(sentence)
    assert not reported("But the Bible says that the earth will remain forever.")


# -- polarity -------------------------------------------------------------------------------


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "claim"), [
    ("en", "God does not punish people in a hell of fire"),
    ("es", "Dios no castiga a las personas en un infierno de fuego"),
    ("pt", "Deus não castiga as pessoas num inferno de fogo"),
])
async def test_a_negated_claim_is_not_contradicted_by_its_own_denial(
        hub: SourceHub, settings: Settings, lang: str, claim: str) -> None:
    # A model that answers "contradiction" to anything negated: the passage denies what
    # the claim denies, so the claim is supported, never contradicted.
    _, data, _ = await check(hub, settings, lang, claim, Always("contradiction"))
    assert data.verdict == "supported"
    assert data.evidence and data.evidence[0].url


def test_polarity_is_compared() -> None:
    from app.study.claims import negated, negates_claim, positive_form, stance

    assert negated("Jehovah's Witnesses do not believe in Jesus")
    assert negated("As Testemunhas de Jeová não acreditam em Jesus")
    assert negated("Jesús nunca fue bautizado")
    assert not negated("The dead will live again")
    assert positive_form("Jesus was never baptized") == "Jesus was baptized"
    assert positive_form("no creen en Jesús") == "creen en Jesús"
    claim = "The holy spirit is God's active force"
    sentence = "The holy spirit is not a person but God's active force"
    assert not negates_claim(sentence, claim, "en")  # the "not" is about "a person"
    # A negation that does not touch the claim's words never contradicts it.
    assert stance(claim, sentence, "en", {"contradiction": 0.9}).contradicts == 0.0
    # An affirmative sentence on the claim's subject contradicts a negated claim only
    # through the claim's positive form.
    denial = "Jehovah's Witnesses do not believe in Jesus"
    said = "Jehovah's Witnesses believe in Jesus as God's Son"
    assert stance(denial, said, "en", {"contradiction": 0.9},
                  {"entailment": 0.1}).contradicts == pytest.approx(0.1)
    # A sentence denying what an affirmative claim says contradicts it when, both made
    # positive, they say the same (the model misses some denials read as they are).
    assert stance("Os mortos sentem dor", "Os mortos não sentem dor", "pt",
                  {"contradiction": 0.4}, None, {"entailment": 0.9}).contradicts == 0.9


# -- the relevance gate ---------------------------------------------------------------------


def test_a_sentence_counts_only_when_it_is_on_the_claims_subject() -> None:
    from app.study.claims import on_subject

    assert not on_subject("Jesus was never baptized",
                          "Jesus raised people from the dead in front of many witnesses", "en")
    assert not on_subject("Los testigos de Jehová no leen la Biblia",
                          "La Biblia enseña que solo Jehová es el Altísimo y que Jesús es su "
                          "Hijo", "es")
    assert not on_subject("The holy spirit is a person",
                          "God cares about you personally", "en")
    assert on_subject("Jesus wept when his friend Lazarus died",
                      "Even Jesus wept when his friend Lazarus died", "en")
    assert on_subject("Dios quiere que la gente sufra",  # two forms of one verb
                      "Dios nunca quiso que la gente sufriera", "es")
    assert on_subject("Jesús es el Hijo de Dios",  # Jehovah answers for God
                      "La Biblia enseña que solo Jehová es el Altísimo y que Jesús es su Hijo",
                      "es")


def test_again_and_going_to_ask_the_same_of_the_evidence_in_every_language() -> None:
    """English "again" and "will" are function words; the Spanish and Portuguese verbs
    and phrases that say them ("volverán a", "vão", "outra vez") are not one more word the
    evidence must repeat (the same claim was supported in es and en, not in pt)."""
    from app.study.claims import subject_share, without_auxiliaries

    assert without_auxiliaries("Los niños volverán a sonreír") == "Los niños sonreír"
    assert without_auxiliaries("As crianças vão brincar de novo") == "As crianças brincar"
    assert without_auxiliaries("Ellos van a la playa") == "Ellos van a la playa"
    premise = {"en": "God promises that the children will smile again.",
               "es": "Dios promete que los niños van a sonreír de nuevo.",
               "pt": "Deus promete que as crianças vão sorrir outra vez."}
    claim = {"en": "The children will smile again",
             "es": "Los niños volverán a sonreír",
             "pt": "As crianças voltarão a sorrir"}
    assert {lang: subject_share(claim[lang], premise[lang], lang) for lang in claim} == {
        "en": 1.0, "es": 1.0, "pt": 1.0}


@pytest.mark.asyncio
@pytest.mark.parametrize("claims", [
    # the mirror's article on suffering says "sufrimiento"/"sofrimento": the claim's verb
    # ("sufra", "sofram") reaches it through the nearest subject it names, as "suffer"
    # reaches "suffering" by its letters
    {"es": "Dios desea que la gente sufra", "en": "God wants humans to suffer",
     "pt": "Deus deseja que as pessoas sofram"},
    # "vivirán de nuevo" / "live once more" / "vão viver outra vez"
    {"es": "Los muertos vivirán de nuevo", "en": "The dead will live once more",
     "pt": "Os mortos vão viver outra vez"},
])
async def test_the_same_claim_gets_the_same_verdict_in_every_language(
        hub: SourceHub, settings: Settings, claims: dict[str, str]) -> None:
    entailer = default_entailer(settings)
    if isinstance(entailer, LexicalEntailer):
        pytest.skip("the NLI model is not installed")
    verdicts = {}
    for lang, claim in claims.items():
        _, data, _ = await check(hub, settings, lang, claim, entailer)
        verdicts[lang] = data.verdict
    assert len(set(verdicts.values())) == 1, verdicts
    assert verdicts["en"] != "not_established", verdicts


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "claim"), [
    ("en", "Jesus was never baptized"),
    ("es", "Los testigos de Jehová no leen la Biblia"),
    ("pt", "As Testemunhas de Jeová não leem a Bíblia"),
    ("en", "Anxiety is a sin"),
])
async def test_off_subject_passages_never_decide(hub: SourceHub, settings: Settings,
                                                 lang: str, claim: str) -> None:
    for label in ("entailment", "contradiction"):
        _, data, evidence = await check(hub, settings, lang, claim, Always(label))
        assert data.verdict == "not_established", (label, data.evidence)
        # "When Life Hurts Too Much" is not evidence for a doctrinal claim.
        assert not any("Life Hurts" in f.summary or "vida duele" in f.summary
                       or "vida dói" in f.summary for f in evidence)


# -- the answer as data ---------------------------------------------------------------------


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "claim", "verdict"), [
    ("en", "the Bible compares death to a deep sleep", "supported"),
    ("es", "la Biblia compara la muerte con un sueño profundo", "supported"),
])
async def test_a_plain_answer_with_the_deciding_sentence(
        hub: SourceHub, settings: Settings, lang: str, claim: str, verdict: str) -> None:
    ctx = context(hub, settings, lang, services=LEXICAL)  # type: ignore[arg-type]
    result = await run_agent("apologetics.fact_check", {"claim": claim}, ctx)
    assert_cited(result)
    plain = result.findings[0]
    assert isinstance(plain.data, ClaimCheck) and plain.data.verdict == verdict
    assert plain.verdict is not None and plain.verdict.label == "entails"
    top = plain.data.evidence[0]
    assert plain.citation is not None and plain.citation.url == top.url
    assert top.text in plain.excerpt and top.stance == "supports"
    deciding = [f for f in result.findings if f.kind == "claim_evidence" and f.data.deciding]
    assert deciding and all(f.verdict and f.verdict.label == "entails" for f in deciding)


@pytest.mark.asyncio
async def test_not_established_says_what_was_searched(hub: SourceHub,
                                                      settings: Settings) -> None:
    plain, data, evidence = await check(hub, settings, "pt", "qqzz a abelha dourada canta",
                                        LexicalEntailer())
    assert data.verdict == "not_established" and not data.evidence and not evidence
    assert "qqzz" in data.searched and "qqzz" in plain.excerpt
    assert plain.citation is None


@pytest.mark.asyncio
async def test_run_json_carries_the_verdict_and_its_evidence(hub: SourceHub,
                                                             settings: Settings) -> None:
    claim = "the Bible compares death to a deep sleep"
    ctx = context(hub, settings, "en", services=LEXICAL)  # type: ignore[arg-type]
    result = await run_agent("apologetics.fact_check", {"claim": claim}, ctx)
    step = Step(id="check", agent="apologetics.fact_check", args={"claim": claim})
    run = RunResult(run_id="r", plan=Plan(goal=claim, steps=[step]), status="finished",
                    steps=[StepResult(step_id="check", agent=step.agent,
                                      status=StepStatus.DONE, findings=result.findings)],
                    findings=result.findings)
    shown = run.summary_json()["findings"]
    answer = next(f for f in shown if f["kind"] == "claim_check")
    assert answer["verdict"] is not None and answer["verdict"]["label"] == "entails"
    assert answer["data"]["verdict"] == "supported"
    assert answer["data"]["evidence"][0]["text"] and answer["data"]["evidence"][0]["url"]
    assert answer["data"]["searched"]


@pytest.mark.asyncio
@pytest.mark.parametrize(("claim", "verdict"), [
    ("the earth will be destroyed", "contradicted"),
    ("the earth will remain forever", "supported"),
    ("Jesus wept when his friend Lazarus died", "supported"),
])
async def test_the_model_decides_on_relevant_sentences(hub: SourceHub, settings: Settings,
                                                       claim: str, verdict: str) -> None:
    entailer = default_entailer(settings)
    if isinstance(entailer, LexicalEntailer):
        pytest.skip("the NLI model is not installed")
    _, data, _ = await check(hub, settings, "en", claim, entailer)
    assert data.verdict == verdict
    assert data.engine == "model"


# -- one answer per run ---------------------------------------------------------------------

def _answer(claim: str, verdict: str, step: str, text: str = "") -> Finding:
    label = {"supported": "entails", "contradicted": "contradicts"}.get(verdict, "neutral")
    evidence = [ClaimEvidenceSentence(text=text, url=f"http://x/{step}")] if text else []
    return Finding(summary=f"{claim}: {verdict}", claim=claim, step_id=step,
                   verdict=Verdict(label=label, score=0.9),  # type: ignore[arg-type]
                   data=ClaimCheck(claim=claim, verdict=verdict,  # type: ignore[arg-type]
                                   evidence=evidence, searched=step, read=[step]))


def _run(claim: str, findings: list[Finding]) -> RunResult:
    step = Step(id="check", agent="apologetics.fact_check", args={"claim": claim})
    plan = Plan(goal=f"is it true that {claim}", language="en", steps=[step])
    return RunResult(run_id="r", plan=plan, status="finished", findings=list(findings),
                     steps=[StepResult(step_id="check", agent=step.agent,
                                       status=StepStatus.DONE, findings=list(findings))])


def test_a_replan_only_adds_to_the_answer() -> None:
    claim = "the earth will be destroyed"
    first = _answer(claim, "not_established", "check")
    deeper = _answer(claim.upper(), "contradicted", "replan1.check", "not to be destroyed")
    kept = one_answer([first, deeper])
    assert kept == [deeper]  # one answer: the definite one
    data = kept[0].data
    assert isinstance(data, ClaimCheck) and data.read == ["replan1.check", "check"]
    # Two definite answers never both show: the first stands, the other adds its pages.
    said = _answer(claim, "contradicted", "check", "remain forever")
    other = _answer(claim, "supported", "replan1.check", "burned up")
    kept = one_answer([said, other])
    assert kept == [said] and [e.text for e in kept[0].data.evidence] == ["remain forever"]


@pytest.mark.asyncio
async def test_a_definite_answer_ends_the_check() -> None:
    claim = "the earth will be destroyed"
    answer = _answer(claim, "contradicted", "check", "not to be destroyed")
    passage = Finding(summary="…", excerpt="…", kind="claim_evidence", claim=claim,
                      step_id="check", verdict=Verdict(label="neutral", score=1.0))
    result = _run(claim, [answer, passage])
    verdict = await Critique(LexicalEntailer(), registry=registry()).run(result)
    assert not verdict.replan_suggested and verdict.entailed == verdict.checked == 1
    # Even when something else asks for a replan, a decided check is not looked into again.
    replan = make_replan(result, RunVerdict(replan_suggested=True, reason="weak"), registry())
    assert replan is None or all(s.agent != "apologetics.fact_check" for s in
                                 replan.plan.steps if s.id in replan.diff.added)


def test_an_unclear_check_replans_a_deeper_check_with_the_claim() -> None:
    claim = "the earth will be destroyed"
    result = _run(claim, [_answer(claim, "not_established", "check")])
    replan = make_replan(result, RunVerdict(replan_suggested=True, reason="weak"), registry())
    assert replan is not None
    added = [s for s in replan.plan.steps if s.id in replan.diff.added]
    assert [(s.agent, s.args) for s in added] == [
        ("apologetics.fact_check", {"claim": claim, "deeper": True})]


@pytest.mark.asyncio
async def test_the_export_shows_the_answer_with_its_evidence(hub: SourceHub,
                                                            settings: Settings) -> None:
    from app.core.i18n import tr
    from app.export.sheet import build_sheet

    claim = "la Biblia compara la muerte con un sueño profundo"
    ctx = context(hub, settings, "es", services=LEXICAL)  # type: ignore[arg-type]
    result = await run_agent("apologetics.fact_check", {"claim": claim}, ctx)
    answer = result.findings[0].data
    assert isinstance(answer, ClaimCheck) and answer.evidence
    sheet = build_sheet(result.findings, language="es")
    section = next(s for s in sheet.sections
                   if s.heading == tr("sheet.kind.claim_check", "es"))
    bullet = section.bullets[0]
    assert answer.verdict_text in bullet.text and answer.evidence[0].text in bullet.text
    assert bullet.url == answer.evidence[0].url
