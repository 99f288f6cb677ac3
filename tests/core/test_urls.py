"""The one link policy (app/core/urls.py) and the exporters that must apply it."""

from __future__ import annotations

import io
import zipfile

import pytest

from app.core.urls import (
    UNRESOLVED,
    fetch_allowed,
    link_allowed,
    markdown_target,
    mirror_bases,
    public_url,
    safe_link,
)
from app.export import render
from app.export.sheet import SheetBullet, SheetScripture, SheetSection, StudySheet


@pytest.mark.parametrize("url, allowed", [
    ("https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3", True),
    ("https://www.jw.org/en/library/", True),
    ("https://jw.org/", True),
    ("https://WOL.JW.ORG/es/wol/d/r4/lp-s/1", True),
    ("https://wol.jw.org:443/en", True),
    ("jwlibrary:///finder?bible=43003016", True),
    ("http://wol.jw.org/en", False),
    ("https://wol.jw.org.evil.example/en", False),
    ("https://evil.example/?u=https://wol.jw.org", False),
    ("https://notjw.org/", False),
    ("https://wol.jw.org@evil.example/", False),
    ("https://user@wol.jw.org/", False),
    ("https://wol.jw.org:8443/", False),
    ("javascript:alert(1)", False),
    ("file:///etc/passwd", False),
    ("data:text/html,<b>x</b>", False),
    ("https://wol.jw.org/en wol", False),
    ("https://wol.jw.org\\@evil.example", False),
    ("http://127.0.0.1:8000/en/wol/b", False),
    ("", False),
    ("jwlibrary:///finder?bible=43003016-43003018&wtlocale=E", True),
    ("jwlibrary:///finder?docid=2026241&wtlocale=S", True),
    ("jwlibrary:///finder?bible=43003016&evil=1", False),
    ("jwlibrary://host/finder?bible=43003016", False),
    ("jwlibrary:///finder?bible=43003016&bible=1", False),
    ("jwlibrary:///finder?wtlocale=E", False),
    ("jwlibrary:javascript:alert(1)", False),
    ("https://wol.jw.org/en/x><script>alert(1)</script>", False),
    ("https://wol.jw.org/en/x\"onmouseover=\"x", False),
    ("https://wol.jw.org/en/\x01", False),
])
def test_link_policy(url: str, allowed: bool) -> None:
    assert link_allowed(url) is allowed


def test_links_from_a_mirror_map_to_the_public_site() -> None:
    bases = mirror_bases("http://127.0.0.1:8123/")
    assert bases == {"http://127.0.0.1:8123": "https://wol.jw.org"}
    assert public_url("http://127.0.0.1:8123/en/wol/b/r1/lp-e/nwtsty/43/3#v=1", bases) == \
        "https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3#v=1"
    assert public_url("http://127.0.0.1:81234/x", bases) == "http://127.0.0.1:81234/x"
    assert public_url("https://evil.example/", bases) == "https://evil.example/"
    assert safe_link("http://127.0.0.1:8123/en/wol/d/r1/lp-e/1", bases, language="en") == \
        "https://wol.jw.org/en/wol/d/r1/lp-e/1"
    assert safe_link("http://127.0.0.1:9999/en/wol/d/r1/lp-e/1", bases,
                     language="en") == UNRESOLVED
    assert mirror_bases("https://wol.jw.org") == {}


def test_markdown_targets_cannot_close_the_link() -> None:
    target = markdown_target("https://wol.jw.org/a b>c<d)e")
    assert not any(ch in target for ch in " <>")


@pytest.mark.parametrize("url, allowed", [
    ("https://wol.jw.org/en/wol/d/1", True),
    ("https://b.jw-cdn.org/apis/x", True),
    ("https://download-a.akamaihd.jw-cdn.org/f.epub", True),
    ("https://download-a.akamaihd.net/files/media_publication/f.epub", True),
    ("https://evil.akamaihd.net/f.epub", False),
    ("http://wol.jw.org/en", False),
    ("http://127.0.0.1:8811/en/wol/d/1", True),  # the configured mirror
    ("http://127.0.0.1:8812/en/wol/d/1", False),
    ("file:///etc/passwd", False),
    ("ftp://wol.jw.org/x", False),
    ("https://evil.example/", False),
    ("https://user@wol.jw.org/", False),
])
def test_redirect_targets(url: str, allowed: bool) -> None:
    assert fetch_allowed(url, ["127.0.0.1:8811"]) is allowed


def _hostile_sheet(mirror: str) -> StudySheet:
    return StudySheet(
        title="Sheet",
        theme_scripture=SheetScripture(ref="John 3:16",
                                       url=f"{mirror}/en/wol/b/r1/lp-e/nwtsty/43/3"),
        sections=[SheetSection(
            heading="Findings",
            bullets=[
                SheetBullet(text="crafted", url="https://wol.jw.org/x><script>alert(1)</script>"),
                SheetBullet(text="javascript", url="javascript:alert(1)"),
                SheetBullet(text="look-alike", url="https://wol.jw.org.evil.example/"),
                SheetBullet(text="fine", url="https://wol.jw.org/en/wol/d/r1/lp-e/2026241"),
                SheetBullet(text="app", url="jwlibrary:///finder?bible=43003016&wtlocale=E"),
            ],
        )],
    )


@pytest.mark.parametrize("fmt", ["md", "html", "docx"])
@pytest.mark.parametrize("style", ["inline", "footnote", "bibliography"])
def test_every_exporter_applies_the_link_policy(fmt: str, style: str) -> None:
    mirror = "http://127.0.0.1:8123"
    data = render(_hostile_sheet(mirror), fmt, style,  # type: ignore[arg-type]
                  link_bases=mirror_bases(mirror))
    if fmt == "docx":
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            text = "".join(z.read(n).decode("utf-8", "replace") for n in z.namelist()
                           if n.endswith(".rels") or n.endswith(".xml"))
    else:
        text = data.decode("utf-8")
    assert "<script" not in text
    assert "javascript:" not in text
    assert "evil.example" not in text
    assert "127.0.0.1" not in text
    assert "https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/43/3" in text
    assert "https://wol.jw.org/en/wol/d/r1/lp-e/2026241" in text
    assert "jwlibrary:///finder?bible=43003016" in text
    for label in ("crafted", "javascript", "look-alike"):
        assert label in text  # the label stays, as plain text
    # each marked as a link that cannot be opened (before: dropped without a word)
    assert text.count("link cannot be opened") == 3


@pytest.mark.parametrize("url, shown", [
    # every shape goes through the one resolver (app/core/links.py) to the canonical
    # wol URL in the sheet's language, on the public site
    ("http://127.0.0.1:8123/wol/finder?wtlocale=S&docid=2026241&srctype=wol",
     "https://wol.jw.org/es/wol/d/r4/lp-s/2026241"),
    ("/es/wol/d/r4/lp-s/2026241#h=5", "https://wol.jw.org/es/wol/d/r4/lp-s/2026241#h=5"),
    ("https://www.jw.org/finder?bible=52005003&wtlocale=S",
     "https://wol.jw.org/es/wol/b/r4/lp-s/nwtsty/52/5#study=discover&v=52:5:3"),
    ("https://www.jw.org/es/biblioteca/", "https://www.jw.org/es/biblioteca/"),  # not wol
    ("jwlibrary:///finder?bible=43003016&wtlocale=S", "jwlibrary:///finder?bible=43003016&wtlocale=S"),
    # a link that was there and leads nowhere: shown as such, never dropped
    ("/wol/finder?pub=w&issue=202401", UNRESOLVED),
    ("https://evil.example/x", UNRESOLVED),
    ("javascript:alert(1)", UNRESOLVED),
    # none, or the app's own reference (a notebook visit): no link and nothing to mark
    ("", None),
    ("preparo://notebook/visit/3", None),
])
def test_safe_link_resolves_every_shape(url: str, shown: str | None) -> None:
    assert safe_link(url, mirror_bases("http://127.0.0.1:8123"), language="es") == shown
