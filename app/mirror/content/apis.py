"""JSON of the jw-cdn APIs (search, publication media links) and the EPUB files."""

from __future__ import annotations

import datetime as dt
import functools
import hashlib
import re
from typing import Any

import app.mirror.content.books as books
from app.core.text import fold
from app.mirror.content._common import TOPIC_DOCIDS, monday, week_docids
from app.mirror.content.articles import searchable
from app.mirror.content.bible_epub import BIBLE_PUB, bible_epub_for_path, bible_media_links
from app.mirror.content.bible_search import verse_hits
from app.mirror.content.daily import daily_epub, daily_pub, daily_year
from app.mirror.content.lesson_search import lesson_entries
from app.mirror.content.pictures import noise_png
from app.mirror.content.texts import DAILY_TITLE, MONTHS, WATCHTOWER_NAME, WORKBOOK_NAME
from app.mirror.content.topics import topic_article, topic_title
from app.mirror.content.variants import real
from app.mirror.content.watchtower import article_meta, watchtower_article
from app.mirror.content.workbook import workbook_article
from app.sources.epub import EpubChapter, EpubImage, build_epub
from app.sources.languages import BY_JW_CODE

SEARCH_KINDS = ("all", "publications", "bible", "indexes")
_ISSUE = re.compile(r"^(\d{4})(\d{2})(?:00)?$")
_DAILY_FILE = re.compile(r"^files/(es\d{2})/es\d{2}_([A-Z]{1,3})\.epub$")
_FILE = re.compile(r"^(mwb|w)_([A-Z]{1,3})_(\d{6})\.epub$")
# The weeks whose study articles the search index knows (a fixed, small corpus).
_SEARCH_YEAR = 2024
_SEARCH_WEEKS = range(1, 13)


def search_page(lang: str, query: str, wol_base: str) -> str:
    """A wol search page (`/{iso}/wol/s/{r}/{lp}?q=...`): the API's hits as the site lists
    them, captions per group and every hit linking through `/wol/finder`."""
    from app.mirror.content._common import esc, page

    wol = next(w for w in BY_JW_CODE.values() if w.iso == lang)
    data = search_results(wol.jw_code, "all", query, wol_base, shaped=True)
    rows = ['<div id="searchResults"><ul class="results">']
    for group in data["results"]:
        rows.append(f'<li class="caption">{esc(group["label"])}</li>')
        for item in group["results"]:
            links = item["links"]
            href = links.get("wol") or links.get("jw.org") or ""
            rows.append(f'<li class="result"><p class="cardTitleBlock"><a href="{esc(href)}">'
                        f'{esc(item["title"])}</a></p><p class="searchResult">'
                        f'{item["snippet"]}</p></li>')
    rows.append("</ul></div>")
    return page(lang, query, "\n".join(rows))


def _matches(query_words: list[str], text: str) -> bool:
    folded = fold(text)
    return all(w in folded for w in query_words)


def _snippet(text: str, words: list[str]) -> str:
    out = text
    for word in words:
        out = re.sub(f"({re.escape(word)})", r"<strong>\1</strong>", out, flags=re.IGNORECASE)
    return out


def _excerpt(text: str, words: list[str], size: int = 160) -> str:
    """Some words of `text` around the first query word found."""
    folded = fold(text)
    at = min((i for i in (folded.find(w) for w in words) if i >= 0), default=0)
    start = max(0, at - size // 3)
    return text[start:start + size].strip()


# Group labels: tidy, and as the real API words them.
_GROUP_LABELS = {"publications": ("Publications", "Publications"),
                 "bible": ("Bible", "Bible verses"), "indexes": ("Indexes", "Index Subjects")}
# A publication hit of the real API that names only the publication (no docid).
WHOLE_BOOK = {"en": "Bible lessons for the family (the whole book)",
               "es": "Lecciones bíblicas para la familia (el libro entero)",
               "pt": "Lições da Bíblia para a família (o livro inteiro)"}
_LINK_ORDERS = (("wtlocale", "docid", "srctype"), ("srctype", "docid", "wtlocale"),
                ("docid", "wtlocale", "srctype"))


def finder_link(wol_base: str, lang_code: str, docid: int, title: str) -> str:
    """A real search hit's link: `/wol/finder?...docid=...` with the query in some order."""
    values = {"wtlocale": lang_code, "docid": str(docid), "srctype": "wol"}
    order = _LINK_ORDERS[seed_of(title) % len(_LINK_ORDERS)]
    query = "&".join(f"{k}={values[k]}" for k in order)
    return f"{wol_base.rstrip('/')}/wol/finder?{query}&srcid=share"


def seed_of(text: str) -> int:
    return int(hashlib.md5(text.encode("utf-8")).hexdigest()[:6], 16)


def _real_links(item: dict[str, Any], lang_code: str, wol_base: str) -> None:
    """Give a hit the real API's link shape: finder links; a verse only a jw.org link."""
    wol = str(item["links"].get("wol", ""))
    if item.get("subtype") == "verse":
        m = re.search(r"/nwtsty/(\d+)/(\d+)#study=discover&v=\d+:\d+:(\d+)", wol)
        if m:
            code = f"{int(m.group(1))}{int(m.group(2)):03d}{int(m.group(3)):03d}"
            item["links"] = {"jw.org": f"https://www.jw.org/finder?wtlocale={lang_code}"
                                       f"&bible={code}&pub=nwtsty"}
        return
    m = re.search(r"/d/r\d+/lp-[a-z]+/(\d+)$", wol)
    if m:
        item["links"] = {"wol": finder_link(wol_base, lang_code, int(m.group(1)),
                                            str(item.get("title", "")))}


def search_results(
    lang_code: str, kind: str, query: str, wol_base: str = "https://wol.jw.org",
    *, shaped: bool | None = None,
) -> dict[str, Any]:
    """The search API answer for a query: groups (`type: "group"`) of items with `links.wol`.

    `lang_code` is the JW code (E, S, T); unknown languages or kinds give no results.
    In the real variant (app.mirror.content.variants) hits link through `/wol/finder`,
    verse hits carry only a jw.org `bible=` link, groups have the real labels and a
    publication hit names its publication without a docid."""
    wol = BY_JW_CODE.get(lang_code)
    words = [fold(w) for w in query.split() if w.strip()]
    groups: list[dict[str, Any]] = []
    if wol is not None and kind in SEARCH_KINDS and words:
        lang = wol.iso
        prefix = f"{wol_base.rstrip('/')}/{lang}/wol"
        bible: list[dict[str, Any]] = [{
            "type": "item", "subtype": "verse",
            "title": books.cite(lang, hit.book, hit.chapter, str(hit.verse), full=True),
            "snippet": _snippet(hit.text, words),
            "links": {"wol": f"{prefix}/b/{wol.resource}/{wol.lp}/nwtsty/{hit.book}/"
                             f"{hit.chapter}#study=discover&v={hit.book}:{hit.chapter}:"
                             f"{hit.verse}"},
        } for hit in verse_hits(lang, query, 10)]  # the whole Bible of the language
        publications: list[dict[str, Any]] = []
        for week in _SEARCH_WEEKS:
            title, topic = article_meta(lang, _SEARCH_YEAR, week)
            if _matches(words, f"{title} {topic}"):
                docid = week_docids(_SEARCH_YEAR, week)[1]
                publications.append({
                    "type": "item", "subtype": "article", "title": title,
                    "snippet": _snippet(f"{WATCHTOWER_NAME[lang]} — {title}", words),
                    "links": {"wol": f"{prefix}/d/{wol.resource}/{wol.lp}/{docid}"},
                })
        indexes: list[dict[str, Any]] = []
        ranked: list[tuple[int, str, dict[str, Any]]] = []
        for group, title, text, docid in searchable(lang):
            if _matches(words, f"{title} {text}"):
                score = 3 * sum(w in fold(title) for w in words) + sum(
                    fold(text).count(w) for w in words)
                ranked.append((score, group, {
                    "type": "item", "subtype": "article" if group == "publications" else "index",
                    "title": title,
                    "snippet": _snippet(_excerpt(text, words), words),
                    "links": {"wol": f"{prefix}/d/{wol.resource}/{wol.lp}/{docid}"},
                }))
        for title, text, docid in lesson_entries(lang):  # "lmd lección 3" finds the lesson
            named = fold(text).split()
            if named[0] in words and all(w in named for w in words if w.isdigit()) \
                    and _matches(words, text):
                ranked.append((10, "publications", {
                    "type": "item", "subtype": "article", "title": title,
                    "snippet": _snippet(title, words),
                    "links": {"wol": f"{prefix}/d/{wol.resource}/{wol.lp}/{docid}"},
                }))
        ranked.sort(key=lambda r: -r[0])
        publications[:0] = [item for _, group, item in ranked if group == "publications"]
        indexes.extend(item for _, group, item in ranked if group == "indexes")
        for docid in TOPIC_DOCIDS:
            markup = topic_article(lang, docid) or ""
            plain = re.sub(r"<[^>]+>", " ", markup)
            if _matches(words, plain):
                indexes.append({
                    "type": "item", "subtype": "index", "title": topic_title(lang, docid),
                    "snippet": _snippet(topic_title(lang, docid), words),
                    "links": {"wol": f"{prefix}/d/{wol.resource}/{wol.lp}/{docid}"},
                })
        if shaped is None:
            shaped = real("search", lang_code, kind, query)
        for name, items in (
            ("publications", publications),
            ("bible", bible),
            ("indexes", indexes),
        ):
            if items and kind in ("all", name):
                label = _GROUP_LABELS[name][1 if shaped else 0]
                groups.append({"type": "group", "label": label, "results": items[:10]})
        if shaped:
            for shown in groups:
                for item in shown["results"]:
                    _real_links(item, lang_code, wol_base)
            if groups and kind in ("all", "publications") and publications:
                groups[-1]["results"].append({
                    "type": "item", "subtype": "publication", "title": WHOLE_BOOK[lang],
                    "snippet": WHOLE_BOOK[lang],
                    "links": {"wol": f"{wol_base.rstrip('/')}/wol/finder?wtlocale={lang_code}"
                                     f"&pub=lfb&srctype=wol"},
                })
    total = sum(len(g["results"]) for g in groups)
    return {
        "insight": {"query": query, "total": total},
        "results": groups,
        "pagination": {"offset": 0, "limit": 10, "total": total},
    }


def issue_weeks(pub: str, issue: str) -> list[tuple[int, int]]:
    """The (year, ISO week) pairs a workbook or Watchtower study issue covers.

    Workbook issues are odd months and cover two months of weeks; a Watchtower
    study edition covers the weeks whose Monday is two months after its date."""
    m = _ISSUE.match(issue)
    if not m:
        return []
    year, month = int(m.group(1)), int(m.group(2))
    if not 1 <= month <= 12 or not 1900 < year < 3000:
        return []
    if pub == "mwb":
        if month % 2 == 0:
            return []
        months = [(year, month), (year, month + 1)]
    elif pub == "w":
        target = month + 2
        months = [(year + (target - 1) // 12, (target - 1) % 12 + 1)]
    else:
        return []
    out = []
    for y, mo in months:
        day = dt.date(y, mo, 1)
        while day.month == mo:
            if day.weekday() == 0:
                iso = day.isocalendar()
                out.append((iso[0], iso[1]))
            day += dt.timedelta(days=1)
    return out


def epub_file_name(pub: str, issue: str, lang_code: str) -> str:
    return f"{pub}_{lang_code}_{issue[:6]}.epub"


# Pixels of the stand-in photographs: a cover and one picture per chapter make an
# issue of about 2-3 MB, the size of a real study issue's or workbook's EPUB.
_COVER_PIXELS = (400, 250)
_PICTURE_PIXELS = (330, 250)


@functools.lru_cache(maxsize=4)  # the links answer and the file request build the same one
def epub_file(pub: str, issue: str, lang_code: str) -> bytes | None:
    """The EPUB of a workbook (pub "mwb") or Watchtower study (pub "w") issue, with
    pictures of noise as large as a real issue's photographs (pictures.py)."""
    wol = BY_JW_CODE.get(lang_code)
    weeks = issue_weeks(pub, issue)
    if wol is None or not weeks:
        return None
    lang = wol.iso
    chapters: list[EpubChapter] = []
    year, month = int(issue[:4]), int(issue[4:6])
    heading = f"{MONTHS[lang][month - 1].capitalize()} {year}"
    if pub == "mwb":
        name = WORKBOOK_NAME[lang]
        chapters.append(EpubChapter("cover.xhtml", name, f"<h1>{name}</h1><p>{heading}</p>"))
        for y, w in weeks:
            body = workbook_article(lang, y, w) or ""
            chapters.append(EpubChapter(f"week-{y}-{w:02d}.xhtml", f"{y}-W{w:02d}", body))
    else:
        name = WATCHTOWER_NAME[lang]
        chapters.append(EpubChapter("cover.xhtml", name, f"<h1>{name}</h1><p>{heading}</p>"))
        for y, w in weeks:
            body = watchtower_article(lang, y, w) or ""
            title = article_meta(lang, y, w)[0]
            chapters.append(EpubChapter(f"article-{y}-{w:02d}.xhtml", title, body))
    seed = f"{pub}-{issue[:6]}"  # the same pictures in every language, as in print
    images = [EpubImage("images/cover.png", noise_png(seed, *_COVER_PIXELS))]
    images += [EpubImage(f"images/{c.name.removesuffix('.xhtml')}.png",
                         noise_png(f"{seed}-{c.name}", *_PICTURE_PIXELS)) for c in chapters[1:]]
    return build_epub(
        identifier=f"mirror-{pub}-{lang_code}-{issue[:6]}",
        title=f"{name} — {heading}",
        language=lang,
        chapters=chapters,
        images=images,
    )


def epub_for_path(path: str) -> bytes | None:
    """The EPUB bytes served at a file URL from pub_media_links (last path segment)."""
    if path.strip("/").startswith(f"files/{BIBLE_PUB}/"):
        return bible_epub_for_path(path)
    if d := _DAILY_FILE.match(path.strip("/")):
        wol = BY_JW_CODE.get(d[2])
        year = daily_year(d[1])
        return daily_epub(wol.iso, year) if wol is not None and year is not None else None
    m = _FILE.match(path.rsplit("/", 1)[-1])
    return epub_file(m.group(1), m.group(3), m.group(2)) if m else None


def pub_media_links(pub: str, issue: str, lang_code: str, base_url: str) -> dict[str, Any] | None:
    """The GETPUBMEDIALINKS answer (EPUB only) with file URLs under base_url; None if unknown."""
    if pub == BIBLE_PUB:  # the whole Bible: no issue
        return bible_media_links(lang_code, base_url)
    if (year := daily_year(pub)) is not None:  # the daily text book of a year: no issue
        return daily_media_links(year, lang_code, base_url)
    data = epub_file(pub, issue, lang_code)
    wol = BY_JW_CODE.get(lang_code)
    if data is None or wol is None:
        return None
    issue6 = issue[:6]
    year, month = int(issue6[:4]), int(issue6[4:])
    name = WORKBOOK_NAME[wol.iso] if pub == "mwb" else WATCHTOWER_NAME[wol.iso]
    file_name = epub_file_name(pub, issue6, lang_code)
    url = f"{base_url.rstrip('/')}/files/{pub}/{issue6}/{file_name}"
    first_week = issue_weeks(pub, issue6)[0]
    start = monday(*first_week) or dt.date(year, month, 1)
    return {
        "pubName": name,
        "parentPubName": name,
        "pub": pub,
        "issue": f"{issue6}00",
        "formattedDate": f"{MONTHS[wol.iso][month - 1].capitalize()} {year}",
        "fileformat": ["EPUB"],
        "languages": {lang_code: {"name": wol.iso, "direction": "ltr", "locale": wol.iso}},
        "files": {
            lang_code: {
                "EPUB": [{
                    "title": name,
                    "file": {
                        "url": url,
                        "stream": url,
                        "modifiedDatetime": f"{start.isoformat()} 00:00:00",
                        "checksum": hashlib.md5(data).hexdigest(),
                    },
                    "filesize": len(data),
                    "label": "",
                    "track": 0,
                    "hasTrack": False,
                    "pub": pub,
                    "docid": 0,
                    "mimetype": "application/epub+zip",
                }]
            }
        },
    }


def daily_media_links(year: int, lang_code: str, base_url: str) -> dict[str, Any] | None:
    """The GETPUBMEDIALINKS answer for the daily text book of a year (`pub=es26`, no
    issue), like the Bible's."""
    wol = BY_JW_CODE.get(lang_code)
    data = daily_epub(wol.iso, year) if wol is not None else None
    if wol is None or data is None:
        return None
    pub = daily_pub(year)
    url = f"{base_url.rstrip('/')}/files/{pub}/{pub}_{lang_code}.epub"
    title = f"{DAILY_TITLE[wol.iso]} — {year}"
    return {
        "pubName": title, "parentPubName": title, "pub": pub, "issue": "",
        "fileformat": ["EPUB"],
        "languages": {lang_code: {"name": wol.iso, "direction": "ltr", "locale": wol.iso}},
        "files": {lang_code: {"EPUB": [{
            "title": title,
            "file": {"url": url, "stream": url,
                     "modifiedDatetime": f"{year - 1}-10-01 00:00:00",
                     "checksum": hashlib.md5(data).hexdigest()},
            "filesize": len(data), "label": "", "track": 0, "hasTrack": False,
            "pub": pub, "docid": 0, "mimetype": "application/epub+zip",
        }]}},
    }
