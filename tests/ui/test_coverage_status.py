"""The window's status says which parts of the goal found nothing (issue 30, item 3),
through app.service like the CLI, --json, the MCP tools and the sheet."""

from __future__ import annotations

import pytest

from app.ui.main_window import MainWindow
from tests.core.test_coverage import _run

pytestmark = pytest.mark.asyncio


async def test_the_status_says_what_of_the_goal_is_not_covered(window: MainWindow) -> None:
    window._show_result(_run())
    text = window.status_pane.status.text()
    assert "Not covered: research “xylophones” (nothing found; searched: xylophones)" in text
    done = _run(research_found=True)
    done.plan.steps, done.steps = done.plan.steps[:2], done.steps[:2]
    window._show_result(done)
    assert "Not covered" not in window.status_pane.status.text()
