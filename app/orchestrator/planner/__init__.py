"""Planners: goal -> Plan. The rules planner is the offline default; the LLM planner
is used when the person configures a provider, and falls back to the rules planner.

    planner = make_planner(settings, registry)
    plan = await planner.plan("Prepara mi reunión del domingo", "es")
"""

from __future__ import annotations

import logging
from typing import Any

from app.agents.registry import Registry
from app.core.i18n import tr
from app.core.settings import Settings
from app.orchestrator.planner.llm import LLMPlanner
from app.orchestrator.planner.rules import RulesPlanner

log = logging.getLogger(__name__)

__all__ = ["LLMPlanner", "RulesPlanner", "make_planner"]


def make_planner(settings: Settings, registry: Registry,
                 provider: Any = None) -> RulesPlanner | LLMPlanner:
    """The LLM planner when an LLM is configured (and its provider can be built),
    else the rules planner. A provider that cannot be built is logged, not raised:
    planning must keep working offline."""
    rules = RulesPlanner(registry, settings)
    if settings.llm.provider == "none":
        return rules
    if provider is None:
        try:
            from app.llm import make_provider
        except ImportError as exc:
            log.warning("LLM planner unavailable (%s); using the rules planner", exc)
            return rules
        try:
            provider = make_provider(settings.llm)
        except Exception as exc:  # a missing key or a bad setting must not stop planning
            log.warning("LLM provider could not be built (%s); using the rules planner", exc)
            rules.startup_note = tr("planner.llm_off", settings.language, problem=exc)
            return rules
        if provider is None:
            return rules
    return LLMPlanner(provider, registry, rules, settings=settings)
