"""The one translation mechanism for every user-visible string outside Qt.

Three catalogs, `resources/i18n/{en,es,pt}.json`, each {key: template} with
`str.format` placeholders. Keys are namespaced by who speaks: `<agent module>.<key>`
(`verse_explain.empty`, `content.no_article`), `planner.<key>`, `sheet.<key>` and
`sheet.kind.<kind>` (study-sheet labels), `outline.<key>` (student-part outlines),
`study.<key>` (verdict words, engine notes), `cli.<key>`, `mcp.<key>`, `queue.<key>`,
`guard.<key>`, `store.<key>`, `export.<key>`, `critique.<key>`, `privacy.<key>`, and
plain keys for the sources' and the core's messages. Qt widgets use Qt's own .ts
catalogs. tests/core/test_i18n.py checks that every key is in all three catalogs with
the same placeholders, and that every key the code names exists. A missing key or
language still falls back to English, then to the key, so a message is never lost.

The language is always given by the caller (a run's is its plan's); this module reads
no settings. The front ends, where there is no run, ask app.core.settings.user_language.
"""

from __future__ import annotations

import json
import logging
import string
from functools import cache
from typing import Any

from app.core.paths import resources_dir

CATALOG_LANGUAGES = ("en", "es", "pt")

log = logging.getLogger(__name__)


@cache
def catalog(language: str) -> dict[str, str]:
    """The catalog of `language` ({} for a language Preparo does not have)."""
    if language not in CATALOG_LANGUAGES:
        return {}
    path = resources_dir() / "i18n" / f"{language}.json"
    try:
        data: dict[str, str] = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError) as exc:
        log.error("cannot read the %s catalog %s: %s", language, path, exc)
        return {}
    return data


def has_key(key: str) -> bool:
    return key in catalog("en")


def template(key: str, language: str = "en") -> str:
    """The text of `key` in `language` as written, placeholders unfilled (templates
    that fill them themselves)."""
    return catalog(language).get(key) or catalog("en").get(key) or key


def tr(key: str, language: str = "en", **params: Any) -> str:
    """The text of `key` in `language`, with `params` filled in."""
    text = template(key, language)
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        log.warning("message %s (%s) does not fit its parameters %s", key, language,
                    sorted(params))
        return text


def tr_count(key: str, language: str, count: int, **params: Any) -> str:
    """`tr` for a message about `count` things: the catalog's `key.one` when there is one
    thing ("1 step", "1 paso", "1 etapa"), else `key` (the plural), so no "1 pasos"."""
    chosen = f"{key}.one" if count == 1 and f"{key}.one" in catalog("en") else key
    return tr(chosen, language, **params)


def placeholders(template: str) -> set[str]:
    """The names a template fills in ({name} and {name:format})."""
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}
