"""The preparation outline takes every step's content from its sources and leaves out a
step the sources say nothing for; the time plan divides exactly the part's minutes."""

from __future__ import annotations

from app.agents._outline import build_outline, time_plan
from app.sources.parsers.models import WorkbookPart

URL = "https://wol.jw.org/es/wol/d/r4/lp-s/1"


def test_steps_come_from_the_part_and_the_lesson() -> None:
    part = WorkbookPart(number=4, title="Empiece conversaciones", minutes=3, section="ministry",
                        setting="DE CASA EN CASA", instructions="Hable de la familia.",
                        citations=["Juan 4:7"])
    lesson = {"ref": "lmd lección 9 punto 2", "heading": "Sea breve.",
              "text": "Sea breve. Pregunte qué le preocupa hoy. Ofrezca volver otro día.",
              "url": URL + "#h=6", "citations": [], "theme_scripture": ""}
    verses = [{"ref": "Juan 4:7", "cited": "Juan 4:7", "verse": 7, "text": "Texto del versículo.",
               "url": URL + "/b"}]
    steps = build_outline("starting_conversations", part, [lesson], verses, "es", URL)
    by_key = {s.key: s for s in steps}
    assert list(by_key) == ["setting", "opening", "scripture", "apply", "point", "close", "time"]
    assert "Juan 4:7" in by_key["apply"].text and "Sea breve" in by_key["apply"].text
    assert by_key["opening"].text == "Pregunte qué le preocupa hoy."
    assert by_key["close"].text == "Ofrezca volver otro día."
    assert "Texto del versículo." in by_key["scripture"].text
    assert by_key["scripture"].url == URL + "/b" and by_key["point"].url == URL + "#h=6"
    assert sum(s.seconds or 0 for s in steps if s.key != "time") == 180


def test_no_lesson_and_no_verses_leave_only_what_the_part_says() -> None:
    part = WorkbookPart(number=5, title="Haga revisitas", minutes=4, section="ministry",
                        setting="", instructions="")
    steps = build_outline("following_up", part, [], [], "es", URL)
    assert steps == []  # no stock steps, not even an empty time plan


def test_time_plan_uses_the_minutes_given() -> None:
    text, plan = time_plan(5, (("opening", 0.2), ("scripture", 0.4), ("point", 0.4)),
                           ["opening", "scripture", "point"], "en")
    assert sum(plan.values()) == 300 and text.startswith("0:00–1:00 Opening")
    assert text.endswith("5:00 Apply the lesson point")
