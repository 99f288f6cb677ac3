"""The LLM planner: a model proposes the plan, the registry and the plan schema judge it.

One call with the prompt of the goal's language (prompts/plan_{es,en,pt}.j2)
and the bounded plan schema. A reply that is not JSON, names unknown agents,
has bad arguments, cycles or too many steps gets one repair round with the
validator's problems; after that the rules planner plans, and the reason is
in plan.notes. A plan the model is unsure of (confidence below 0.7, or a step
whose agent's confidence_bias takes it below) goes to the agent's fallback or
to the rules planner. Tokens and latency of the calls are in plan.notes and in
`last_usage`.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import logging
from functools import lru_cache
from typing import Any

import jinja2

from app.agents.registry import Registry
from app.core import privacy
from app.core.errors import PreparoError
from app.core.i18n import tr
from app.core.models import Language, Plan
from app.core.paths import prompts_dir
from app.core.settings import Settings
from app.llm.errors import LLMOutputError, LLMSchemaError
from app.orchestrator.planner.args import retarget_args
from app.orchestrator.planner.dates import week_monday
from app.orchestrator.planner.people import persons_in
from app.orchestrator.planner.reading import unsupported_language
from app.orchestrator.planner.rules import RulesPlanner
from app.orchestrator.planner.validate import MAX_STEPS, Checked, check_plan_data, plan_schema

log = logging.getLogger(__name__)

MIN_CONFIDENCE = 0.7
MAX_REPAIR_PROBLEMS = 12
MAX_ECHO_CHARS = 4000

_WEEKDAY_NAMES = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "es": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    "pt": ("segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira",
           "sábado", "domingo"),
}
_DAY_CODES = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")

_REPAIR = {
    "en": "Your plan cannot be used. Problems:\n{problems}\nReply with the whole corrected "
          "plan as JSON only.",
    "es": "Tu plan no se puede usar. Problemas:\n{problems}\nResponde con el plan completo "
          "corregido, solo en JSON.",
    "pt": "Seu plano não pode ser usado. Problemas:\n{problems}\nResponda com o plano inteiro "
          "corrigido, só em JSON.",
}


@lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(prompts_dir())),
        autoescape=False,
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=False,
    )


def _arg_type(prop: dict[str, Any], defs: dict[str, Any]) -> str:
    if "$ref" in prop:
        prop = defs.get(str(prop["$ref"]).rsplit("/", 1)[-1], {})
    if "enum" in prop:
        return "one of " + "|".join(str(v) for v in prop["enum"])
    if "anyOf" in prop:
        kinds = [_arg_type(p, defs) for p in prop["anyOf"] if p.get("type") != "null"]
        return " or ".join(kinds) or "null"
    kind = prop.get("type", "string")
    if kind == "array":
        items = prop.get("items", {})
        bounds = f" ({prop.get('minItems', 0)}-{prop['maxItems']})" if "maxItems" in prop else ""
        return f"list of {_arg_type(items, defs)}{bounds}"
    if kind == "string" and prop.get("format") == "date":
        return "date YYYY-MM-DD"
    return str(kind)


def describe_agents(registry: Registry, language: str) -> list[dict[str, Any]]:
    """The agents as the prompt lists them: description, fallback, arguments."""
    out = []
    for spec in registry:
        schema = spec.args_schema()
        defs = schema.get("$defs", {})
        required = set(schema.get("required", []))
        args = []
        for name, prop in schema.get("properties", {}).items():
            text = str(prop.get("description", ""))
            if "default" in prop and prop["default"] not in (None, "", []):
                text = (text + f" (default {json.dumps(prop['default'])})").strip()
            args.append({"name": name, "type": _arg_type(prop, defs),
                         "required": name in required, "description": text[:160]})
        out.append({"name": spec.name, "description": spec.describe(language),
                    "fallback": spec.fallback, "can_enqueue": spec.can_enqueue, "args": args})
    return out


class LLMPlanner:
    """Plans with a model through `provider.complete_json(messages, schema)`."""

    name = "llm"

    def __init__(self, provider: Any, registry: Registry, fallback: RulesPlanner, *,
                 settings: Settings | None = None, max_steps: int = MAX_STEPS,
                 min_confidence: float = MIN_CONFIDENCE) -> None:
        self.provider = provider
        self.registry = registry
        self.fallback = fallback
        self.settings = settings if settings is not None else fallback.settings
        self.max_steps = max_steps
        self.min_confidence = min_confidence
        self.last_usage: list[dict[str, Any]] = []

    # -- public API -----------------------------------------------------------------
    def plan_sunday(self, language: Language, congregation: str | None = None,
                    *, today: dt.date | None = None) -> Plan:
        """The weekend preparation is fixed; it needs no model."""
        return self.fallback.plan_sunday(language, congregation, today=today)

    def plan_sync(self, goal: str, language: Language, congregation: str | None = None,
                  *, today: dt.date | None = None) -> Plan:
        """`plan` for callers without an event loop (raises inside a running loop)."""
        return asyncio.run(self.plan(goal, language, congregation, today=today))

    async def plan(self, goal: str, language: Language, congregation: str | None = None,
                   *, today: dt.date | None = None, language_chosen: bool = False) -> Plan:
        goal = " ".join(goal.split())
        if not goal:
            return self.fallback.plan_sync(goal, language, congregation, today=today,
                                            language_chosen=language_chosen)
        today = today or dt.date.today()
        self.last_usage = []
        refusal = unsupported_language(goal, language)
        if refusal is not None:
            raise refusal  # the same clear message as offline, without a model call
        personal = self._personal_plan(goal, language, congregation, today, language_chosen)
        if personal is not None:
            return personal
        schema = plan_schema(self.registry, self.max_steps)
        messages = self.messages(goal, language, congregation, today)
        notes: list[str] = []

        checked, raw, failure = await self._ask(messages, schema, goal, language, congregation)
        if failure:
            return self._rules(goal, language, congregation, today, language_chosen,
                               tr("planner.llm_failed", language, problem=failure))
        if checked.plan is None:
            first = checked.problems
            repair = _REPAIR.get(language, _REPAIR["en"]).format(
                problems="\n".join(f"- {p}" for p in first[:MAX_REPAIR_PROBLEMS]))
            messages = [*messages,
                        {"role": "assistant", "content": raw[:MAX_ECHO_CHARS]},
                        {"role": "user", "content": repair}]
            checked, raw, failure = await self._ask(messages, schema, goal, language,
                                                    congregation)
            if failure or checked.plan is None:
                why = failure or "; ".join(checked.problems[:4])
                return self._rules(goal, language, congregation, today, language_chosen,
                                   tr("planner.llm_rejected", language, problems=why))
            notes.append(tr("planner.llm_repaired", language, problems="; ".join(first[:4])))
        plan = checked.plan
        assert plan is not None
        if plan.confidence < self.min_confidence:
            return self._rules(
                goal, language, congregation, today, language_chosen,
                tr("planner.llm_low_confidence", language, confidence=f"{plan.confidence:.2f}",
                   minimum=self.min_confidence))
        rerouted = self._route_unsure_steps(plan)
        if rerouted is None:
            return self._rules(
                goal, language, congregation, today, language_chosen,
                tr("planner.llm_no_fallback", language))
        notes.extend(rerouted)
        plan.notes = [n for n in [*notes, *plan.notes, *self._usage_notes(language)]
                      if n.strip()]
        plan.usage = list(self.last_usage)
        return plan

    def _personal_plan(self, goal: str, language: Language, congregation: str | None,
                       today: dt.date, language_chosen: bool) -> Plan | None:
        """The rules plan when the goal names a person (a return visit): a name, an
        address or a note never goes into an LLM prompt."""
        try:
            plan = self.fallback.plan_sync(goal, language, congregation, today=today,
                                            language_chosen=language_chosen)
        except PreparoError:
            return None
        values: list[str] = persons_in(goal, language)
        for step in plan.steps:
            if step.agent in self.registry:
                values.extend(privacy.personal_values(self.registry.get(step.agent).args_model,
                                                      step.args))
        if not values and privacy.find(goal) is None:
            return None
        privacy.register("planning", values)
        plan.notes = [*plan.notes, tr("planner.llm_personal", language)]
        return plan

    # -- prompt ---------------------------------------------------------------------
    def messages(self, goal: str, language: Language, congregation: str | None,
                 today: dt.date) -> list[dict[str, str]]:
        lang = language if language in _WEEKDAY_NAMES else "en"
        cong = self.settings.congregation(congregation) if self.settings else None
        talk = cong.talk_for_week(week_monday(today).isoformat()) if cong else None
        names = _WEEKDAY_NAMES[lang]
        template = _environment().get_template(f"plan_{lang}.j2")
        system = template.render(
            today=today.isoformat(),
            weekday=names[today.weekday()],
            language=language,
            congregation=None if cong is None else {
                "name": cong.name,
                "midweek_day": names[_DAY_CODES.index(cong.midweek_day)],
                "weekend_day": names[_DAY_CODES.index(cong.weekend_day)],
            },
            talk=None if talk is None else {"number": talk.number, "title": talk.title},
            agents=describe_agents(self.registry, lang),
            max_steps=self.max_steps,
        )
        return [{"role": "system", "content": system}, {"role": "user", "content": goal}]

    # -- calls and checks -------------------------------------------------------------------
    async def _ask(self, messages: list[dict[str, str]], schema: dict[str, Any], goal: str,
                   language: Language, congregation: str | None
                   ) -> tuple[Checked, str, str | None]:
        """One call. Returns the checked reply, its raw text, and a failure that a repair
        cannot fix (the provider is down, the key is wrong...), or None."""
        messages = [{**m, "content": privacy.scrub(m["content"])} for m in messages]
        try:
            reply = await self.provider.complete_json(messages, schema, name="plan",
                                                     language=language)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            self._record(getattr(getattr(self.provider, "usage", None), "last", None))
            if isinstance(exc, LLMSchemaError):
                checked = check_plan_data(exc.data, self.registry, goal=goal, language=language,
                                          congregation=congregation, max_steps=self.max_steps)
                mine = [] if checked.plan is not None else checked.problems
                problems = [*mine, *(p for p in exc.problems if p not in mine)]
                return Checked(problems=problems or [str(exc)]), exc.raw, None
            if isinstance(exc, LLMOutputError):
                return Checked(problems=[str(exc)]), exc.raw, None
            if isinstance(exc, PreparoError):
                return Checked(), "", f"{type(exc).__name__}: {exc}"
            log.exception("LLM provider crashed while planning")
            return Checked(), "", f"{type(exc).__name__}: {exc}"
        self._record(getattr(reply, "usage", None))
        data = getattr(reply, "data", None)
        raw = str(getattr(reply, "raw", "") or json.dumps(data, ensure_ascii=False))
        if data is None and raw:
            try:
                data = json.loads(raw)
            except ValueError as exc:
                return (Checked(problems=[tr("planner.llm_not_json", language, problem=exc)]),
                        raw, None)
        checked = check_plan_data(data, self.registry, goal=goal, language=language,
                                  congregation=congregation, max_steps=self.max_steps)
        return checked, raw, None

    def _route_unsure_steps(self, plan: Plan) -> list[str] | None:
        """Move steps whose bias-adjusted confidence is too low to their agent's fallback.

        Returns notes on what moved, or None when a step has nowhere to go."""
        notes: list[str] = []
        for step in plan.steps:
            spec = self.registry.get(step.agent)
            adjusted = plan.confidence + spec.confidence_bias
            if adjusted >= self.min_confidence:
                continue
            target = spec.fallback
            if not target or target not in self.registry:
                return None
            target_spec = self.registry.get(target)
            args = retarget_args(step.args, target_spec)
            if args is None:
                return None
            notes.append(tr("planner.llm_rerouted", plan.language, step_id=step.id,
                            agent=step.agent, confidence=f"{adjusted:.2f}",
                            minimum=self.min_confidence, fallback=target))
            step.agent = target
            step.args = args
        return notes

    def _rules(self, goal: str, language: Language, congregation: str | None, today: dt.date,
               language_chosen: bool, reason: str) -> Plan:
        log.info("%s", reason)
        plan = self.fallback.plan_sync(goal, language, congregation, today=today,
                                            language_chosen=language_chosen)
        plan.notes = [n for n in [reason, *plan.notes, *self._usage_notes(language)]
                      if n.strip()]
        plan.usage = list(self.last_usage)
        return plan

    def _record(self, usage: Any) -> None:
        if usage is None:
            return
        payload = usage.as_payload() if hasattr(usage, "as_payload") else dict(usage)
        self.last_usage.append(payload)

    def _usage_notes(self, language: str) -> list[str]:
        if not self.last_usage:
            return []
        tokens_in = sum(int(u.get("tokens_in", 0)) for u in self.last_usage)
        tokens_out = sum(int(u.get("tokens_out", 0)) for u in self.last_usage)
        latency = sum(float(u.get("latency_ms", 0.0)) for u in self.last_usage)
        first = self.last_usage[0]
        return [tr("planner.llm_usage", language, provider=first.get("provider", "?"),
                   model=first.get("model", "?"), calls=len(self.last_usage),
                   tokens_in=tokens_in, tokens_out=tokens_out, milliseconds=f"{latency:.0f}")]
