"""Per-language codes used by wol.jw.org and the jw-cdn APIs (see docs/SOURCES)."""

from __future__ import annotations

from dataclasses import dataclass

from app.core.models import Language


@dataclass(frozen=True)
class WolLanguage:
    iso: Language  # ui language and the first path segment: /es/wol
    resource: str  # r4
    lp: str  # lp-s
    jw_code: str  # S (langwritten / search API)

    def wol_prefix(self) -> str:
        return f"/{self.iso}/wol"


WOL_LANGUAGES: dict[Language, WolLanguage] = {
    "en": WolLanguage("en", "r1", "lp-e", "E"),
    "es": WolLanguage("es", "r4", "lp-s", "S"),
    "pt": WolLanguage("pt", "r5", "lp-t", "T"),
}

BY_JW_CODE: dict[str, WolLanguage] = {w.jw_code: w for w in WOL_LANGUAGES.values()}


def wol_language(language: str) -> WolLanguage:
    try:
        return WOL_LANGUAGES[language]  # type: ignore[index]
    except KeyError:
        raise ValueError(f"unsupported language {language!r} (use es, en or pt)") from None
