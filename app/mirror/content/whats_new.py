"""jw.org's "What's New" page in the mirror (`/en/whats-new/`, `/es/novedades/`,
`/pt/novidades/`): the latest publications, articles and videos, newest first, each a
synopsis block with its category, title link, symbol and date (`time[datetime]`).

The items are dated from the day the page is asked for (`today`), so the page always has
something from the last week and the last two weeks, and older items a 7-14 day window
leaves out. Titles are written for the project. The periodicals follow the real issue
rhythm: a workbook and a study Watchtower released about two months before they are used;
one video belongs to the workbook issue in use (`pub-mwbv_{issue}_..._VIDEO`, like the
workbook pages' videos).
"""

from __future__ import annotations

import datetime as dt

from app.core.text import fold
from app.mirror.content._common import esc, page, workbook_issue
from app.mirror.content.texts import MONTHS
from app.sources.languages import wol_language

PATHS = {"en": "whats-new", "es": "novedades", "pt": "novidades"}

_CATEGORY = {
    "publication": {"en": "Publications", "es": "Publicaciones", "pt": "Publicações"},
    "article": {"en": "Articles", "es": "Artículos", "pt": "Artigos"},
    "video": {"en": "Videos", "es": "Videos", "pt": "Vídeos"},
}
_HEADING = {"en": "What's New", "es": "Novedades", "pt": "Novidades"}
_WORKBOOK = {"en": "Our Christian Life and Ministry—Meeting Workbook",
             "es": "Vida y Ministerio Cristianos. Guía de actividades",
             "pt": "Nossa Vida e Ministério Cristão — Apostila da Reunião"}
_WATCHTOWER = {"en": "The Watchtower (Study Edition)", "es": "La Atalaya (edición de estudio)",
               "pt": "A Sentinela (Edição de Estudo)"}
# (days before today, kind, title per language): written for the mirror
_ITEMS: tuple[tuple[int, str, dict[str, str]], ...] = (
    (5, "video", {"en": "Keep Your Joy When Plans Change",
                  "es": "Conserve la alegría cuando cambian los planes",
                  "pt": "Mantenha a alegria quando os planos mudam"}),
    (6, "article", {"en": "How Can I Handle Stress at Work?",
                    "es": "¿Cómo puedo controlar el estrés en el trabajo?",
                    "pt": "Como lidar com o estresse no trabalho?"}),
    (9, "video", {"en": "Bible Accounts: Ruth Stays Loyal",
                  "es": "Relatos bíblicos: Rut se mantiene leal",
                  "pt": "Relatos bíblicos: Rute continua leal"}),
    (12, "article", {"en": "Help for Families: Listening to Your Teenager",
                     "es": "Ayuda para la familia: Escuche a su hijo adolescente",
                     "pt": "Ajuda para a família: Ouça seu filho adolescente"}),
    (18, "article", {"en": "What Does the Bible Say About Patience?",
                     "es": "¿Qué dice la Biblia sobre la paciencia?",
                     "pt": "O que a Bíblia diz sobre a paciência?"}),
    (25, "video", {"en": "Children Learn to Be Kind", "es": "Los niños aprenden a ser amables",
                   "pt": "Crianças aprendem a ser bondosas"}),
)
_MEETING_VIDEO = {"en": "Imitate Their Faith at Home", "es": "Imitemos su fe en casa",
                  "pt": "Imite a fé deles em casa"}


def _month_ahead(day: dt.date, months: int) -> tuple[int, int]:
    total = day.year * 12 + day.month - 1 + months
    return total // 12, total % 12 + 1


def _months(lang: str, *numbers: int) -> str:
    """"January–February" (en), "enero-febrero de" (es, pt): an issue's months."""
    names = [MONTHS[lang][n - 1] for n in numbers]
    if lang == "en":
        return "–".join(n.capitalize() for n in names)
    return "-".join(names) + " de"


def _slug(text: str) -> str:
    return "-".join("".join(c if c.isalnum() else " " for c in fold(text)).split())


def _block(lang: str, kind: str, title: str, symbol: str, day: dt.date, href: str) -> str:
    months = MONTHS[lang]
    shown = {"en": f"{months[day.month - 1].capitalize()} {day.day}, {day.year}",
             "es": f"{day.day} de {months[day.month - 1]} de {day.year}",
             "pt": f"{day.day} de {months[day.month - 1]} de {day.year}"}[lang]
    return (
        f'<div class="synopsis lss desc" data-category="{kind}">'
        f'<div class="syn-img"><a href="{href}"><span class="jsRespImg"></span></a></div>'
        f'<div class="syn-body"><p class="contextTitle">{esc(_CATEGORY[kind][lang])}</p>'
        f'<h3><a href="{href}">{esc(title)}</a></h3>'
        f'<p class="pubSym">{esc(symbol)}</p>'
        f'<p class="pubDate"><time datetime="{day.isoformat()}">{esc(shown)}</time></p>'
        "</div></div>")


def whats_new_html(lang: str, today: dt.date) -> str | None:
    if lang not in PATHS:
        return None
    code = wol_language(lang).jw_code
    blocks: list[tuple[int, str]] = []
    wb_year, wb_month = _month_ahead(today, 2)
    wb_month -= (wb_month + 1) % 2  # the workbook's issue is the odd month of its pair
    wb_title = f"{_WORKBOOK[lang]}, {_months(lang, wb_month, wb_month % 12 + 1)} {wb_year}"
    wb_symbol = f"mwb{wb_year % 100:02d}.{wb_month:02d}"
    blocks.append((2, _block(lang, "publication", wb_title, wb_symbol,
                             today - dt.timedelta(days=2),
                             f"/{lang}/library/jw-meeting-workbook/{_slug(wb_title)}/")))
    w_year, w_month = _month_ahead(today, 2)
    w_title = f"{_WATCHTOWER[lang]}, {_months(lang, w_month)} {w_year}"
    blocks.append((3, _block(lang, "publication", w_title, f"w{w_year % 100:02d}.{w_month:02d}",
                             today - dt.timedelta(days=3),
                             f"/{lang}/library/magazines/{_slug(w_title)}/")))
    iso = today.isocalendar()
    issue = workbook_issue(iso.year, iso.week)
    lank = f"pub-mwbv_{issue}_1_VIDEO"
    blocks.append((4, _block(lang, "video", _MEETING_VIDEO[lang], lank,
                             today - dt.timedelta(days=4),
                             f"https://www.jw.org/finder?wtlocale={code}&amp;lank={lank}")))
    for n, (ago, kind, titles) in enumerate(_ITEMS, start=1):
        title = titles[lang]
        if kind == "video":
            symbol = f"pub-jwbvod_{n}_VIDEO"
            href = f"https://www.jw.org/finder?wtlocale={code}&amp;lank={symbol}"
        else:
            symbol = ""
            href = f"/{lang}/bible-teachings/{_slug(title)}/"
        blocks.append((ago, _block(lang, kind, title, symbol, today - dt.timedelta(days=ago),
                                   href)))
    body = "\n".join(block for _, block in sorted(blocks))
    article = (f'<article id="article" class="whatsNew">\n<h1>{esc(_HEADING[lang])}</h1>\n'
               f'<div class="whatsNewItems">\n{body}\n</div>\n</article>')
    return page(lang, _HEADING[lang], article, canonical=f"/{lang}/{PATHS[lang]}/")
