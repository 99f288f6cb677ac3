"""Clear states: when the site cannot be reached, the banner says so in the window's
language, with a Retry button, never shows an internal address and does not blame
an offline mode that is off."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from app.core.errors import PreparoError, RetryableError
from app.core.models import Language, Plan, Step
from app.core.settings import Settings
from app.service import PreparoService
from app.sources.http import shown_host
from app.ui.i18n import UiLanguage
from app.ui.main_window import MainWindow
from app.ui.status_pane import public_words
from tests.orchestrator import fake_agents
from tests.ui.conftest import FakePlanner


async def until(condition: Callable[[], object], timeout: float = 8.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.01)


class OfflinePlanner(FakePlanner):
    async def plan(self, goal: str, language: Language, congregation: str | None = None,
                   *, today: Any = None, language_chosen: bool = False) -> Plan:
        self.calls.append((goal, language, congregation))
        return Plan(goal=goal, language=language, planner="fake",
                    steps=[Step(id="a", agent="test.offline")])


@pytest.mark.parametrize(("language", "words", "retry"), [
    ("en", "wol.jw.org cannot be reached", "Retry"),
    ("es", "No se puede acceder a wol.jw.org", "Reintentar"),
    ("pt", "Não é possível acessar wol.jw.org", "Tentar de novo"),
])
@pytest.mark.asyncio
async def test_an_unreachable_site_gets_a_banner_with_retry_in_the_window_language(
        qtbot: Any, language: Language, words: str, retry: str) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    ui_language = UiLanguage(app)
    service = PreparoService(Settings(wol_url="http://127.0.0.1:9",
                                      cdn_url="http://127.0.0.1:9/cdn", max_replans=0),
                             registry=fake_agents.registry(), planner=OfflinePlanner(),
                             sources=None)
    requests_unreachable = [0]
    service.unreachable_count = lambda: requests_unreachable[0]  # type: ignore[method-assign]
    window = MainWindow(service, ui_language)
    qtbot.addWidget(window)
    window.show()
    try:
        assert ui_language.switch(language)
        window.goal.setCurrentText("Explain John 3:16")
        window.bridge.runStarted.connect(lambda *_a: requests_unreachable.__setitem__(0, 1))
        window.run_action.trigger()
        await until(lambda: window.controller.result is not None and window.banner.isVisible())
        text = window.banner.text()
        assert words in text
        assert "127.0.0.1" not in text
        assert "offline" not in text.lower() and "sin conexión" not in text
        assert window.banner.retry_button.isVisible()
        assert window.banner.retry_button.text().replace("&", "") == retry
        first = window.controller.result
        window.banner.retry_button.click()  # runs again what did not finish
        await until(lambda: window.controller.result is not first
                    and window.controller.result is not None and not window.controller.running)
        assert window.controller.result.run_id == first.run_id  # type: ignore[union-attr]
    finally:
        window.controller.cancel()
        ui_language.switch("en")


def test_no_internal_address_reaches_the_person() -> None:
    assert shown_host("127.0.0.1") == "wol.jw.org"
    assert shown_host("localhost") == "wol.jw.org"
    assert shown_host("wol.jw.org") == "wol.jw.org"
    assert public_words("Cannot open http://127.0.0.1:8765/es/wol/d/r4/lp-s/2026800 now") \
        == "Cannot open wol.jw.org now"
    assert "127.0.0.1" not in public_words("127.0.0.1:9 did not answer")


@pytest.mark.parametrize(("language", "cancelled", "too_long"), [
    ("es", "La preparación se canceló.", "El objetivo es demasiado largo (más de 2000 "
                                         "caracteres)"),
    ("pt", "A preparação foi cancelada.", "O objetivo é longo demais (mais de 2000 "
                                          "caracteres)"),
])
@pytest.mark.asyncio
async def test_outcomes_and_a_long_goal_speak_the_window_language(
        window: MainWindow, language: Language, cancelled: str, too_long: str) -> None:
    from app.ui.labels import run_ended_words, run_outcome_words

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    ui_language = UiLanguage(app)
    try:
        assert ui_language.switch(language)
        assert run_outcome_words("cancelled") == cancelled  # no "Ejecución cancelado"
        assert run_ended_words("cancelled", 1.0).endswith("1.0 s.")
        window.goal.setCurrentText("x" * 2001)  # the content language stays English
        window.plan_action.trigger()
        await until(lambda: too_long in window.status.text())
        assert window.controller.plan is None
    finally:
        ui_language.switch("en")


class ReadErrorPlanner(FakePlanner):
    async def plan(self, goal: str, language: Language, congregation: str | None = None,
                   *, today: Any = None, language_chosen: bool = False) -> Plan:
        self.calls.append((goal, language, congregation))
        return Plan(goal=goal, language=language, planner="fake",
                    steps=[Step(id="a", agent="test.read_error")])


async def _read_error(_args: fake_agents.NoArgs, _ctx: Any) -> Any:
    # what the HTTP client raises when a page kept failing, in the content language
    raise RetryableError("wol.jw.org did not answer properly after 4 attempts "
                         "(ReadError: [Errno 104] Connection reset by peer). Try again "
                         "later.", kind="network")


@pytest.mark.parametrize(("language", "words"), [
    ("es", "No se puede acceder al sitio."),
    ("pt", "Não é possível acessar o site."),
])
@pytest.mark.asyncio
async def test_a_failed_step_is_one_plain_line_in_the_window_language(
        qtbot: Any, language: Language, words: str) -> None:
    from app.agents.base import AgentSpec
    from app.agents.registry import Registry

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    ui_language = UiLanguage(app)
    registry = Registry([*fake_agents.SPECS, AgentSpec(
        "test.read_error", "Fails as a page that keeps failing.", fake_agents.NoArgs,
        _read_error)])
    planner = ReadErrorPlanner()
    service = PreparoService(Settings(wol_url="http://127.0.0.1:9",
                                      cdn_url="http://127.0.0.1:9/cdn", max_replans=0),
                             registry=registry, planner=planner, sources=None)
    window = MainWindow(service, ui_language)
    qtbot.addWidget(window)
    window.show()
    try:
        assert ui_language.switch(language)
        window.goal_bar.language.setCurrentIndex(window.goal_bar.language.findData("en"))
        window.goal.setCurrentText("Explain John 3:16")  # content in English
        window.run_action.trigger()
        await until(lambda: window.controller.result is not None and window.banner.isVisible())
        assert planner.calls[0][1] == "en"
        for shown in (window.banner.text(), window.status.text()):
            assert words in shown
            assert "ReadError" not in shown and "Errno" not in shown
            assert "did not answer" not in shown  # not the content language's words
    finally:
        window.controller.cancel()
        ui_language.switch("en")


class EnglishErrorPlanner(FakePlanner):
    async def plan(self, goal: str, language: Language, congregation: str | None = None,
                   *, today: Any = None, language_chosen: bool = False) -> Plan:
        raise PreparoError("The planner could not make sense of the goal.")


@pytest.mark.asyncio
async def test_a_planning_error_speaks_the_window_language(qtbot: Any) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    ui_language = UiLanguage(app)
    service = PreparoService(Settings(max_replans=0), registry=fake_agents.registry(),
                             planner=EnglishErrorPlanner(), sources=None)
    window = MainWindow(service, ui_language)
    qtbot.addWidget(window)
    window.show()
    try:
        assert ui_language.switch("es")
        window.goal_bar.language.setCurrentIndex(window.goal_bar.language.findData("en"))
        window.goal.setCurrentText("Explain John 3:16")
        window.plan_action.trigger()
        await until(lambda: "Esta parte no se pudo hacer" in window.status.text())
        assert "planner" not in window.status.text()
    finally:
        ui_language.switch("en")


def test_the_step_details_say_what_went_wrong_plainly(qapp: Any) -> None:
    from app.core.models import StepResult, StepStatus
    from app.ui.details import StepDetails

    details = StepDetails()
    step = Step(id="a", agent="test.read_error")
    raw = "wol.jw.org did not answer properly after 4 attempts (ReadError: reset)."
    result = StepResult(step_id="a", agent="test.read_error", status=StepStatus.FAILED,
                        error=raw, error_kind="timeout")
    details.show_step(step, result)
    assert "The site took too long to answer." in details.toPlainText()
    assert "ReadError" not in details.toPlainText()
    details.set_advanced(True)  # the error itself, for the curious
    assert raw in details.toPlainText()
    details.deleteLater()


@pytest.mark.asyncio
async def test_the_notebook_speaks_the_window_language(window: MainWindow,
                                                       tmp_path: Any) -> None:
    from app.ui.notebook_dialog import NotebookDialog

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    ui_language = UiLanguage(app)
    try:
        assert ui_language.switch("es")
        assert window.current_language == "en"  # the content stays English
        bad = tmp_path / "not.json"
        bad.write_text("[1, 2]", "utf-8")
        window.show_notebook()
        dialog = window.dialog
        assert isinstance(dialog, NotebookDialog)
        await dialog.import_from(bad)
        assert dialog.message.text() == "not.json no es un cuaderno de Preparo."
        dialog.reject()
    finally:
        ui_language.switch("en")


@pytest.mark.asyncio
async def test_a_full_disk_is_said_plainly_by_the_talk_question_and_the_notebook(
        window: MainWindow, tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    from app.core.i18n import tr
    from app.ui import talk_dialog
    from app.ui.notebook_dialog import NotebookDialog

    def full(*_args: Any) -> Any:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(talk_dialog, "save_talk", full)
    asked = asyncio.ensure_future(talk_dialog.ask_week_talk(window, window.service, "en",
                                                            None))
    await until(lambda: any(isinstance(w, talk_dialog.TalkDialog) and w.isVisible()
                            for w in QApplication.topLevelWidgets()))
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, talk_dialog.TalkDialog) and w.isVisible())
    dialog.talk.setText("12")
    dialog.accept()
    disk_full = tr("error_kind.disk_full", "en")
    assert await asked == f"The public talk could not be saved: {disk_full}"

    monkeypatch.setattr(window.service.notebook, "export_to", full)
    window.show_notebook()
    notebook = window.dialog
    assert isinstance(notebook, NotebookDialog)
    await notebook.export_to(tmp_path / "copy.json")
    assert notebook.message.text() == f"The notebook could not be saved: {disk_full}"
    notebook.reject()
