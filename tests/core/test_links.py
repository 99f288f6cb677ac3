"""The link resolver: every link shape of wol.jw.org and jw.org, table-driven."""

from __future__ import annotations

import pytest

from app.core.links import Resolved, Unresolvable, docid_of, resolve

MIRROR = "http://127.0.0.1:8765"
ES_D = f"{MIRROR}/es/wol/d/r4/lp-s"
ES_B = f"{MIRROR}/es/wol/b/r4/lp-s"

# (link as found, run language, expected URL or the reason it cannot be resolved)
CASES: list[tuple[str, str, str]] = [
    # /wol/d documents, relative, absolute, without the language prefix, other language
    ("/es/wol/d/r4/lp-s/1102008070", "es", f"{ES_D}/1102008070"),
    ("/wol/d/r1/lp-e/1102008070", "es", f"{ES_D}/1102008070"),
    ("https://wol.jw.org/en/wol/d/r1/lp-e/2024283#h=5", "es", f"{ES_D}/2024283#h=5"),
    (f"{MIRROR}/pt/wol/d/r5/lp-t/42", "es", f"{ES_D}/42"),
    # /wol/b chapters, with a verse or a range in the study fragment
    ("/en/wol/b/r1/lp-e/nwtsty/43/3", "es", f"{ES_B}/nwtsty/43/3"),
    ("/en/wol/b/r1/lp-e/nwtsty/43/3#study=discover&v=43:3:16", "es",
     f"{ES_B}/nwtsty/43/3#study=discover&v=43:3:16"),
    ("/es/wol/b/r4/lp-s/nwt/43/3#study=discover&amp;v=43:3:16-43:3:18", "es",
     f"{ES_B}/nwt/43/3#study=discover&v=43:3:16-43:3:18"),
    # finder links of search hits, any query order, any wtlocale
    ("https://wol.jw.org/wol/finder?wtlocale=E&docid=1985720&srctype=wol&srcid=share", "es",
     f"{ES_D}/1985720"),
    ("https://wol.jw.org/wol/finder?srctype=wol&docid=1985720&wtlocale=S", "es",
     f"{ES_D}/1985720"),
    ("https://wol.jw.org/wol/finder?docid=2024283&wtlocale=T&par=7", "es", f"{ES_D}/2024283#h=7"),
    (f"{MIRROR}/wol/finder?wtlocale=S&docid=77&srctype=wol", "es", f"{ES_D}/77"),
    # finder with a bible code: 1-2 digit book + 3 + 3
    ("/wol/finder?bible=43003016", "es", f"{ES_B}/nwtsty/43/3#study=discover&v=43:3:16"),
    ("https://wol.jw.org/wol/finder?wtlocale=E&bible=52005003&srctype=wol", "es",
     f"{ES_B}/nwtsty/52/5#study=discover&v=52:5:3"),
    ("/wol/finder?bible=1001001", "es", f"{ES_B}/nwtsty/1/1#study=discover&v=1:1:1"),
    ("/wol/finder?bible=43003016-43003018", "es",
     f"{ES_B}/nwtsty/43/3#study=discover&v=43:3:16-43:3:18"),
    # jw.org links carrying bible= or docid=
    ("https://www.jw.org/finder?wtlocale=E&bible=52005003&pub=nwtsty", "es",
     f"{ES_B}/nwtsty/52/5#study=discover&v=52:5:3"),
    ("https://www.jw.org/es/biblioteca/biblia/?bible=19023001", "es",
     f"{ES_B}/nwtsty/19/23#study=discover&v=19:23:1"),
    ("https://www.jw.org/finder?wtlocale=S&docid=502014179&srctype=wol", "es", f"{ES_D}/502014179"),
    ("jwlibrary:///finder?bible=43003016&wtlocale=E", "es",
     f"{ES_B}/nwtsty/43/3#study=discover&v=43:3:16"),
    # citation links of a page
    ("/en/wol/bc/r1/lp-e/1102024201/3/0", "es", f"{MIRROR}/es/wol/bc/r4/lp-s/1102024201/3/0"),
    ("/en/wol/pc/r1/lp-e/1102024201/12/0", "es", f"{MIRROR}/es/wol/pc/r4/lp-s/1102024201/12/0"),
    # other wol pages keep their route
    ("/en/wol/dt/r1/lp-e/2024/6/3", "pt", f"{MIRROR}/pt/wol/dt/r5/lp-t/2024/6/3"),
    # what cannot be resolved, and why
    ("https://wol.jw.org/wol/finder?wtlocale=E&pub=lfb&issue=2017&srctype=wol", "es", "no_docid"),
    ("https://www.jw.org/finder?wtlocale=E&lank=pub-mwbv_202401_1_VIDEO", "es", "no_docid"),
    ("/wol/finder?bible=43x", "es", "bad_bible_code"),
    ("/wol/finder?bible=99001001", "es", "bad_bible_code"),
    ("https://example.org/wol/d/r1/lp-e/1", "es", "foreign"),
    ("javascript:alert(1)", "es", "foreign"),
    ("https://wol.jw.org/en/wol/h/r1/lp-e", "es", "not_wol"),
    ("", "es", "empty"),
]


@pytest.mark.parametrize(("href", "lang", "expected"), CASES)
def test_every_link_shape(href: str, lang: str, expected: str) -> None:
    found = resolve(href, lang, MIRROR)
    if expected.startswith("http"):
        assert isinstance(found, Resolved), found
        assert found.url == expected
    else:
        assert isinstance(found, Unresolvable), found
        assert found.reason == expected
        assert found.url == ""


def test_resolved_parts() -> None:
    found = resolve("https://wol.jw.org/wol/finder?wtlocale=E&bible=52005003", "en")
    assert isinstance(found, Resolved)
    assert (found.kind, found.book, found.chapter, found.verses, found.locale) == (
        "bible", 52, 5, (3, 3), "E")
    assert found.url.startswith("https://wol.jw.org/en/wol/b/r1/lp-e/nwtsty/52/5")
    doc = resolve("/wol/finder?docid=1985720&wtlocale=S", "pt")
    assert isinstance(doc, Resolved) and (doc.kind, doc.docid) == ("document", 1985720)
    lost = resolve("https://wol.jw.org/wol/finder?pub=lfb&issue=2017&wtlocale=E", "en")
    assert isinstance(lost, Unresolvable) and (lost.pub, lost.issue) == ("lfb", "2017")


def test_docid_of() -> None:
    assert docid_of("https://wol.jw.org/wol/finder?srctype=wol&docid=12&wtlocale=E") == 12
    assert docid_of("/es/wol/d/r4/lp-s/34") == 34
    assert docid_of("/es/wol/b/r4/lp-s/nwtsty/43/3") is None
    assert docid_of("https://wol.jw.org/wol/finder?pub=lfb&wtlocale=E") is None


def test_unknown_language_is_an_error() -> None:
    with pytest.raises(ValueError):
        resolve("/wol/d/r1/lp-e/1", "fr")
