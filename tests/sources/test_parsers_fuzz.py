"""Property tests: no exception escapes a parser, whatever the markup."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.mirror import content
from app.sources.parsers import KINDS, parse

_WB, _WT = content.week_docids(2024, 23)
SAMPLES = {
    "chapter": content.chapter_page("en", 45, 5) or "",
    "meetings": content.meetings_page("es", 2024, 23) or "",
    "workbook": content.document_page("pt", _WB) or "",
    "watchtower": content.document_page("en", _WT) or "",
    "daily": content.daily_text_page("es", 2024, 6, 3) or "",
    "topic": content.document_page("pt", content.TOPIC_DOCIDS[1]) or "",
    "publication": content.document_page("es", 600_020_005) or "",  # th lesson 5
}
TAGS = ["p", "span", "a", "div", "h1", "h2", "h3", "li", "ul", "article", "strong", "input"]
FRAGMENTS = [
    "<", ">", "</", '"', "'", "=", "&amp;", "&#", "<!--", "-->", "<![CDATA[", "\x00",
    'class="v"', 'id="v1-1-1-1"', 'data-key="1-1-1"', 'class="qu"', 'data-rel-pid="[9]"',
    '<span class="parNum" data-pnum="99999999999999999999">', "(10 mins.)", "¶",
    '<a class="b">', '<div class="section" data-key=', 'class="tabContent" data-date=',
    "docId-1234 pub-w", "<p class=\"st\">", "\ud800",
    '<div class="gen-field">', "<strong><sup>7</sup></strong>", "1-999999999. ", "1, 2, 3. ",
    "(a) ", " b) ", '<a class="fn" data-fnid="1">*</a>', '<div class="footnote" data-fnid="1">',
    '<div class="boxSupplement">', "<figure><figcaption>", "(Read ", "Leia ",
    '<p class="pubRefs">SONG 12</p>',
]

settings.register_profile("parsers", deadline=None, max_examples=60,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("parsers")


@st.composite
def mutated(draw: st.DrawFn, kind: str) -> str:
    """A real generated page with random deletions, insertions and tag swaps."""
    html = SAMPLES[kind]
    for _ in range(draw(st.integers(1, 8))):
        op = draw(st.sampled_from(["delete", "insert", "swap", "truncate"]))
        at = draw(st.integers(0, max(len(html) - 1, 0)))
        if op == "delete":
            html = html[:at] + html[at + draw(st.integers(1, 400)):]
        elif op == "insert":
            html = html[:at] + draw(st.sampled_from(FRAGMENTS)) + html[at:]
        elif op == "swap":
            old, new = draw(st.sampled_from(TAGS)), draw(st.sampled_from(TAGS))
            html = html.replace(f"<{old}", f"<{new}", draw(st.integers(1, 20)))
        else:
            html = html[:at]
    return html


@pytest.mark.parametrize("kind", KINDS)
@given(data=st.data())
def test_mutated_pages_never_raise(kind: str, data: st.DataObject) -> None:
    html = data.draw(mutated(kind))
    result = parse(kind, html)
    assert isinstance(result.warnings, list)  # type: ignore[attr-defined]


@pytest.mark.parametrize("kind", KINDS)
@given(pieces=st.lists(st.sampled_from([*FRAGMENTS, *"ab1-.: <>/\"="]), max_size=80))
def test_random_markup_never_raises(kind: str, pieces: list[str]) -> None:
    parse(kind, "".join(pieces))


@pytest.mark.parametrize("kind", KINDS)
@given(raw=st.binary(max_size=300) | st.text(max_size=300))
def test_random_text_and_bytes_never_raise(kind: str, raw: str | bytes) -> None:
    parse(kind, raw)
