"""What the hub noticed while an agent ran (a saved copy served offline, the EPUB used
instead of a page, a damaged store repaired) reaches the person as notices.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from app.agents._common import notice
from app.agents.base import AgentContext, AgentResult
from app.core import damage
from app.sources.fetcher import notice_scope


def with_notices(
    run: Callable[[Any, AgentContext], Awaitable[AgentResult]],
) -> Callable[[Any, AgentContext], Awaitable[AgentResult]]:
    """Wrap an agent's run so what the hub noticed while it ran (a saved copy served
    while offline, the EPUB used instead of a page) reaches the person as notices."""

    async def wrapped(args: Any, ctx: AgentContext) -> AgentResult:
        with notice_scope() as raised, damage.told() as repaired:  # this step's own
            result = await run(args, ctx)
        for item in raised:
            result.findings.append(notice(item.message, url=item.url))
            result.handoff.for_next.append(item.message)
        for line in repaired:  # a damaged store of the person's, repaired
            result.findings.append(notice(line))
            result.handoff.for_next.append(line)
        return result

    wrapped.__name__ = getattr(run, "__name__", "run")
    wrapped.__doc__ = run.__doc__
    return wrapped
