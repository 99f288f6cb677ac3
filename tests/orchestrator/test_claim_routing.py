"""Every "is it true that…" form in es, en and pt reaches the fact-checker with the claim
it asks about (issue 30, item 6); a question of doctrine without a claim does not."""

from __future__ import annotations

import pytest

from app.core.models import Plan
from app.orchestrator.planner import RulesPlanner
from app.orchestrator.planner.claim_forms import claim_of
from tests.orchestrator.planner_specs import registry

FORMS = [
    ('¿Es cierto eso de que Noé construyó un arca?', 'es', 'Noé construyó un arca'),
    ('Verdade que Jesus nasceu em dezembro?', 'pt', 'Jesus nasceu em dezembro'),
    ('Is it a fact that Moses wrote Genesis?', 'en', 'Moses wrote Genesis'),
    ('¿Es cierto que los testigos de Jehová no celebran la Navidad?', 'es',
     'los testigos de Jehová no celebran la Navidad'),
    ('es cierto que los testigos no usan la cruz', 'es',
     'los testigos no usan la cruz'),
    ('¿Es verdad que Noé construyó un arca?', 'es',
     'Noé construyó un arca'),
    ('es verdad q la biblia prohibe el cafe', 'es',
     'la biblia prohibe el cafe'),
    ('¿Será verdad que Moisés escribió el Génesis?', 'es',
     'Moisés escribió el Génesis'),
    ('sera verdad que el mundo se acaba en 2030', 'es',
     'el mundo se acaba en 2030'),
    ('Me dijeron que los testigos no creen en el infierno, ¿es así?', 'es',
     'los testigos no creen en el infierno'),
    ('me dijeron que jesus nacio en diciembre es asi', 'es',
     'jesus nacio en diciembre'),
    ('Dicen que los testigos tienen su propia Biblia, ¿es cierto?', 'es',
     'los testigos tienen su propia Biblia'),
    ('¿Los testigos de Jehová de verdad no aceptan transfusiones?', 'es',
     'Los testigos de Jehová no aceptan transfusiones'),
    ('¿Es verdad que los testigos de Jehová creen en la Trinidad?', 'es',
     'los testigos de Jehová creen en la Trinidad'),
    ('Is it true that Noah built an ark?', 'en',
     'Noah built an ark'),
    ('is it true jesus was born in december', 'en',
     'jesus was born in december'),
    ("Someone told me Jehovah's Witnesses don't believe in Jesus, is that true?", 'en',
     "Jehovah's Witnesses don't believe in Jesus"),
    ('someone told me that witnesses have their own bible is that true', 'en',
     'witnesses have their own bible'),
    ("Do Jehovah's Witnesses really refuse blood transfusions?", 'en',
     "Jehovah's Witnesses refuse blood transfusions"),
    ("Do Jehovah's Witnesses really believe only 144,000 go to heaven?", 'en',
     "Jehovah's Witnesses believe only 144,000 go to heaven"),
    ('Is it really true that the earth will be burned?', 'en',
     'the earth will be burned'),
    ('I heard that Moses wrote Genesis. Is that right?', 'en',
     'Moses wrote Genesis'),
    ('Is it correct that Jesus died on a cross?', 'en',
     'Jesus died on a cross'),
    ('É verdade que Noé construiu uma arca?', 'pt',
     'Noé construiu uma arca'),
    ('e verdade que jesus nasceu em dezembro', 'pt',
     'jesus nasceu em dezembro'),
    ('Será que a Terra vai ser destruída pelo fogo?', 'pt',
     'a Terra vai ser destruída pelo fogo'),
    ('sera que as testemunhas de jeova nao acreditam em jesus', 'pt',
     'as testemunhas de jeova nao acreditam em jesus'),
    ('Dizem que as Testemunhas de Jeová têm sua própria Bíblia, isso é verdade?', 'pt',
     'as Testemunhas de Jeová têm sua própria Bíblia'),
    ('dizem que os mortos sofrem no inferno isso e verdade', 'pt',
     'os mortos sofrem no inferno'),
    ('Me disseram que Jesus nasceu em dezembro, é isso mesmo?', 'pt',
     'Jesus nasceu em dezembro'),
    ('As Testemunhas de Jeová realmente não celebram o Natal?', 'pt',
     'As Testemunhas de Jeová não celebram o Natal'),
    ('Is it true that the Bible says I must give a tenth?', 'en',
     'the Bible says I must give a tenth'),
]


def _check(plan: Plan) -> str | None:
    step = next((s for s in plan.steps if s.agent == "apologetics.fact_check"), None)
    return None if step is None else str(step.args["claim"])


@pytest.mark.parametrize(("goal", "language", "claim"), FORMS)
def test_every_is_it_true_form_reaches_the_fact_checker(goal: str, language: str,
                                                         claim: str) -> None:
    plan = RulesPlanner(registry()).plan_sync(goal, language)  # type: ignore[arg-type]
    assert _check(plan) == claim
    assert plan.steps[0].agent == "apologetics.fact_check"


@pytest.mark.parametrize(("goal", "language"), [
    ("Is Jesus God?", "en"), ("What does the Bible teach about hell?", "en"),
    ("¿Qué enseña la Biblia sobre el infierno?", "es"), ("Jesus é Deus?", "pt"),
])
def test_a_doctrine_question_without_a_claim_is_not_a_fact_check(goal: str,
                                                                  language: str) -> None:
    assert claim_of(goal) is None
    plan = RulesPlanner(registry()).plan_sync(goal, language)  # type: ignore[arg-type]
    assert _check(plan) is None


def test_a_person_wondering_about_themselves_is_no_claim() -> None:
    assert claim_of("Será que Deus se importa comigo?") is None
    assert claim_of("Será que a Terra vai ser destruída?") == "a Terra vai ser destruída"
