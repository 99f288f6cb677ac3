"""The meetings page of an ISO week, linking its workbook week and study article."""

from __future__ import annotations

from app.mirror.content._common import doc_href, esc, monday, page, week_dates, week_docids
from app.mirror.content.texts import MEETINGS_TITLE, WATCHTOWER_NAME, WORKBOOK_NAME
from app.mirror.content.watchtower import article_meta
from app.mirror.content.workbook import reading_title
from app.sources.languages import wol_language


def meetings_html(lang: str, year: int, week: int) -> str | None:
    if monday(year, week) is None:
        return None
    info = wol_language(lang)
    workbook, watchtower = week_docids(year, week)
    dates = week_dates(lang, year, week, with_year=True)
    title, _topic = article_meta(lang, year, week)
    yy = year % 100
    items = (
        f'<div class="todayItem pub-mwb{yy} pub-mwb jwac docClass-106 docId-{workbook} '
        f'ms-ROMAN ml-{info.jw_code} dir-ltr">'
        f'<div class="itemData"><p class="pubTitle">{esc(WORKBOOK_NAME[lang])}</p>'
        f'<h2><a href="{doc_href(lang, workbook)}">{esc(week_dates(lang, year, week).upper())}</a>'
        f"</h2><p>{esc(reading_title(lang, year, week))}</p></div></div>\n"
        f'<div class="todayItem pub-w{yy} pub-w jwac docClass-40 docId-{watchtower} '
        f'ms-ROMAN ml-{info.jw_code} dir-ltr">'
        f'<div class="itemData"><p class="pubTitle">{esc(WATCHTOWER_NAME[lang])}</p>'
        f'<h2><a href="{doc_href(lang, watchtower)}">{esc(title)}</a></h2></div></div>'
    )
    body = (
        f'<article id="article" class="article meetings jwac ml-{info.jw_code}">'
        f'<header><h1>{esc(MEETINGS_TITLE[lang])}</h1><p class="weekRange">{esc(dates)}</p>'
        f'</header>\n<div class="todayItems">\n{items}\n</div></article>'
    )
    canonical = f"/{info.iso}/wol/meetings/{info.resource}/{info.lp}/{year}/{week}"
    return page(lang, f"{MEETINGS_TITLE[lang]} — {dates}", body, canonical=canonical)
