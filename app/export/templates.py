"""Jinja2 environments for the sheet templates: a user's templates folder first,
then the ones shipped in resources/templates."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import jinja2
from markupsafe import Markup, escape

from app.core.paths import config_dir, resources_dir
from app.core.urls import UNRESOLVED, link_allowed, markdown_target
from app.export.citations import CitationBook, unresolved_words


def user_templates_dir() -> str:
    return str(config_dir() / "templates")


@lru_cache(maxsize=4)
def environment(kind: str) -> jinja2.Environment:
    """`kind` is "html" (autoescaped) or "md"."""
    loader = jinja2.FileSystemLoader([user_templates_dir(), str(resources_dir() / "templates")])
    env = jinja2.Environment(
        loader=loader,
        autoescape=kind == "html",
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    env.filters["md"] = md_escape
    env.filters["md_url"] = markdown_target
    return env


def md_escape(text: object) -> str:
    """Escape the characters that would turn page text into Markdown markup."""
    out = str(text)
    for ch in ("\\", "`", "*", "_", "[", "]", "<", ">", "#", "|"):
        out = out.replace(ch, "\\" + ch)
    return out


def md_cite(book: CitationBook, language: str) -> Callable[..., str]:
    def cite(label: str, url: str | None, title: str = "") -> str:
        text = md_escape(label)
        if url == UNRESOLVED:
            return f"{text} *({md_escape(unresolved_words(language))})*"
        if not url or not link_allowed(url):
            return text
        if book.style == "inline":
            return f"[{text}](<{markdown_target(url)}>)"
        note = book.number(url, title or label)
        return f"{text}[^{note.number}]" if book.style == "footnote" else f"{text} [{note.number}]"

    return cite


def html_cite(book: CitationBook, language: str) -> Callable[..., Markup]:
    def cite(label: str, url: str | None, title: str = "") -> Markup:
        text = escape(label)
        if url == UNRESOLVED:
            return Markup('{} <span class="unresolved">({})</span>').format(
                text, unresolved_words(language))
        if not url or not link_allowed(url):
            return Markup(text)
        if book.style == "inline":
            return Markup('<a href="{}">{}</a>').format(url, text)
        note = book.number(url, title or label)
        return Markup('{}<sup><a href="{}" class="cite">[{}]</a></sup>').format(
            text, url, note.number)

    return cite
