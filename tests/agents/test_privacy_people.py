"""People named in a goal stay on this computer, end to end against the mirror (issue 27):
"Return visit with Carl Young, next time talk about prayer" notes the visit without a
single request, a goal no one can be named in fails plainly without searching, and a
step that would search a goal's person is refused at the last line and logged without
the name."""

from __future__ import annotations

import logging
from pathlib import Path

import httpx
import pytest

from app.agents.ministry_revisit import NOTEBOOK_FILE, Notebook
from app.core import privacy
from app.core.events import EventHub
from app.core.models import Plan, RunResult, Step, StepStatus
from app.core.paths import data_dir
from app.core.settings import Settings
from app.mirror.server import MirrorServer
from app.orchestrator.critique import LexicalEntailer
from app.orchestrator.planner import RulesPlanner
from app.orchestrator.runner import Orchestrator
from app.orchestrator.store import RunStore
from app.sources.http import HttpPolicy, PoliteHttp
from app.sources.hub import SourceHub
from tests.agents.agent_util import registry

CARL = "Return visit with Carl Young, next time talk about prayer"


async def _run(plan: Plan, settings: Settings, tmp_path: Path) -> RunResult:
    policy = HttpPolicy(rate=1000, burst=1000, backoff_base=0.01, backoff_max=0.05)
    hub = SourceHub(settings, policy=policy)
    try:
        orchestrator = Orchestrator(
            registry(), settings=settings.model_copy(update={"step_retries": 0}),
            events=EventHub(), store=RunStore(tmp_path / "runs"), sources=hub,
            services={"entailer": LexicalEntailer()})
        return await orchestrator.run(plan)
    finally:
        await hub.aclose()


def _requested(mirror: MirrorServer) -> str:
    return "\n".join(r.path for r in mirror.requests())


@pytest.mark.asyncio
async def test_a_return_visit_with_carl_young_is_noted_and_nothing_carries_his_name(
        settings: Settings, mirror: MirrorServer, tmp_path: Path) -> None:
    plan = RulesPlanner(registry()).plan_sync(CARL, "en")
    result = await _run(plan, settings, tmp_path)
    assert "Carl" not in _requested(mirror) and "Young" not in _requested(mirror)
    assert result.status == "finished", result.problems
    visit = Notebook(data_dir() / NOTEBOOK_FILE).find("Carl Young")
    assert visit is not None and visit.person == "Carl Young" and visit.topics == ["prayer"]


@pytest.mark.asyncio
async def test_a_visit_no_one_is_named_in_is_not_searched_and_not_called_done(
        settings: Settings, mirror: MirrorServer, tmp_path: Path) -> None:
    goal = "Return visit, next time talk about prayer"
    plan = RulesPlanner(registry()).plan_sync(goal, "en")
    assert any("could not tell who" in note for note in plan.notes)
    result = await _run(plan, settings, tmp_path)
    assert mirror.requests() == []  # nothing searched instead of the visit
    assert result.status == "failed"
    assert any("was not noted" in problem for problem in result.problems), result.problems
    assert [s.id for s in result.plan.steps if s.replaces] == []


@pytest.mark.asyncio
async def test_a_step_that_would_search_a_goals_person_is_refused_and_logged_without_her(
        settings: Settings, mirror: MirrorServer, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    # A planner that did not understand the goal: the person's words became a subject.
    plan = Plan(goal=CARL, language="en", steps=[
        Step(id="r", agent="research.topic", args={"topic": "Carl Young prayer"})])
    with caplog.at_level(logging.INFO):
        result = await _run(plan, settings, tmp_path)
    assert "Carl" not in _requested(mirror) and "Young" not in _requested(mirror)
    step = result.result_for("r")
    assert step is not None and step.status == StepStatus.FAILED
    assert "personal data" in (step.error or "")
    assert "blocked a request" in caplog.text
    assert "Carl" not in caplog.text and "Young" not in caplog.text


@pytest.mark.asyncio
async def test_the_http_client_refuses_a_goals_person_at_the_last_line(
        caplog: pytest.LogCaptureFixture) -> None:
    sent: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(str(request.url))
        return httpx.Response(200, text="<html></html>")

    from app.orchestrator.planner.people import persons_in

    privacy.register("run-carl", persons_in(CARL, "en"))
    http = PoliteHttp(HttpPolicy(rate=1000, burst=1000),
                      transport=httpx.MockTransport(handler))
    try:
        with caplog.at_level(logging.INFO), pytest.raises(privacy.PrivateDataBlocked):
            await http.get("https://wol.jw.org/en/wol/s/r1/lp-e",
                           params={"q": "prayer Carl Young"})
        with pytest.raises(privacy.PrivateDataBlocked):
            await http.get("https://wol.jw.org/en/wol/s/r1/lp-e?q=young+carl")
        await http.get("https://wol.jw.org/en/wol/s/r1/lp-e", params={"q": "young people"})
    finally:
        await http.aclose()
    assert sent == ["https://wol.jw.org/en/wol/s/r1/lp-e?q=young+people"]
    assert "blocked a request to wol.jw.org" in caplog.text
    assert "Carl" not in caplog.text and "Young" not in caplog.text


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "template", "names"), [
    ("en", "Return visit with {name}, next time talk about {topic}",
     ("Diego Mendes", "Felix Mendes", "Paul Green", "Peter Hope")),
    ("es", "Revisita a {name}, la próxima vez hablar de {topic}",
     ("Diego Mendes", "Felix Mendes", "Rosa Blanco", "Luz Paz")),
    ("pt", "Revisita com {name}, da próxima vez falar sobre {topic}",
     ("Diego Mendes", "Felix Mendes", "Flor Santos", "Rosa Branco")),
])
async def test_different_people_are_never_merged(
        settings: Settings, mirror: MirrorServer, tmp_path: Path, lang: str, template: str,
        names: tuple[str, ...]) -> None:
    planner = RulesPlanner(registry())
    for topic, name in zip(("prayer", "hope", "love", "faith"), names, strict=True):
        plan = planner.plan_sync(template.format(name=name, topic=topic), lang)  # type: ignore[arg-type]
        result = await _run(plan, settings, tmp_path)
        assert result.status == "finished", result.problems
    book = Notebook(data_dir() / NOTEBOOK_FILE)
    assert sorted(v.person for v in book.all()) == sorted(names)
    diego, felix = book.find("Diego Mendes"), book.find("Felix Mendes")
    assert diego is not None and felix is not None and diego.id != felix.id
    assert diego.topics == ["prayer"] and felix.topics == ["hope"]
    assert book.find("Mendes") is None
    # The same person again, written in other case and accents: one record brought up to date.
    again = planner.plan_sync(template.format(name="DIEGO MÉNDES", topic="the Kingdom"), lang)  # type: ignore[arg-type]
    await _run(again, settings, tmp_path)
    assert len(book.all()) == len(names)
    updated = book.find("diego mendes")
    assert updated is not None and updated.id == diego.id and len(updated.topics) == 2
    for name in names:
        assert not any(word in _requested(mirror) for word in name.split())


@pytest.mark.asyncio
async def test_a_notebook_name_the_goal_mentions_never_leaves(
        settings: Settings, mirror: MirrorServer, tmp_path: Path) -> None:
    book = Notebook(data_dir() / NOTEBOOK_FILE)
    book.add("Tomás Ferreira", "Calle Olmo 12", ["prayer"], "", "", "2026-11-20")
    book.add("Paul Green", "", ["hope"], "", "", "2026-11-21")
    privacy.forget_all()  # a new process: nothing registered yet
    # No word introduces Tomás here, and the planner makes him part of a question.
    goal = "Why does God allow suffering? Tomás asked me"
    plan = Plan(goal=goal, language="en", steps=[
        Step(id="q", agent="apologetics.research", args={"question": goal}),
        Step(id="paul", agent="research.topic", args={"topic": "Paul Green"}),
        Step(id="apostle", agent="research.topic", args={"topic": "Paul the apostle"}),
    ])
    result = await _run(plan, settings, tmp_path)
    requested = _requested(mirror)
    assert "Tom" not in requested and "Green" not in requested and "Olmo" not in requested
    status = {r.step_id: r.status for r in result.steps}
    assert status["q"] == StepStatus.FAILED and status["paul"] == StepStatus.FAILED
    apostle = result.result_for("apostle")
    assert apostle is not None and "personal data" not in (apostle.error or "")
    assert "Paul" in requested  # Paul alone is the apostle, still searched


# -- names of the Bible (issue 30): a claim's Lazarus is not a contact, a visit's Marta is --


@pytest.mark.parametrize(("goal", "lang"), [
    ("Is it true that Jesus wept when his friend Lazarus died?", "en"),
    ("¿Es verdad que Jesús lloró cuando murió su amigo Lázaro?", "es"),
    ("É verdade que Jesus chorou quando seu amigo Lázaro morreu?", "pt"),
    ("Did Paul write to the congregation in Rome?", "en"),
    ("Jesus raised his friend Lazarus for Martha and Mary", "en"),
])
def test_a_name_of_the_bible_in_a_claim_is_not_a_contact(goal: str, lang: str) -> None:
    from app.orchestrator.planner.people import persons_in

    assert persons_in(goal, lang) == []


@pytest.mark.parametrize(("goal", "lang", "person"), [
    ("Revisita a Marta, hablar de Lázaro", "es", "Marta"),
    ("Return visit with Martha", "en", "Martha"),
    ("My friend Martha asked about hell", "en", "Martha"),
    ("Help my student Paul", "en", "Paul"),
    ("Revisita com Paulo Souza", "pt", "Paulo Souza"),
    ("Jesus wept when his friend Carl died", "en", "Carl"),  # not a name of the Bible
])
def test_a_contacts_name_stays_a_person_even_when_the_bible_has_it(
        goal: str, lang: str, person: str) -> None:
    from app.orchestrator.planner.people import persons_in

    assert persons_in(goal, lang) == [person]


@pytest.mark.asyncio
async def test_a_claim_about_lazarus_is_searched(
        settings: Settings, mirror: MirrorServer, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    privacy.forget_all()
    claim = "Jesus wept when his friend Lazarus died"
    plan = Plan(goal=f"Is it true that {claim}?", language="en", steps=[
        Step(id="check", agent="apologetics.fact_check", args={"claim": claim})])
    with caplog.at_level(logging.WARNING):
        result = await _run(plan, settings, tmp_path)
    step = result.result_for("check")
    assert step is not None and step.status == StepStatus.DONE, step
    assert "privacy guard" not in caplog.text
    assert "Lazarus" in _requested(mirror)


@pytest.mark.asyncio
async def test_a_return_visit_named_marta_in_the_notebook_never_leaves(
        settings: Settings, mirror: MirrorServer, tmp_path: Path) -> None:
    """Marta is a name of the Bible, and the person's own return visit: the notebook's
    record keeps her from every request, whatever the goal says of her."""
    book = Notebook(data_dir() / NOTEBOOK_FILE)
    book.add("Marta", "Rua das Flores 3", ["ressurreição"], "", "", "2026-11-20")
    privacy.forget_all()
    goal = "É verdade que Marta viu Lázaro ressuscitado? A Marta perguntou"
    plan = Plan(goal=goal, language="pt", steps=[
        Step(id="t", agent="research.topic", args={"topic": "Marta Lázaro"})])
    result = await _run(plan, settings, tmp_path)
    requested = _requested(mirror)
    assert "Marta" not in requested and "Flores" not in requested
    step = result.result_for("t")
    assert step is not None and step.status == StepStatus.FAILED
    assert "personal data" in (step.error or "")
