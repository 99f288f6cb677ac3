"""Screenshots of the window for the docs: the first start, Prepare Sunday mid-run, the
reading view (the plan folded away) with highlighted answers, a checked comment, a
personal note and an own highlight, the same article prepared again with the comment
in place, the notebook, the banner when the site cannot be reached, and a failed run's
banner. With `--library`: one picture instead, a hit of the person's library read in the
reading view offline, its paragraph highlighted (`library-reading-*`).

Run under a real X server so fonts and styles are the ones people see:

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python -m app.ui.screenshots \\
        docs/screenshots --scheme light --language es --size 1024x700
    QT_SCALE_FACTOR=2 xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python \\
        -m app.ui.screenshots docs/screenshots --language en --size 800x480 --tag 2x
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

COMMENTS = {  # a comment when the sheet has no highlighted answer to start from
    "en": "Kind words help others because they build trust.",
    "es": "Las palabras amables ayudan porque generan confianza.",
    "pt": "Palavras bondosas ajudam porque criam confiança.",
}
NOTES = {
    "en": "Ask Ana how she keeps her promises.",
    "es": "Preguntarle a Ana cómo cumple sus promesas.",
    "pt": "Perguntar à Ana como ela cumpre as promessas.",
}
SHOTS = 7


async def _until(condition: Callable[[], object], timeout: float = 60.0) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.05)
    return True


async def _capture(out: Path, scheme: str, language: str, size: tuple[int, int],
                   tag: str) -> list[Path]:
    from app.core.models import Language, StepStatus
    from app.core.settings import Settings
    from app.service import PreparoService
    from app.service.mirror import running_mirror
    from app.service.talks import remember_talk
    from app.ui.i18n import UiLanguage
    from app.ui.main_window import MainWindow

    lang: Language = language  # type: ignore[assignment]
    saved: list[Path] = []
    with running_mirror() as mirror:
        service = PreparoService(Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url,
                                          language=lang, ui_language=lang))
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        assert isinstance(app, QApplication)
        ui_language = UiLanguage(app)
        ui_language.switch(lang)
        window = MainWindow(service, ui_language)
        window.resize(*size)
        window.show()
        window.controller.warm_up()
        await asyncio.sleep(1.0)
        first = out / f"first-start-{tag}.png"
        window.grab().save(str(first))
        saved.append(first)

        # slow each step a little, so the mid-run picture shows every status at once
        mirror.faults.latency(r"/wol/", 250)
        mid = out / f"running-{tag}.png"

        def maybe_grab(_sid: str, _status: str, _payload: dict[str, object]) -> None:
            states = [n.status for n in window.scene.nodes.values()]
            if mid not in saved and states.count(StepStatus.DONE) >= 3 and \
                    StepStatus.RUNNING in states:
                window.graph.fit()
                window.grab().save(str(mid))
                saved.append(mid)

        window.bridge.stepStatus.connect(maybe_grab)
        # the week's public talk is not known: remembered as such (no dialog in the picture)
        remember_talk(service, "", save=False)
        window.sunday_action.trigger()
        await asyncio.sleep(0.1)
        await _until(lambda: not window.controller.running and
                     window.controller.result is not None)
        mirror.faults.clear()
        await _until(lambda: window.reading.complete)  # built a part per turn
        box = next(iter(window.reading.boxes.values()), None)
        sheet = window.reading.sheet
        if box is not None and sheet is not None:
            # what a person might write: the gist of the highlighted answer
            answer = next((a for s in sheet.sections for p in s.paragraphs
                           for a in p.answer), "")
            box.editor.setPlainText(answer or COMMENTS.get(language, COMMENTS["en"]))
            await _until(lambda: window.reading.checks_done >= 1, 30)
            box.note_button.setChecked(True)
            box.note.setPlainText(NOTES[language])
            _own_highlight(window)
            await asyncio.sleep(1.5)  # the note is saved after a pause in typing
            window.reading.scroller.ensureWidgetVisible(box)
        await asyncio.sleep(0.3)
        reading = out / f"reading-{tag}.png"
        window.grab().save(str(reading))
        saved.append(reading)

        # later in the week: the same article prepared again, a new run
        first_run = window.controller.result
        window.sunday_action.trigger()
        await asyncio.sleep(0.1)
        await _until(lambda: window.controller.result is not first_run
                     and not window.controller.running)
        await _until(lambda: window.reading.complete)
        box = next(iter(window.reading.boxes.values()), None)
        if box is not None:
            window.reading.scroller.ensureWidgetVisible(box)
        await asyncio.sleep(0.5)
        again = out / f"again-{tag}.png"
        window.grab().save(str(again))
        saved.append(again)

        window.notebook_action.trigger()
        await asyncio.sleep(0.5)
        if window.dialog is not None:
            notebook = out / f"notebook-{tag}.png"
            window.dialog.grab().save(str(notebook))
            saved.append(notebook)
            window.dialog.reject()
            await asyncio.sleep(0.2)

        # the site cannot be reached: the content host refuses every connection (a
        # port nothing listens on); the banner names wol.jw.org, never the address
        mirrored = service.settings
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            closed = probe.getsockname()[1]
        await service.reconfigure(mirrored.model_copy(update={
            "wol_url": f"http://127.0.0.1:{closed}",
            "cdn_url": f"http://127.0.0.1:{closed}/cdn"}))
        await window.controller.reconnect()
        goal = {"en": "Explain Isaiah 2:4", "es": "Explica Isaías 2:4",
                "pt": "Explique Isaías 2:4"}[language]
        window.goal.setCurrentText(goal)
        window.plan_action.trigger()
        await _until(lambda: window.controller.plan is not None and
                     window.controller.plan.goal == goal, 30)
        window.run_action.trigger()
        await asyncio.sleep(0.2)
        await _until(lambda: not window.controller.running and window.banner.isVisible(), 120)
        await asyncio.sleep(0.3)
        offline = out / f"unreachable-{tag}.png"
        window.grab().save(str(offline))
        saved.append(offline)
        await service.reconfigure(mirrored)
        await window.controller.reconnect()

        # a run that fails: the site answers 500 to everything
        mirror.faults.status(r"/", 500)
        goal = {"en": "Explain Micah 4:3", "es": "Explica Miqueas 4:3",
                "pt": "Explique Miqueias 4:3"}.get(language, "Micah 4:3")
        window.goal.setCurrentText(goal)
        window.plan_action.trigger()
        await _until(lambda: window.controller.plan is not None and
                     window.controller.plan.goal == goal, 30)
        window.run_action.trigger()
        await asyncio.sleep(0.2)
        await _until(lambda: not window.controller.running and window.banner.isVisible(), 90)
        await asyncio.sleep(0.3)
        failed = out / f"failed-{tag}.png"
        window.grab().save(str(failed))
        saved.append(failed)
        window.close()
        await service.aclose()
    return saved


LIBRARY_QUERIES = {  # a question the study article of the mirror's w 202609 answers
    "en": "why is God still waiting before the end",
    "es": "por qué Dios todavía espera antes del fin",
    "pt": "por que Deus ainda espera antes do fim",
}


async def _capture_library(out: Path, language: str, size: tuple[int, int],
                           tag: str) -> list[Path]:
    """The mirror's study Watchtower kept in the library, a question searched in it, and
    the best hit read in the reading view from the library's text."""
    from app.core.models import Language
    from app.core.settings import Settings
    from app.service import PreparoService, library
    from app.service.mirror import running_mirror
    from app.ui.i18n import UiLanguage
    from app.ui.main_window import MainWindow

    lang: Language = language  # type: ignore[assignment]
    with running_mirror() as mirror:
        os.environ.update(mirror.env)
        await library.add_issues("w", ["202609"], lang)
        hits = await asyncio.get_running_loop().run_in_executor(
            None, lambda: library.search_library(LIBRARY_QUERIES[language], lang, limit=1))
        service = PreparoService(Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url,
                                          language=lang, ui_language=lang))
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        assert isinstance(app, QApplication)
        ui_language = UiLanguage(app)
        ui_language.switch(lang)
        window = MainWindow(service, ui_language)
        window.resize(*size)
        window.show()
        await asyncio.sleep(0.5)
        if not hits:
            return []
        window.read_from_library(hits[0].url)
        await _until(lambda: window.reading.document is not None and window.reading.complete)
        await asyncio.sleep(0.5)  # scrolled to the paragraph after the last part's layout
        shot = out / f"library-reading-{tag}.png"
        window.grab().save(str(shot))
        window.close()
        await service.aclose()
    return [shot]


def _own_highlight(window: object) -> None:
    """Select the first sentence of the first paragraph and highlight it (Ctrl+M)."""
    from app.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    for shown, paragraph in window.reading.paragraph_labels.values():
        sentence = paragraph.text.split(". ")[0]
        plain = shown.text()
        from PySide6.QtGui import QTextDocument

        doc = QTextDocument()
        doc.setHtml(plain)
        start = doc.toPlainText().find(sentence)
        if start >= 0 and sentence:
            shown.setSelection(start, len(sentence))
            window.reading.highlight_selection()
            shown.setSelection(0, 0)
            return


def main() -> int:
    parser = argparse.ArgumentParser(description="Screenshots of the main window")
    parser.add_argument("out", type=Path)
    parser.add_argument("--scheme", choices=("light", "dark"), default="light")
    parser.add_argument("--language", choices=("es", "en", "pt"), default="en")
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--tag", default="", help="file name tag (default: language-scheme-size)")
    parser.add_argument("--library", action="store_true",
                        help="only the picture of a library hit read in the reading view")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.lower().split("x"))
    tag = args.tag or f"{args.language}-{args.scheme}-{width}x{height}"
    os.environ["PREPARO_COLOR_SCHEME"] = args.scheme
    import qasync

    from app.ui.application import make_application

    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="preparo-shots-") as home:
        os.environ["PREPARO_HOME"] = home
        app = make_application([])
        loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(loop)
        with loop:
            saved = loop.run_until_complete(
                _capture_library(args.out, args.language, (width, height), tag)
                if args.library else
                _capture(args.out, args.scheme, args.language, (width, height), tag))
    for path in saved:
        print(path)
    return 0 if len(saved) == (1 if args.library else SHOTS) else 1


if __name__ == "__main__":
    raise SystemExit(main())
