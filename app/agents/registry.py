"""One registry of agents: the builtin modules plus plugins from `preparo.agents`."""

from __future__ import annotations

import importlib
import logging
import pkgutil
from collections.abc import Iterable, Iterator
from importlib.metadata import entry_points
from typing import Any

from pydantic import ValidationError

from app.agents.base import AgentSpec
from app.core.errors import UnknownAgentError
from app.core.i18n import tr

log = logging.getLogger(__name__)

ENTRY_POINT_GROUP = "preparo.agents"
_NOT_AGENT_MODULES = {"base", "registry"}


class Registry:
    """Agents by name. Problems with plugins are collected, never fatal, in `language`
    (the session's: a registry is built before any run)."""

    def __init__(self, specs: Iterable[AgentSpec] = (), *, language: str = "en") -> None:
        self._specs: dict[str, AgentSpec] = {}
        self.problems: list[str] = []
        self.language = language
        for spec in specs:
            self.add(spec)

    def add(self, spec: AgentSpec) -> None:
        if spec.name in self._specs:
            self.problems.append(
                tr("registry.registered_twice", self.language, agent=repr(spec.name)))
            return
        self._specs[spec.name] = spec

    def get(self, name: str) -> AgentSpec:
        try:
            return self._specs[name]
        except KeyError:
            raise UnknownAgentError(name, self._specs) from None

    def __contains__(self, name: object) -> bool:
        return name in self._specs

    def __iter__(self) -> Iterator[AgentSpec]:
        return iter(sorted(self._specs.values(), key=lambda s: s.name))

    def __len__(self) -> int:
        return len(self._specs)

    def names(self) -> list[str]:
        return sorted(self._specs)

    def check_args(self, name: str, args: dict[str, Any], language: str = "en") -> list[str]:
        """Validation problems of `args` for agent `name`, as readable lines in `language`
        (pydantic's own words for each problem stay English)."""
        spec = self.get(name)
        try:
            spec.validate_args(args)
        except ValidationError as exc:
            return [
                tr("registry.bad_argument", language, agent=name,
                   field=".".join(str(p) for p in err["loc"]) or "(args)", problem=err["msg"])
                for err in exc.errors()
            ]
        return []

    @classmethod
    def default(cls, language: str = "en") -> Registry:
        """Builtin agents plus installed plugins."""
        reg = cls(language=language)
        reg.load_builtins()
        reg.load_plugins()
        return reg

    def load_builtins(self) -> None:
        import app.agents as pkg

        for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
            if info.name in _NOT_AGENT_MODULES or info.name.startswith("_"):
                continue
            module = importlib.import_module(f"app.agents.{info.name}")
            for spec in _specs_in(module):
                self.add(spec)

    def load_plugins(self) -> None:
        for ep in entry_points(group=ENTRY_POINT_GROUP):
            try:
                loaded = ep.load()
                specs = list(_coerce_specs(loaded))
            except Exception as exc:
                log.warning("plugin %r (%s) could not be loaded: %r", ep.name, ep.value, exc)
                self.problems.append(tr("registry.plugin_failed", self.language,
                                        plugin=repr(ep.name), where=ep.value, problem=repr(exc)))
                continue
            if not specs:
                self.problems.append(
                    tr("registry.plugin_empty", self.language, plugin=repr(ep.name)))
            for spec in specs:
                self.add(spec)


def _specs_in(module: Any) -> list[AgentSpec]:
    spec = getattr(module, "SPEC", None)
    if isinstance(spec, AgentSpec):
        return [spec]
    specs = getattr(module, "SPECS", None)
    if specs:
        return [s for s in specs if isinstance(s, AgentSpec)]
    return []


def _coerce_specs(obj: Any) -> Iterable[AgentSpec]:
    if isinstance(obj, AgentSpec):
        return [obj]
    if callable(obj) and not isinstance(obj, type):
        return _coerce_specs(obj())
    if isinstance(obj, list | tuple):
        return [s for s in obj if isinstance(s, AgentSpec)]
    if hasattr(obj, "SPEC") or hasattr(obj, "SPECS"):
        return _specs_in(obj)
    raise TypeError(f"expected an AgentSpec, got {type(obj).__name__}")
