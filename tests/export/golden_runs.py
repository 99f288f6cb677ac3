"""Prepare Sunday and a midweek run against the local mirror, on fixed dates, exported in
every format: the golden files under tests/export/golden/ hold what they looked like.

Regenerate the golden files (after a change that is meant to change the exports):

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.export.golden_runs

tests/export/test_golden_exports.py compares a fresh run with them byte for byte, and
the same runs as saved before findings were typed (golden/older/*.run.json.gz, fixed
inputs this command does not rewrite) too.
"""

from __future__ import annotations

import asyncio
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from app.core.models import Plan, RunResult, Step
from app.core.settings import Settings
from app.core.urls import mirror_bases
from app.export import render, safe_links, sheet_for_run
from app.export.markup import render_html
from app.export.sheet import StudySheet
from app.mirror.server import running_mirror
from app.orchestrator.store import RunStore
from app.service import PreparoService

GOLDEN = Path(__file__).parent / "golden"
SUNDAY = "2026-03-15"
MIDWEEK = "2026-06-10"
CREATED = "2026-03-01"  # the sheet's date (today's date otherwise)

PLANS: dict[str, Plan] = {
    "sunday": Plan(goal="Prepara mi reunión del domingo", language="es", steps=[
        Step(id="week", agent="meeting.week", args={"date": SUNDAY}),
        Step(id="wt", agent="meeting.watchtower_study", args={"date": SUNDAY},
             depends_on=["week"]),
        Step(id="sheet", agent="export.study_sheet", depends_on=["wt"])]),
    "midweek": Plan(goal="Prepara mi reunión de entre semana", language="es", steps=[
        Step(id="week", agent="meeting.week", args={"date": MIDWEEK}),
        Step(id="mwb", agent="meeting.workbook", args={"date": MIDWEEK}, depends_on=["week"]),
        Step(id="part", agent="meeting.student_part",
             args={"assignment": "starting_conversations", "date": MIDWEEK},
             depends_on=["week"]),
        Step(id="sheet", agent="export.study_sheet", depends_on=["mwb", "part"])]),
}


@contextmanager
def _environment(home: Path) -> Iterator[None]:
    names = ("PREPARO_HOME", "PREPARO_HTTP_RATE", "PREPARO_HTTP_BURST")
    old = {k: os.environ.get(k) for k in names}
    os.environ.update(PREPARO_HOME=str(home), PREPARO_HTTP_RATE="1000",
                      PREPARO_HTTP_BURST="1000")
    try:
        yield
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def run_all(home: Path) -> tuple[dict[str, RunResult], dict[str, str]]:
    """Every plan of PLANS run against one mirror; the mirror's link bases."""
    results: dict[str, RunResult] = {}
    with _environment(home), running_mirror() as mirror:
        settings = Settings(wol_url=mirror.wol_url, cdn_url=mirror.cdn_url, language="es")
        for name, plan in PLANS.items():
            service = PreparoService(settings, store=RunStore(home / "runs"))

            async def go(service: PreparoService = service, plan: Plan = plan) -> RunResult:
                try:
                    return await service.run(plan)
                finally:
                    await service.aclose()

            results[name] = asyncio.run(go())
        return results, mirror_bases(mirror.wol_url)


def pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type /Page[^s]", data))


def exports(result: RunResult, bases: dict[str, str]) -> dict[str, bytes]:
    """The run's sheet in every format, by file name suffix.

    The PDF is not deterministic (Qt writes its date, a random document id and its
    font subsets in an order of its own), and no PDF text extractor is a dependency:
    its input, the HTML for print, is compared byte for byte ("pdf.html") and its
    page count ("pdf.pages")."""
    sheet: StudySheet = sheet_for_run(result)
    sheet.created = CREATED
    out = {fmt: render(sheet, fmt, link_bases=bases) for fmt in ("md", "html", "docx")}
    out["pdf.html"] = render_html(safe_links(sheet, bases), "inline",
                                  for_print=True).encode("utf-8")
    pages = pdf_pages(render(sheet, "pdf", link_bases=bases))
    out["pdf.pages"] = f"{pages}\n".encode()
    return out


def golden_path(run: str, suffix: str) -> Path:
    return GOLDEN / f"{run}.{suffix}"


def main() -> None:
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    GOLDEN.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        results, bases = run_all(Path(home))
        for name, result in results.items():
            assert result.status == "finished", (name, result.status)
            for suffix, data in exports(result, bases).items():
                golden_path(name, suffix).write_bytes(data)
                print(golden_path(name, suffix), len(data))


if __name__ == "__main__":
    main()
