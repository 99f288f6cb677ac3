"""Teaching documents the workbook cites (lmd, th, lfb lessons; research articles) and the
publication-citation answers (`/wol/pc/`) that point at them.

docIds: 600_000_000 + publication code * 10_000 + lesson (lmd 1, th 2, lfb 3,
research 4 with w21.04 = 1 and it-2 = 2). A citation target is (docid, pids): the
paragraphs the reference names, or the whole lesson.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import app.mirror.content.books as books
from app.mirror.content._common import bc_href, doc_href, esc
from app.mirror.content.lesson_texts import (
    HOW_TO,
    IMITATE,
    LEARN,
    LESSON,
    LFB,
    LMD,
    QUESTIONS,
    RESEARCH,
    TH,
)
from app.sources.languages import wol_language

LESSON_BASE = 600_000_000
_CODES = {"lmd": 1, "th": 2, "lfb": 3, "research": 4}
_RESEARCH_KEYS = ("w21.04", "it-2", "bt-17", "lmd-A")
_SCRIPTURE = re.compile(r"\[\[b:(\d{1,2}):(\d{1,3}):([^\]]+)\]\]")


def lesson_docid(symbol: str, number: int) -> int:
    return LESSON_BASE + _CODES[symbol] * 10_000 + number


def research_docid(key: str) -> int:
    return lesson_docid("research", _RESEARCH_KEYS.index(key) + 1)


def docid_lesson(docid: int) -> tuple[str, int] | None:
    """Inverse of lesson_docid: (symbol, lesson number) for a document the mirror has."""
    code, number = divmod(docid - LESSON_BASE, 10_000)
    for symbol, value in _CODES.items():
        if value == code and docid >= LESSON_BASE:
            if symbol == "research":
                return (symbol, number) if 1 <= number <= len(_RESEARCH_KEYS) else None
            known = {"lmd": set(LMD["en"]), "th": set(TH["en"]), "lfb": set(LFB["en"])}[symbol]
            return (symbol, number) if number in known else None
    return None


@dataclass
class Rendered:
    """A rendered teaching document: its markup and where each thing landed."""

    title: str
    article: str
    point_pids: dict[int, int]  # point / paragraph number -> pid
    texts: dict[int, str]  # pid -> the paragraph's markup


def with_scriptures(lang: str, docid: int, text: str, counter: list[int]) -> str:
    """Escape text and turn [[b:...]] markers into a.b scripture links."""
    out: list[str] = []
    last = 0
    for m in _SCRIPTURE.finditer(text):
        out.append(esc(text[last:m.start()]))
        counter[0] += 1
        n = counter[0]
        ref = books.cite(lang, int(m.group(1)), int(m.group(2)), m.group(3))
        out.append(f'<a href="{bc_href(lang, docid, n)}" class="b" data-bid="{n}-1">'
                   f"{esc(ref)}</a>")
        last = m.end()
    out.append(esc(text[last:]))
    return "".join(out)


def render_lesson(lang: str, docid: int) -> Rendered | None:
    found = docid_lesson(docid)
    if found is None:
        return None
    symbol, number = found
    counter = [0]
    pid = 0
    rows: list[str] = []
    point_pids: dict[int, int] = {}
    texts: dict[int, str] = {}

    def add(tag: str, inner: str, cls: str = "", pnum: int | None = None) -> None:
        nonlocal pid
        pid += 1
        klass = f' class="{cls}"' if cls else ""
        body = inner
        if pnum is not None:
            point_pids[pnum] = pid
            body = f'<span class="parNum" data-pnum="{pnum}">{pnum}</span> {inner}'
        texts[pid] = body
        rows.append(f'<{tag} id="p{pid}" data-pid="{pid}"{klass}>{body}</{tag}>')

    def sc(text: str) -> str:
        return with_scriptures(lang, docid, text, counter)

    pub = symbol
    if symbol == "research":
        key = _RESEARCH_KEYS[number - 1]
        pub = key.split("-")[0].rstrip("0123456789.")
        context, title, paragraphs = RESEARCH[lang][key]
        add("p", esc(context), "contextTtl")
        add("h1", esc(title))
        rows.append('<div class="bodyTxt">')
        for i, text in enumerate(paragraphs, start=1):
            add("p", sc(text), pnum=i)
        rows.append("</div>")
    elif symbol == "lmd":
        title, key, points = LMD[lang][number]
        add("p", f"{LESSON[lang]} {number}", "contextTtl")
        add("h1", esc(title))
        add("p", sc(key), "themeScrp")
        rows.append('<div class="bodyTxt">')
        for i, (head, text) in enumerate(points, start=1):
            if i in (1, 3):
                add("h2", esc(LEARN[lang] if i == 1 else IMITATE[lang]))
            add("p", f"<strong>{esc(head)}</strong> {sc(text)}", pnum=i)
        rows.append("</div>")
    elif symbol == "th":
        title, key, how, paragraphs = TH[lang][number]
        add("p", f"{LESSON[lang]} {number}", "contextTtl")
        add("h1", esc(title))
        add("p", sc(key), "themeScrp")
        rows.append('<div class="bodyTxt"><div class="boxContent">')
        add("h2", esc(HOW_TO[lang]))
        rows.append("<ul>")
        for i, text in enumerate(how, start=1):
            rows.append("<li>")
            add("p", sc(text), pnum=i)
            rows.append("</li>")
        rows.append("</ul></div>")
        for text in paragraphs:
            add("p", sc(text))
        rows.append("</div>")
    else:
        title, paragraphs, questions = LFB[lang][number]
        add("p", f"{LESSON[lang]} {number}", "contextTtl")
        add("h1", esc(title))
        rows.append('<div class="bodyTxt">')
        for i, text in enumerate(paragraphs, start=1):
            add("p", sc(text), pnum=i)
        rows.append('<div class="boxContent">')
        add("h2", esc(QUESTIONS[lang]))
        rows.append("<ul>")
        for text in questions:
            rows.append("<li>")
            add("p", esc(text), "qu")
            rows.append("</li>")
        rows.append("</ul></div></div>")
    info = wol_language(lang)
    article = (
        f'<article id="article" class="article document pub-{pub} docClass-13 docId-{docid} '
        f'jwac ml-{info.jw_code} dir-ltr">\n<header>' + "\n".join(rows[:2]) + "</header>\n"
        + "\n".join(rows[2:]) + "\n</article>"
    )
    return Rendered(title=title, article=article, point_pids=point_pids, texts=texts)


# -- publication references of the workbook ---------------------------------------------------


def pub_label(lang: str, spec: str) -> str:
    """The visible text of a [[pc:...]] reference ("lmd lección 2 punto 5", "w21.04 12 ¶5")."""
    parts = spec.split(":")
    symbol = parts[0]
    lesson = {"en": "lesson", "es": "lección", "pt": "lição"}[lang]
    if symbol == "lmd":
        point = {"en": "point", "es": "punto", "pt": "ponto"}[lang]
        return f"lmd {lesson} {parts[1]} {point} {parts[2]}"
    if symbol == "th":
        return f"th {lesson} {parts[1]}"
    if symbol == "lfb":
        plural = {"en": "lessons", "es": "lecciones", "pt": "lições"}[lang]
        return f"lfb {plural} {', '.join(parts[1].split(','))}"
    if symbol == "w":
        para = {"en": "¶", "es": "párr. ", "pt": "§ "}[lang]
        return f"w{parts[1]} {parts[2]} {para}{parts[3]}"
    if symbol == "lmdapp":  # "lmdapp:A:6": an appendix of lmd and its point
        word = {"en": "appendix", "es": "apéndice", "pt": "apêndice"}[lang]
        point = {"en": "point", "es": "punto", "pt": "ponto"}[lang]
        return f"lmd {word} {parts[1]} {point} {parts[2]}"
    if symbol == "bt":  # "bt:17:8-12:137": chapter, paragraphs and the page of a box
        return {"en": f"bt chap. {parts[1]} pars. {parts[2]} and box on p. {parts[3]}",
                "es": f"bt cap. {parts[1]} párrs. {parts[2]} y recuadro de la pág. {parts[3]}",
                "pt": f"bt cap. {parts[1]} parágrafos {parts[2]} e quadro na p. {parts[3]}",
                }[lang]
    return f"{symbol}-{parts[1]} {parts[2]}"


def pub_targets(spec: str) -> list[tuple[int, int | None]]:
    """(docid, point or paragraph number or None for the whole document) per cited item."""
    parts = spec.split(":")
    symbol = parts[0]
    if symbol == "lmd":
        return [(lesson_docid("lmd", int(parts[1])), int(parts[2]))]
    if symbol == "th":
        return [(lesson_docid("th", int(parts[1])), None)]
    if symbol == "lfb":
        return [(lesson_docid("lfb", int(n)), None) for n in parts[1].split(",")]
    if symbol == "w":
        return [(research_docid(f"w{parts[1]}"), int(parts[3]))]
    if symbol == "bt":
        return [(research_docid(f"bt-{parts[1]}"), None)]
    if symbol == "lmdapp":
        return [(research_docid(f"lmd-{parts[1]}"), int(parts[2]))]
    return [(research_docid(f"{symbol}-{parts[1]}"), None)]


def citation_items(lang: str, spec: str) -> list[dict[str, object]]:
    """The `/wol/pc/` answer's items for a reference: title, document link, cited text."""
    items: list[dict[str, object]] = []
    for docid, number in pub_targets(spec):
        rendered = render_lesson(lang, docid)
        if rendered is None:
            continue
        if number is not None and number in rendered.point_pids:
            pids = [rendered.point_pids[number]]
            anchor = f"#h={pids[0]}"
        else:
            pids = sorted(rendered.texts)
            anchor = ""
        content = "".join(f'<p data-pid="{p}">{rendered.texts[p]}</p>' for p in pids)
        items.append({
            "did": docid,
            "title": rendered.title,
            "reference": pub_label(lang, spec),
            "url": doc_href(lang, docid) + anchor,
            "content": content,
            "articleClasses": f"pub-{spec.split(':')[0]} docClass-13 docId-{docid}",
        })
    return items
