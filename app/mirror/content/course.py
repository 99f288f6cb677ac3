"""The Bible course (lff) in the mirror: the publication's table of contents
(`/{iso}/wol/publication/{r}/{lp}/lff`, cards linking each lesson's document) and each
lesson as a wol document (docClass-13): the lesson number and title in the header, the
opening paragraphs, "DIG DEEPER" with numbered sections (paragraphs, "READ ... and
discuss:" lines with their questions, videos linked through jw.org's finder, pictures
in figures), then "SOME PEOPLE SAY", "SUMMARY", "REVIEW" and "EXPLORE".

docIds: COURSE_BASE + lesson (lessons 1-4 in en, es and pt; course_texts.py).
"""

from __future__ import annotations

from app.mirror.content._common import doc_href, esc
from app.mirror.content.course_texts import COURSE, WORDS, Lesson, Section
from app.mirror.content.lessons import with_scriptures
from app.mirror.content.variants import real
from app.sources.languages import wol_language

COURSE_BASE = 1_102_021_800
COURSE_SYMBOL = "lff"


def course_docid(lesson: int) -> int:
    return COURSE_BASE + lesson


def docid_course(docid: int) -> int | None:
    """The lesson number of a course document the mirror has, else None."""
    number = docid - COURSE_BASE
    return number if number in COURSE["en"][1] else None


def _video(lang: str, lesson: int, track: int, title: str) -> str:
    code = wol_language(lang).jw_code
    lank = f"pub-lffv_{lesson}_{track}_VIDEO"
    return (f'<a href="https://www.jw.org/finder?wtlocale={code}&amp;lank={lank}" '
            f'data-video="webpubvid:///?pub=lffv&amp;track={lesson * 10 + track}">'
            f"{esc(title)}</a>")


class _Page:
    """Rows of one lesson page, each element with its pid."""

    def __init__(self, lang: str, lesson: int) -> None:
        self.lang = lang
        self.lesson = lesson
        # the real site's shapes (variants.py): questions as plain list paragraphs, READ in
        # the page's own case, pictures captioned only in the image's alt text
        self.shaped = real("lff", lang, lesson)
        self.docid = course_docid(lesson)
        self.counter = [0]
        self.pid = 0
        self.rows: list[str] = []
        self.tracks = 0

    def add(self, tag: str, inner: str, cls: str = "") -> None:
        self.pid += 1
        klass = f' class="{cls}"' if cls else ""
        self.rows.append(f'<{tag} id="p{self.pid}" data-pid="{self.pid}"{klass}>{inner}</{tag}>')

    def sc(self, text: str) -> str:
        return with_scriptures(self.lang, self.docid, text, self.counter)

    def questions(self, items: tuple[str, ...]) -> None:
        self.rows.append("<ul>")
        for text in items:
            self.rows.append("<li>")
            self.add("p", esc(text), "" if self.shaped else "qu")
            self.rows.append("</li>")
        self.rows.append("</ul>")

    def media(self, item: str) -> None:
        kind, _, title = item.partition(":")
        words = WORDS[self.lang]
        if kind == "video":
            self.tracks += 1
            self.add("p", f"<strong>{esc(words['watch'])}</strong> "
                          f"{_video(self.lang, self.lesson, self.tracks, title)}")
        elif kind == "picture":
            self.pid += 1
            caption = "" if self.shaped else (
                f'<figcaption><p id="p{self.pid}" data-pid="{self.pid}">{esc(title)}</p>'
                "</figcaption>")
            self.rows.append(
                f'<figure id="f{self.pid}"><img alt="{esc(title)}" '
                f'src="/img/lff/{self.lesson}-{self.pid}.jpg">{caption}</figure>')
        else:
            self.add("p", f"<strong>{esc(words['article'])}</strong> <em>{esc(title)}</em>")

    def section(self, number: int, section: Section) -> None:
        words = WORDS[self.lang]
        self.add("h3", f"<strong>{number}. {esc(section.heading)}</strong>")
        for text in section.paragraphs:
            self.add("p", self.sc(text))
        videos = [m for m in section.media if m.startswith("video:")]
        for item in videos:
            self.media(item)
        if section.read:
            links = ", ".join(self.sc(marker) for marker in section.read)
            tail = f". <strong>{esc(words['then'])}</strong>" if videos else \
                f", <strong>{esc(words['discuss'])}</strong>"
            read = words["read"].capitalize() if self.shaped else words["read"]
            self.add("p", f"<strong>{esc(read)}</strong> {links}{tail}")
        self.questions(section.questions)
        for item in section.media:
            if not item.startswith("video:"):
                self.media(item)


def lesson_article(lang: str, docid: int) -> tuple[str, str] | None:
    """(title, article markup) of a course lesson, or None."""
    number = docid_course(docid)
    if number is None or lang not in COURSE:
        return None
    lesson: Lesson = COURSE[lang][1][number]
    words = WORDS[lang]
    page = _Page(lang, number)
    page.add("p", f"<strong>{esc(words['lesson'])} {number:02d}</strong>", "contextTtl")
    page.add("h1", esc(lesson.title))
    header = "\n".join(page.rows)
    page.rows = ['<div class="bodyTxt">']
    for text in lesson.opening:
        page.add("p", page.sc(text))
    page.add("h2", esc(words["dig"]))
    for i, section in enumerate(lesson.sections, start=1):
        page.section(i, section)
    saying, question = lesson.some_say
    page.add("h2", esc(words["some"]))
    page.add("p", f"“{esc(saying)}”")
    page.questions((words["ask"], question))
    page.add("h2", esc(words["summary"]))
    page.add("p", esc(lesson.summary))
    page.add("h2", esc(words["review"]))
    page.questions(lesson.review)
    if lesson.explore:
        page.add("h2", esc(words["explore"]))
        for item in lesson.explore:
            page.media(item)
    page.rows.append("</div>")
    info = wol_language(lang)
    article = (
        f'<article id="article" class="article document pub-{COURSE_SYMBOL} docClass-13 '
        f'docId-{docid} jwac ml-{info.jw_code} dir-ltr">\n<header>{header}</header>\n'
        + "\n".join(page.rows) + "\n</article>")
    return lesson.title, article


def course_contents(lang: str, symbol: str) -> tuple[str, str] | None:
    """(title, article markup) of the course's table of contents, or None for another
    publication (the mirror has only lff)."""
    if symbol != COURSE_SYMBOL or lang not in COURSE:
        return None
    title, lessons = COURSE[lang]
    words = WORDS[lang]
    cards = "\n".join(
        f'<li class="row card"><a class="cardLine" href="{doc_href(lang, course_docid(n))}">'
        f'<div class="cardTitleBlock"><div class="cardLine1">{esc(words["lesson"].title())} '
        f'{n}</div><div class="cardLine2">{esc(lesson.title)}</div></div></a></li>'
        for n, lesson in sorted(lessons.items()))
    info = wol_language(lang)
    article = (
        f'<article id="article" class="article publication pub-{COURSE_SYMBOL} '
        f'ml-{info.jw_code} dir-ltr">\n<header><h1>{esc(title)}</h1></header>\n'
        f'<h2>{esc(words["sections"])}</h2>\n<ul class="directory navCard">\n{cards}\n</ul>\n'
        "</article>")
    return title, article
