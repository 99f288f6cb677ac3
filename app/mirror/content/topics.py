"""Two subject pages of the publications index per language."""

from __future__ import annotations

import app.mirror.content.books as books
from app.mirror.content._common import TOPIC_DOCIDS, bc_href, esc, pc_href, seed
from app.mirror.content.texts import SEE_ALSO, TOPICS
from app.mirror.content.variants import real
from app.mirror.content.watchtower import CITED_CHAPTERS
from app.sources.languages import wol_language

# The real index's editorial line before a centered heading, and the heading itself.
EDITORIAL = {"en": "(Note centered heading below: {heading})",
             "es": "(Nota: encabezado centrado más abajo: {heading})",
             "pt": "(Nota: título centralizado abaixo: {heading})"}
CENTERED = {"en": "IN THE CONGREGATION", "es": "EN LA CONGREGACIÓN", "pt": "NA CONGREGAÇÃO"}


def topic_article(lang: str, docid: int) -> str | None:
    """A subject page. Some entries cite two pages of one issue. In the real variant
    (app.mirror.content.variants) link texts carry their trailing `;`/`,`, the second page
    of an issue is linked by its page alone (`w19.03 12,` then `17;`), and an editorial
    line announces a centered heading that divides the subject."""
    if docid not in TOPIC_DOCIDS:
        return None
    info = wol_language(lang)
    shaped = real("topic", lang, docid)
    title, see_also, subheadings = TOPICS[lang][TOPIC_DOCIDS.index(docid)]
    pid = 0
    link = 0

    def next_pid() -> int:
        nonlocal pid
        pid += 1
        return pid

    rows = [
        f'<p class="st" id="p{next_pid()}" data-pid="{pid}"><strong>{esc(title)}</strong></p>',
        f'<p class="sa" id="p{next_pid()}" data-pid="{pid}">(<em>{SEE_ALSO[lang]}</em> '
        f"{esc('; '.join(see_also))})</p>",
    ]
    for index, (sub, entries) in enumerate(subheadings):
        if shaped and index == 1:
            heading = CENTERED[lang]
            rows.append(f'<p class="sa" id="p{next_pid()}" data-pid="{pid}">'
                        f"{esc(EDITORIAL[lang].format(heading=heading))}</p>")
            rows.append(f'<p class="ss centered" id="p{next_pid()}" data-pid="{pid}" '
                        f'style="text-align: center;"><strong>{esc(heading)}</strong></p>')
        rows.append(f'<p class="su" id="p{next_pid()}" data-pid="{pid}">{esc(sub)}:</p>')
        for text, has_pc, has_bc in entries:
            links: list[tuple[str, str, str]] = []  # (href, class, text)
            n = seed(docid, text)
            if has_pc:
                link += 1
                issue, page = f"w{18 + n % 6}.{1 + n % 12:02d}", 3 + n % 25
                links.append((pc_href(lang, docid, link), "", f"{issue} {page}"))
                if n % 2 == 0 or link == 1:  # a second page of the same issue
                    link += 1
                    more = f"{page + 4}" if shaped else f"{issue} {page + 4}"
                    links.append((pc_href(lang, docid, link), "", more))
            if has_bc:
                link += 1
                book, chapter = CITED_CHAPTERS[n % len(CITED_CHAPTERS)]
                verse = 1 + n % books.verse_count(book, chapter)
                ref = books.cite(lang, book, chapter, str(verse))
                links.append((bc_href(lang, docid, link), ' class="b"', ref))
            shown = []
            for k, (href, css, label) in enumerate(links):
                if shaped and k + 1 < len(links):
                    label += "," if links[k + 1][2].isdigit() else ";"
                    shown.append(f'<a{css} href="{href}">{esc(label)}</a>')
                elif shaped:
                    shown.append(f'<a{css} href="{href}">{esc(label)}</a>')
                else:
                    shown.append(f'<a{css} href="{href}">{esc(label)}</a>' +
                                 ("; " if k + 1 < len(links) else ""))
            rows.append(
                f'<p class="sv" id="p{next_pid()}" data-pid="{pid}">{esc(text)}: '
                f'{(" " if shaped else "").join(shown)}</p>'
            )
    return (
        f'<article id="article" class="article document pub-dx docClass-1 docId-{docid} '
        f'jwac ml-{info.jw_code} dir-ltr">\n<div class="bodyTxt">\n'
        + "\n".join(rows)
        + "\n</div></article>"
    )


def topic_title(lang: str, docid: int) -> str:
    return TOPICS[lang][TOPIC_DOCIDS.index(docid)][0]
