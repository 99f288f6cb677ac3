"""The findings panel: grouped findings with verdict badges and citation links.

Everything that came from a page is shown as plain text (item text, a
QPlainTextEdit, escaped tooltips), never as live HTML.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.inert import inert
from app.core.links import docid_of
from app.core.models import Finding
from app.core.urls import UNRESOLVED, safe_link
from app.ui.labels import engine_words, verdict_label
from app.ui.links import open_citation
from app.ui.theme import verdict_colour
from app.ui.titles import kind_label

COL_FINDING, COL_VERDICT, COL_SOURCE = 0, 1, 2
FINDING_ROLE = Qt.ItemDataRole.UserRole
VERDICT_ROLE = Qt.ItemDataRole.UserRole + 1
EXCERPT_CHARS = 180
VERDICT_MARKS = {"entails": "✔", "neutral": "?", "contradicts": "✘"}


def finding_text(finding: Finding) -> str:
    """A finding as plain text: for the preview pane and the clipboard."""
    lines = [finding.summary]
    if finding.excerpt:
        lines += ["", finding.excerpt]
    if finding.claim:
        lines += ["", f"» {finding.claim}"]
    if finding.citation:
        title = finding.citation.title or finding.citation.kind.value
        lines += ["", f"{title}: {finding.citation.url}"]
    return "\n".join(lines)


def _short(text: str, limit: int = EXCERPT_CHARS) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


class VerdictBadge(QStyledItemDelegate):
    """Paints the NLI verdict as a coloured pill."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        label = index.data(VERDICT_ROLE)
        if not label:
            super().paint(painter, option, index)
            return
        self.initStyleOption(option, index)
        style = option.widget.style() if option.widget else None
        if style is not None:
            option.text = ""
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter,
                              option.widget)
        colour = verdict_colour(str(label))
        metrics = option.fontMetrics
        # a verdict in words may be longer than the column: cut it with "…" (the
        # tooltip has it whole)
        text = metrics.elidedText(str(index.data(Qt.ItemDataRole.DisplayRole) or ""),
                                  Qt.TextElideMode.ElideRight, max(0, option.rect.width() - 22))
        width = metrics.horizontalAdvance(text) + 14
        height = metrics.height() + 4
        rect = QRectF(option.rect.x() + 4, option.rect.center().y() - height / 2 + 1,
                      min(width, option.rect.width() - 8), height)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        fill = QColor(colour)
        fill.setAlphaF(0.16)
        painter.setBrush(QBrush(fill))
        painter.setPen(QPen(colour, 1.2))
        painter.drawRoundedRect(rect, height / 2, height / 2)
        painter.setPen(colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()


def _shown_as(finding: Finding) -> tuple[object, ...]:
    """What a finding's row shows: two findings alike here need no new row."""
    verdict = finding.verdict
    return (finding.step_id, finding.kind, finding.summary, finding.excerpt,
            finding.citation.url if finding.citation else None,
            finding.citation.title if finding.citation else None,
            (verdict.label, verdict.reason, round(verdict.score, 2), verdict.engine)
            if verdict else None)


class FindingsPanel(QWidget):
    """Findings grouped by step or by kind; can be filtered to one step."""

    linkOpened = Signal(str)
    linkRefused = Signal(str)  # the link policy does not allow it
    linkFailed = Signal(str)  # allowed, but no program could open it
    filterCleared = Signal()
    findingStep = Signal(str)  # the step of the finding selected now
    readRequested = Signal(str)  # a library paragraph's link, to read in the app

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._findings: list[Finding] = []
        self._step_filter: str | None = None
        self._link_bases: dict[str, str] = {}
        self._groups: dict[str, QTreeWidgetItem] = {}
        self._step_titles: dict[str, str] = {}

        self.group_label = QLabel()
        self.group_by = QComboBox()
        self.group_by.setObjectName("groupBy")
        self.group_by.addItem("", "step")
        self.group_by.addItem("", "kind")
        self.group_label.setBuddy(self.group_by)
        self.filter_label = QLabel()
        self.show_all = QPushButton()
        self.show_all.setObjectName("showAllFindings")
        self.show_all.setVisible(False)

        self.tree = QTreeWidget()
        self.tree.setObjectName("findingsTree")
        self.tree.setColumnCount(3)
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.setItemDelegateForColumn(COL_VERDICT, VerdictBadge(self.tree))
        header = self.tree.header()
        header.setSectionResizeMode(COL_FINDING, QHeaderView.ResizeMode.Stretch)
        # ResizeToContents would measure every row on each insertion: fixed widths.
        header.setSectionResizeMode(COL_VERDICT, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(COL_SOURCE, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        header.resizeSection(COL_SOURCE, 150)
        header.resizeSection(COL_VERDICT, self._verdict_width())

        self.preview = QPlainTextEdit()
        self.preview.setObjectName("findingPreview")
        self.preview.setReadOnly(True)
        self.preview.setTabChangesFocus(True)
        self.open_button = QPushButton()
        self.open_button.setObjectName("openCitation")
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copyFinding")
        self.open_button.setEnabled(False)
        self.copy_button.setEnabled(False)

        top = QHBoxLayout()
        top.addWidget(self.group_label)
        top.addWidget(self.group_by)
        top.addStretch(1)
        top.addWidget(self.filter_label)
        top.addWidget(self.show_all)
        bottom_buttons = QHBoxLayout()
        bottom_buttons.addStretch(1)
        bottom_buttons.addWidget(self.open_button)
        bottom_buttons.addWidget(self.copy_button)
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(self.preview)
        lower_layout.addLayout(bottom_buttons)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.tree)
        split.addWidget(lower)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([520, 160])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(split, 1)

        self.group_by.currentIndexChanged.connect(lambda _i: self._rebuild())
        self.show_all.clicked.connect(self.clear_filter)
        self.tree.currentItemChanged.connect(self._on_current)
        self.tree.itemClicked.connect(self._on_clicked)
        self.tree.itemActivated.connect(lambda item, _col: self.open_item(item))
        self.tree.customContextMenuRequested.connect(self._context_menu)
        self.open_button.clicked.connect(lambda: self.open_item(self.tree.currentItem()))
        self.copy_button.clicked.connect(self.copy_current)
        self.retranslate()

    # -- content -------------------------------------------------------------
    def set_link_bases(self, bases: dict[str, str]) -> None:
        """Content base URLs and the public site each stands for (see public_url)."""
        self._link_bases = dict(bases)
        self._rebuild()

    def citation_url(self, finding: Finding) -> str:
        """The finding's link through the one resolver and the link policy
        (app/core/urls.py safe_link): the canonical wol URL on the public site, or
        UNRESOLVED for a link that cannot be opened ("" when it has none)."""
        if finding.citation is None:
            return ""
        return safe_link(finding.citation.url, self._link_bases, language=None) or ""

    @property
    def findings(self) -> list[Finding]:
        return list(self._findings)

    def _verdict_width(self) -> int:
        """Wide enough for a verdict in words ("✔ clara, en el párr. 12") but
        never more than a third of the tree, so the findings keep the most room on a
        small window; a longer verdict is cut with "…" and whole in its tooltip."""
        badge = self.fontMetrics().horizontalAdvance("✔ clara, en el párr. 12") + 24
        # the tree spans the panel (its viewport is laid out after this resize)
        room = (self.width() - 24) // 3
        return max(self.fontMetrics().horizontalAdvance("✔ contradicted") + 24,
                   min(badge, room))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.tree.header().resizeSection(COL_VERDICT, self._verdict_width())

    def set_findings(self, findings: list[Finding]) -> None:
        """Show `findings`. The run's final list usually holds what the steps already
        added live: then the tree stays as it is (rebuilding 50+ word-wrapped rows
        froze the window for ~30 ms at the end of every run)."""
        if [_shown_as(f) for f in findings] == [_shown_as(f) for f in self._findings]:
            self._findings = list(findings)
            return
        self._findings = list(findings)
        self._rebuild()

    def add_findings(self, findings: list[Finding]) -> None:
        """Append findings (live, as steps finish) without rebuilding the tree."""
        start = len(self._findings)
        self._findings.extend(findings)
        self.tree.setUpdatesEnabled(False)
        try:
            for index in range(start, len(self._findings)):
                finding = self._findings[index]
                if self._step_filter is not None and finding.step_id != self._step_filter:
                    continue
                key = self._group_key(finding)
                group = self._groups.get(key)
                if group is None:
                    group = self._new_group(key)
                    self.tree.addTopLevelItem(group)
                    group.setFirstColumnSpanned(True)
                    group.setExpanded(True)
                self._add_item(group, index, finding)
            self._count_groups()
        finally:
            self.tree.setUpdatesEnabled(True)

    def clear(self) -> None:
        self._findings = []
        self._step_filter = None
        self._rebuild()

    def set_step_filter(self, step_id: str | None) -> None:
        self._step_filter = step_id
        self._rebuild()

    def clear_filter(self) -> None:
        self.set_step_filter(None)
        self.filterCleared.emit()

    @property
    def step_filter(self) -> str | None:
        return self._step_filter

    def visible_findings(self) -> list[Finding]:
        return [f for f in self._findings
                if self._step_filter is None or f.step_id == self._step_filter]

    def finding_items(self) -> list[QTreeWidgetItem]:
        items = []
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            if group is None:
                continue
            items += [c for j in range(group.childCount()) if (c := group.child(j)) is not None]
        return items

    def _group_key(self, finding: Finding) -> str:
        if (self.group_by.currentData() or "step") == "step":
            return finding.step_id or "—"
        return finding.kind or "—"

    def set_step_titles(self, titles: dict[str, str]) -> None:
        """What each step is called in the groups and the filter line."""
        self._step_titles.update(titles)
        self._count_groups()
        self._update_filter_label()

    def _group_name(self, key: str) -> str:
        if (self.group_by.currentData() or "step") == "step":
            return self._step_titles.get(key, key)
        return kind_label(key)

    def _new_group(self, key: str) -> QTreeWidgetItem:
        group = QTreeWidgetItem([self._group_name(key)])
        group.setData(COL_FINDING, FINDING_ROLE, None)
        bold = QFont(self.font())
        bold.setBold(True)
        group.setFont(COL_FINDING, bold)
        self._groups[key] = group
        return group

    def _count_groups(self) -> None:
        for key, group in self._groups.items():
            group.setText(COL_FINDING, f"{self._group_name(key)}  ({group.childCount()})")

    def _rebuild(self) -> None:
        """Build the whole tree detached, then insert it in one go (one layout pass)."""
        self.tree.setUpdatesEnabled(False)
        try:
            self.tree.clear()
            self._groups = {}
            for index, finding in enumerate(self._findings):
                if self._step_filter is not None and finding.step_id != self._step_filter:
                    continue
                key = self._group_key(finding)
                group = self._groups.get(key) or self._new_group(key)
                self._add_item(group, index, finding)
            self._count_groups()
            groups = list(self._groups.values())
            self.tree.addTopLevelItems(groups)
            for group in groups:
                group.setFirstColumnSpanned(True)
            self.tree.expandAll()
        finally:
            self.tree.setUpdatesEnabled(True)
        self._update_filter_label()
        self._on_current(self.tree.currentItem(), None)

    def _add_item(self, group: QTreeWidgetItem, index: int, finding: Finding) -> None:
        text = finding.summary if not finding.excerpt else \
            f"{finding.summary}\n{_short(finding.excerpt)}"
        item = QTreeWidgetItem(group, [inert(text), "", ""])  # no bidi override or control
        item.setData(COL_FINDING, FINDING_ROLE, index)
        item.setToolTip(COL_FINDING, "<p>" + html.escape(_short(finding.excerpt or
                                                                   finding.summary, 600)) + "</p>")
        if finding.verdict is not None:
            label = finding.verdict.label
            # the verdict in words ("supported by ¶4"), not a bare number; the label, the
            # score and the engine behind it in the tooltip
            words = finding.verdict.reason or verdict_label(label)
            item.setText(COL_VERDICT, f"{VERDICT_MARKS.get(label, '')} {words}")
            tip = f"{verdict_label(label)} · {finding.verdict.score:.2f}"
            if finding.verdict.engine:
                tip += " · " + engine_words(finding.verdict.engine)
            item.setToolTip(COL_VERDICT, "<p>" + html.escape(tip) + "</p>")
            item.setData(COL_VERDICT, VERDICT_ROLE, label)
        if finding.citation is not None:
            url = self.citation_url(finding)
            allowed = bool(url) and url != UNRESOLVED
            title = finding.citation.title or (url if allowed else finding.citation.url)
            if url == UNRESOLVED:  # shown as such, never dropped
                title = title + " — " + self.tr("link cannot be opened")
            item.setText(COL_SOURCE, f"{title} ↗" if allowed else title)
            item.setToolTip(COL_SOURCE, "<p>" + html.escape(url if allowed
                                                           else finding.citation.url) + "</p>")
            link_font = QFont(self.font())
            link_font.setUnderline(allowed)
            item.setFont(COL_SOURCE, link_font)
            if allowed:
                item.setForeground(COL_SOURCE, self.palette().link())

    def finding_of(self, item: QTreeWidgetItem | None) -> Finding | None:
        if item is None:
            return None
        index = item.data(COL_FINDING, FINDING_ROLE)
        return self._findings[index] if isinstance(index, int) else None

    # -- actions -------------------------------------------------------------
    def open_item(self, item: QTreeWidgetItem | None) -> bool:
        finding = self.finding_of(item)
        if finding is None or finding.citation is None:
            return False
        url = self.citation_url(finding)
        if url in ("", UNRESOLVED):
            self.linkRefused.emit(finding.citation.url)
            return False
        outcome = open_citation(url)
        if outcome == "opened":
            self.linkOpened.emit(url)
            return True
        (self.linkRefused if outcome == "refused" else self.linkFailed).emit(url)
        return False

    def copy_current(self) -> None:
        finding = self.finding_of(self.tree.currentItem())
        if finding is not None:
            QGuiApplication.clipboard().setText(finding_text(finding))

    def _on_clicked(self, item: QTreeWidgetItem, column: int) -> None:
        if column == COL_SOURCE:
            self.open_item(item)

    def _on_current(self, item: QTreeWidgetItem | None, _previous: object) -> None:
        finding = self.finding_of(item)
        self.preview.setPlainText(finding_text(finding) if finding else "")
        if finding is not None and finding.step_id:
            self.findingStep.emit(finding.step_id)
        self.copy_button.setEnabled(finding is not None)
        self.open_button.setEnabled(finding is not None and finding.citation is not None)

    def _context_menu(self, pos: object) -> None:
        item = self.tree.currentItem()
        finding = self.finding_of(item)
        if item is None or finding is None:
            return
        menu = QMenu(self)
        copy = menu.addAction(self.tr("Copy"))
        copy.setShortcut(QKeySequence.StandardKey.Copy)
        copy.triggered.connect(self.copy_current)
        if finding.citation is not None:
            menu.addAction(self.tr("Open source"), lambda: self.open_item(item))
        url = finding.citation.url if finding.citation is not None else ""
        if docid_of(url) is not None:  # a document: the library may hold it
            menu.addAction(self.tr("Read in the app (from your library)"),
                           lambda: self.readRequested.emit(url))
        menu.popup(self.tree.viewport().mapToGlobal(self.tree.visualItemRect(item).center()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Copy):
            self.copy_current()
            return
        super().keyPressEvent(event)

    # -- text ------------------------------------------------------------------
    def _update_filter_label(self) -> None:
        filtered = self._step_filter is not None
        self.show_all.setVisible(filtered)
        self.filter_label.setVisible(filtered)
        if filtered:
            step = self._step_filter or ""
            self.filter_label.setText(self.tr("Step: %1").replace(
                "%1", self._step_titles.get(step, step)))

    def retranslate(self) -> None:
        self.group_label.setText(self.tr("&Group by:"))
        self.group_by.setItemText(0, self.tr("Step"))
        self.group_by.setItemText(1, self.tr("Kind"))
        self.show_all.setText(self.tr("Show all"))
        self.open_button.setText(self.tr("&Open source"))
        self.copy_button.setText(self.tr("Cop&y"))
        self.tree.setHeaderLabels([self.tr("Answer"), self.tr("Support"), self.tr("Source")])
        self._update_filter_label()
        self._rebuild()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
