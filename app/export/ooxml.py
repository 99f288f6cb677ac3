"""A small WordprocessingML (OOXML, ECMA-376) package writer on the standard library.

Just what the study sheet needs: paragraphs in a fixed set of built-in styles (Title,
headings 1-3, List Bullet, List Bullet 2, List Number, Intense Quote), runs with bold,
italic, superscript, size, colour and highlight, line breaks and tabs inside a run,
external hyperlinks, and one-cell "Table Grid" boxes. The package holds the main
document with its relationships, styles, list numbering, settings and the core and
extended properties. Everything is written as text with escaping (no XML library), and
the zip has fixed timestamps and entry order, so the same document gives the same bytes.

Style ids and names follow Word's built-in styles ("Heading2" named "heading 2"), so
Word, LibreOffice and python-docx recognise them as the built-in ones.
"""

from __future__ import annotations

import datetime as dt
import io
import re
import zipfile
from dataclasses import dataclass, field

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
PKG_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships"
CT_NS = "http://schemas.openxmlformats.org/package/2006/content-types"
REL_TYPE = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
HYPERLINK_REL = f"{REL_TYPE}/hyperlink"

_XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

# Characters XML 1.0 does not allow (C0 controls but tab, LF and CR; lone surrogates;
# U+FFFE, U+FFFF), plus DEL and the C1 controls, which it allows but which only ever
# come from damaged text.
_NOT_XML = re.compile("[^\t\n\r\u0020-\u007e\u00a0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def clean(text: str) -> str:
    """`text` without the characters an XML 1.0 document cannot carry."""
    return _NOT_XML.sub("", text)


def esc(text: str) -> str:
    """Cleaned and escaped for element content and double-quoted attribute values."""
    return (clean(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


# -- the document model ---------------------------------------------------------------

# ST_HighlightColor values
YELLOW = "yellow"
GRAY_25 = "lightGray"


@dataclass(frozen=True)
class Run:
    """Text with direct formatting. None leaves a property to the style; False sets it
    off explicitly. "\\n" is a line break, "\\t" a tab."""

    text: str
    bold: bool | None = None
    italic: bool | None = None
    superscript: bool = False
    size: float | None = None  # points, in half-point steps
    color: str | None = None  # RRGGBB
    highlight: str | None = None  # ST_HighlightColor: YELLOW, GRAY_25, ...


@dataclass(frozen=True)
class Link:
    """An external hyperlink: blue underlined text that opens `url`."""

    text: str
    url: str


LINK_COLOUR = "1A4F8B"


@dataclass
class Paragraph:
    style: str | None = None  # a paragraph style id of STYLES
    content: list[Run | Link] = field(default_factory=list)

    def add(self, text: str, *, bold: bool | None = None, italic: bool | None = None,
            superscript: bool = False, size: float | None = None, color: str | None = None,
            highlight: str | None = None) -> Paragraph:
        """Append a run (see Run); returns the paragraph."""
        self.content.append(Run(text, bold, italic, superscript, size, color, highlight))
        return self

    def link(self, text: str, url: str) -> Paragraph:
        self.content.append(Link(text, url))
        return self

    @property
    def text(self) -> str:
        return "".join(item.text for item in self.content)


@dataclass
class Table:
    """A one-cell bordered box ("Table Grid") holding paragraphs."""

    style: str = "TableGrid"
    paragraphs: list[Paragraph] = field(default_factory=list)

    def paragraph(self, text: str = "", style: str | None = None) -> Paragraph:
        p = _new_paragraph(text, style)
        self.paragraphs.append(p)
        return p


def _new_paragraph(text: str, style: str | None) -> Paragraph:
    """A paragraph of a known style whose first run is `text` (none when empty)."""
    if style is not None and style not in PARAGRAPH_STYLES:
        raise ValueError(f"unknown paragraph style {style!r}")
    p = Paragraph(style)
    if text:
        p.add(text)
    return p


# Letter, 1.25 in side margins and 1 in top and bottom (twentieths of a point)
PAGE_WIDTH, PAGE_HEIGHT = 12240, 15840
MARGIN_TOP, MARGIN_SIDE = 1440, 1800
TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN_SIDE

_LANG_TAGS = {"en": "en-US", "es": "es-ES", "pt": "pt-BR"}


class Document:
    """A body of paragraphs and boxes, saved as a .docx package by `to_bytes`."""

    def __init__(self, *, language: str = "en", normal_size: float = 10.5) -> None:
        self.language = _LANG_TAGS.get(language, language if "-" in language else "en-US")
        self.normal_size = normal_size
        self.body: list[Paragraph | Table] = []

    def paragraph(self, text: str = "", style: str | None = None) -> Paragraph:
        """A new paragraph at the end of the body; `text` becomes its first run."""
        p = _new_paragraph(text, style)
        self.body.append(p)
        return p

    def heading(self, text: str, level: int, *, highlight: str | None = None) -> Paragraph:
        """Level 0 is the Title, 1-3 the headings."""
        if not 0 <= level <= 3:
            raise ValueError(f"heading level {level} not in 0..3")
        p = self.paragraph(style="Title" if level == 0 else f"Heading{level}")
        return p.add(text, highlight=highlight)

    def box(self, style: str = "TableGrid") -> Table:
        """A one-cell table at the end of the body."""
        if style not in TABLE_STYLES:
            raise ValueError(f"unknown table style {style!r}")
        table = Table(style)
        self.body.append(table)
        return table

    def to_bytes(self, *, title: str = "", created: dt.datetime | None = None) -> bytes:
        """The .docx package. `created` (UTC) goes into the core properties; the zip
        entries carry a fixed timestamp whatever it is."""
        links: dict[str, str] = {}  # url -> relationship id, in order of first use
        document = _document_xml(self.body, links)
        parts = [
            ("[Content_Types].xml", _content_types()),
            ("_rels/.rels", _package_rels()),
            ("docProps/core.xml", _core_xml(title, self.language, created)),
            ("docProps/app.xml", _app_xml()),
            ("word/document.xml", document),
            ("word/_rels/document.xml.rels", _document_rels(links)),
            ("word/styles.xml", _styles_xml(self.language, self.normal_size)),
            ("word/numbering.xml", _NUMBERING_XML),
            ("word/settings.xml", _SETTINGS_XML),
        ]
        return zip_parts(parts)


def zip_parts(parts: list[tuple[str, str]]) -> bytes:
    """A zip of UTF-8 parts with fixed timestamps, attributes and order."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        for name, text in parts:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 0
            info.external_attr = 0
            z.writestr(info, text.encode("utf-8"), compresslevel=6)
    return out.getvalue()


# -- document.xml ---------------------------------------------------------------------

def _text_xml(text: str) -> str:
    """w:t pieces with w:br for each line break and w:tab for each tab."""
    out: list[str] = []
    for piece in re.split(r"(\r\n|\r|\n|\t)", clean(text)):
        if piece == "\t":
            out.append("<w:tab/>")
        elif piece in ("\r\n", "\r", "\n"):
            out.append("<w:br/>")
        elif piece:
            out.append(f'<w:t xml:space="preserve">{esc(piece)}</w:t>')
    return "".join(out)


def _on_off(tag: str, value: bool | None) -> str:
    if value is None:
        return ""
    return f"<w:{tag}/>" if value else f'<w:{tag} w:val="0"/>'


def _run_xml(run: Run) -> str:
    body = _text_xml(run.text)
    if not body:
        return ""
    # CT_RPr's order: b, i, color, sz, szCs, highlight, vertAlign
    props = _on_off("b", run.bold) + _on_off("i", run.italic)
    if run.color:
        props += f'<w:color w:val="{esc(run.color)}"/>'
    if run.size is not None:
        half = round(run.size * 2)
        props += f'<w:sz w:val="{half}"/><w:szCs w:val="{half}"/>'
    if run.highlight:
        props += f'<w:highlight w:val="{esc(run.highlight)}"/>'
    if run.superscript:
        props += '<w:vertAlign w:val="superscript"/>'
    return f"<w:r><w:rPr>{props}</w:rPr>{body}</w:r>" if props else f"<w:r>{body}</w:r>"


def _link_xml(link: Link, links: dict[str, str]) -> str:
    body = _text_xml(link.text)
    if not body:
        return ""
    rel = links.setdefault(link.url, f"rId{len(_FIXED_RELS) + len(links) + 1}")
    props = (f'<w:rStyle w:val="Hyperlink"/><w:color w:val="{LINK_COLOUR}"/>'
             '<w:u w:val="single"/>')
    return (f'<w:hyperlink r:id="{rel}" w:history="1">'
            f"<w:r><w:rPr>{props}</w:rPr>{body}</w:r></w:hyperlink>")


def _paragraph_xml(p: Paragraph, links: dict[str, str]) -> str:
    props = f'<w:pPr><w:pStyle w:val="{p.style}"/></w:pPr>' if p.style else ""
    inner = "".join(_link_xml(item, links) if isinstance(item, Link) else _run_xml(item)
                    for item in p.content)
    return f"<w:p>{props}{inner}</w:p>"


def _table_xml(t: Table, links: dict[str, str]) -> str:
    cell = "".join(_paragraph_xml(p, links) for p in t.paragraphs) or "<w:p/>"
    return (f'<w:tbl><w:tblPr><w:tblStyle w:val="{t.style}"/><w:tblW w:w="0" w:type="auto"/>'
            f'</w:tblPr><w:tblGrid><w:gridCol w:w="{TEXT_WIDTH}"/></w:tblGrid>'
            f'<w:tr><w:tc><w:tcPr><w:tcW w:w="{TEXT_WIDTH}" w:type="dxa"/></w:tcPr>'
            f"{cell}</w:tc></w:tr></w:tbl>")


def _document_xml(body: list[Paragraph | Table], links: dict[str, str]) -> str:
    blocks: list[str] = []
    previous: Paragraph | Table | None = None
    for block in body:
        if isinstance(block, Table):
            if isinstance(previous, Table):
                # two tables in a row would join into one: keep the boxes apart
                blocks.append("<w:p/>")
            blocks.append(_table_xml(block, links))
        else:
            blocks.append(_paragraph_xml(block, links))
        previous = block
    if not isinstance(previous, Paragraph):
        blocks.append("<w:p/>")  # the body ends with a paragraph
    section = (f'<w:sectPr><w:pgSz w:w="{PAGE_WIDTH}" w:h="{PAGE_HEIGHT}"/>'
               f'<w:pgMar w:top="{MARGIN_TOP}" w:right="{MARGIN_SIDE}" '
               f'w:bottom="{MARGIN_TOP}" w:left="{MARGIN_SIDE}" w:header="720" '
               'w:footer="720" w:gutter="0"/><w:cols w:space="720"/></w:sectPr>')
    return (f'{_XML_DECL}<w:document xmlns:w="{W_NS}" xmlns:r="{R_NS}"><w:body>'
            + "".join(blocks) + section + "</w:body></w:document>")


# -- package parts --------------------------------------------------------------------

_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml"

_FIXED_RELS = (
    ("rId1", f"{REL_TYPE}/styles", "styles.xml"),
    ("rId2", f"{REL_TYPE}/numbering", "numbering.xml"),
    ("rId3", f"{REL_TYPE}/settings", "settings.xml"),
)


def _content_types() -> str:
    overrides = (
        ("/word/document.xml", f"{_MAIN}.document.main+xml"),
        ("/word/styles.xml", f"{_MAIN}.styles+xml"),
        ("/word/numbering.xml", f"{_MAIN}.numbering+xml"),
        ("/word/settings.xml", f"{_MAIN}.settings+xml"),
        ("/docProps/core.xml", "application/vnd.openxmlformats-package.core-properties+xml"),
        ("/docProps/app.xml",
         "application/vnd.openxmlformats-officedocument.extended-properties+xml"),
    )
    return (f'{_XML_DECL}<Types xmlns="{CT_NS}">'
            '<Default Extension="rels" '
            'ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            + "".join(f'<Override PartName="{name}" ContentType="{kind}"/>'
                      for name, kind in overrides)
            + "</Types>")


def _relationships(rels: list[tuple[str, str, str, bool]]) -> str:
    items = "".join(
        f'<Relationship Id="{rid}" Type="{kind}" Target="{esc(target)}"'
        + (' TargetMode="External"/>' if external else "/>")
        for rid, kind, target, external in rels)
    return f'{_XML_DECL}<Relationships xmlns="{PKG_REL_NS}">{items}</Relationships>'


def _package_rels() -> str:
    pkg = "http://schemas.openxmlformats.org/package/2006/relationships/metadata"
    return _relationships([
        ("rId1", f"{REL_TYPE}/officeDocument", "word/document.xml", False),
        ("rId2", f"{pkg}/core-properties", "docProps/core.xml", False),
        ("rId3", f"{REL_TYPE}/extended-properties", "docProps/app.xml", False),
    ])


def _document_rels(links: dict[str, str]) -> str:
    return _relationships(
        [(rid, kind, target, False) for rid, kind, target in _FIXED_RELS]
        + [(rid, HYPERLINK_REL, url, True) for url, rid in links.items()])


def _core_xml(title: str, language: str, created: dt.datetime | None) -> str:
    stamp = ""
    if created is not None:
        when = created.astimezone(dt.UTC) if created.tzinfo else created
        iso = when.strftime("%Y-%m-%dT%H:%M:%SZ")
        stamp = (f'<dcterms:created xsi:type="dcterms:W3CDTF">{iso}</dcterms:created>'
                 f'<dcterms:modified xsi:type="dcterms:W3CDTF">{iso}</dcterms:modified>')
    return (f"{_XML_DECL}<cp:coreProperties "
            'xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
            'xmlns:dc="http://purl.org/dc/elements/1.1/" '
            'xmlns:dcterms="http://purl.org/dc/terms/" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
            f"<dc:title>{esc(title)}</dc:title><dc:creator>Preparo</dc:creator>"
            f"<dc:language>{esc(language)}</dc:language>{stamp}</cp:coreProperties>")


def _app_xml() -> str:
    return (f'{_XML_DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/'
            '2006/extended-properties"><Application>Preparo</Application>'
            "<DocSecurity>0</DocSecurity></Properties>")


# -- styles, numbering, settings --------------------------------------------------------

_BODY_FONT = '<w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/>'
_HEADING_FONT = ('<w:rFonts w:ascii="Cambria" w:hAnsi="Cambria" w:eastAsia="Cambria" '
                 'w:cs="Cambria"/>')
_ACCENT = "4F81BD"


def _size(points: float) -> str:
    half = round(points * 2)
    return f'<w:sz w:val="{half}"/><w:szCs w:val="{half}"/>'


def _paragraph_style(style_id: str, name: str, ppr: str = "", rpr: str = "", *,
                     next_normal: bool = False, priority: int = 99) -> str:
    return (f'<w:style w:type="paragraph" w:styleId="{style_id}"><w:name w:val="{name}"/>'
            '<w:basedOn w:val="Normal"/>'
            + ('<w:next w:val="Normal"/>' if next_normal else "")
            + f'<w:uiPriority w:val="{priority}"/><w:qFormat/>'
            + (f"<w:pPr>{ppr}</w:pPr>" if ppr else "")
            + (f"<w:rPr>{rpr}</w:rPr>" if rpr else "")
            + "</w:style>")


def _heading(level: int, before: int, colour: str, size: float | None) -> str:
    return _paragraph_style(
        f"Heading{level}", f"heading {level}",
        f'<w:keepNext/><w:keepLines/><w:spacing w:before="{before}" w:after="0"/>'
        f'<w:outlineLvl w:val="{level - 1}"/>',
        f'{_HEADING_FONT}<w:b/><w:bCs/><w:color w:val="{colour}"/>'
        + (_size(size) if size else ""),
        next_normal=True, priority=9)


def _list_style(style_id: str, name: str, num_id: int) -> str:
    return _paragraph_style(style_id, name, f'<w:numPr><w:numId w:val="{num_id}"/></w:numPr>'
                            "<w:contextualSpacing/>")


# style id -> its definition
STYLES: dict[str, str] = {
    "Normal": "",  # written with the document's font size
    "Title": _paragraph_style(
        "Title", "Title",
        f'<w:pBdr><w:bottom w:val="single" w:sz="8" w:space="4" w:color="{_ACCENT}"/></w:pBdr>'
        '<w:spacing w:after="300" w:line="240" w:lineRule="auto"/><w:contextualSpacing/>',
        f'{_HEADING_FONT}<w:color w:val="17365D"/><w:spacing w:val="5"/><w:kern w:val="28"/>'
        + _size(26), next_normal=True, priority=10),
    "Heading1": _heading(1, 480, "365F91", 14),
    "Heading2": _heading(2, 200, _ACCENT, 13),
    "Heading3": _heading(3, 200, _ACCENT, None),
    "ListBullet": _list_style("ListBullet", "List Bullet", 1),
    "ListBullet2": _list_style("ListBullet2", "List Bullet 2", 2),
    "ListNumber": _list_style("ListNumber", "List Number", 3),
    "IntenseQuote": _paragraph_style(
        "IntenseQuote", "Intense Quote",
        f'<w:pBdr><w:bottom w:val="single" w:sz="4" w:space="4" w:color="{_ACCENT}"/></w:pBdr>'
        '<w:spacing w:before="200" w:after="280"/><w:ind w:left="936" w:right="936"/>',
        f'<w:b/><w:bCs/><w:i/><w:iCs/><w:color w:val="{_ACCENT}"/>',
        next_normal=True, priority=30),
    "TableGrid": (
        '<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/>'
        '<w:basedOn w:val="TableNormal"/><w:uiPriority w:val="59"/>'
        '<w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr>'
        '<w:tblPr><w:tblBorders>'
        + "".join(f'<w:{side} w:val="single" w:sz="4" w:space="0" w:color="auto"/>'
                  for side in ("top", "left", "bottom", "right", "insideH", "insideV"))
        + '</w:tblBorders></w:tblPr></w:style>'),
}

TABLE_STYLES = frozenset({"TableGrid"})
PARAGRAPH_STYLES = frozenset(STYLES) - TABLE_STYLES

_DEFAULT_STYLES = (
    '<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont">'
    '<w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/>'
    '<w:unhideWhenUsed/></w:style>'
    '<w:style w:type="table" w:default="1" w:styleId="TableNormal">'
    '<w:name w:val="Normal Table"/><w:uiPriority w:val="99"/><w:semiHidden/>'
    '<w:unhideWhenUsed/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar>'
    '<w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/>'
    '<w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/>'
    '</w:tblCellMar></w:tblPr></w:style>'
    '<w:style w:type="numbering" w:default="1" w:styleId="NoList">'
    '<w:name w:val="No List"/><w:uiPriority w:val="99"/><w:semiHidden/>'
    '<w:unhideWhenUsed/></w:style>'
    '<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/>'
    '<w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="99"/><w:unhideWhenUsed/>'
    f'<w:rPr><w:color w:val="{LINK_COLOUR}"/><w:u w:val="single"/></w:rPr></w:style>'
)


def _styles_xml(language: str, normal_size: float) -> str:
    lang = esc(language)
    defaults = (
        f'<w:docDefaults><w:rPrDefault><w:rPr>{_BODY_FONT}{_size(11)}'
        f'<w:lang w:val="{lang}"/></w:rPr></w:rPrDefault>'
        '<w:pPrDefault><w:pPr><w:spacing w:after="200" w:line="276" w:lineRule="auto"/>'
        '</w:pPr></w:pPrDefault></w:docDefaults>')
    normal = ('<w:style w:type="paragraph" w:default="1" w:styleId="Normal">'
              f'<w:name w:val="Normal"/><w:qFormat/><w:rPr>{_size(normal_size)}</w:rPr>'
              "</w:style>")
    return (f'{_XML_DECL}<w:styles xmlns:w="{W_NS}">{defaults}{normal}{_DEFAULT_STYLES}'
            + "".join(xml for sid, xml in STYLES.items() if sid != "Normal")
            + "</w:styles>")


def _level(fmt: str, text: str, style: str, indent: int, font: str = "") -> str:
    return (f'<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/>'
            f'<w:pStyle w:val="{style}"/><w:lvlText w:val="{text}"/><w:lvlJc w:val="left"/>'
            f'<w:pPr><w:tabs><w:tab w:val="num" w:pos="{indent}"/></w:tabs>'
            f'<w:ind w:left="{indent}" w:hanging="360"/></w:pPr>'
            + (f"<w:rPr>{font}</w:rPr>" if font else "") + "</w:lvl>")


def _abstract(number: int, level: str) -> str:
    return (f'<w:abstractNum w:abstractNumId="{number}">'
            f'<w:multiLevelType w:val="singleLevel"/>{level}</w:abstractNum>')


# List Bullet (num 1), List Bullet 2 (num 2) and List Number (num 3), one level each
_NUMBERING_XML = (
    f'{_XML_DECL}<w:numbering xmlns:w="{W_NS}">'
    + _abstract(0, _level("bullet", "\u2022", "ListBullet", 360, _BODY_FONT))
    + _abstract(1, _level("bullet", "\u2013", "ListBullet2", 720, _BODY_FONT))
    + _abstract(2, _level("decimal", "%1.", "ListNumber", 360))
    + "".join(f'<w:num w:numId="{n + 1}"><w:abstractNumId w:val="{n}"/></w:num>'
              for n in range(3))
    + "</w:numbering>")

_SETTINGS_XML = (
    f'{_XML_DECL}<w:settings xmlns:w="{W_NS}"><w:defaultTabStop w:val="720"/>'
    '<w:characterSpacingControl w:val="doNotCompress"/><w:compat>'
    '<w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word"'
    ' w:val="15"/></w:compat></w:settings>')
