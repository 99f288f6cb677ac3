"""Edit the congregations: name, language, meeting days and times, public talks per week."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, Qt, QTime
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from app.core.models import LANGUAGES
from app.core.settings import Congregation, TalkEntry
from app.ui.labels import LANGUAGE_NAMES, WEEKDAYS, weekday_label

COL_WEEK, COL_NUMBER, COL_TITLE, COL_SPEAKER = range(4)


def monday_of(day: dt.date) -> dt.date:
    return day - dt.timedelta(days=day.weekday())


class CongregationDialog(QDialog):
    """Edits a copy of the list; `congregations()` gives the result after OK."""

    def __init__(self, congregations: list[Congregation], current: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Congregations"))
        self._items = [c.model_copy(deep=True) for c in congregations]
        self._row = -1

        self.list = QListWidget()
        self.list.setObjectName("congregationList")
        self.add_button = QPushButton(self.tr("&New"))
        self.remove_button = QPushButton(self.tr("&Delete"))
        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        left.addLayout(row)

        self.name = QLineEdit()
        self.name.setObjectName("congregationName")
        self.language = QComboBox()
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        self.midweek_day, self.midweek_time = self._day_box(), self._time_box()
        self.weekend_day, self.weekend_time = self._day_box(), self._time_box()
        self.talks = QTableWidget(0, 4)
        self.talks.setObjectName("talks")
        self.talks.setHorizontalHeaderLabels(
            [self.tr("Week (Monday)"), self.tr("No."), self.tr("Title"), self.tr("Speaker")])
        self.talks.horizontalHeader().setSectionResizeMode(COL_TITLE,
                                                           QHeaderView.ResizeMode.Stretch)
        self.talks.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.add_talk = QPushButton(self.tr("Add &week"))
        self.remove_talk = QPushButton(self.tr("Remove wee&k"))

        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow(self.tr("&Midweek meeting:"), self._pair(self.midweek_day, self.midweek_time))
        form.addRow(self.tr("&Weekend meeting:"), self._pair(self.weekend_day, self.weekend_time))
        right = QVBoxLayout()
        right.addLayout(form)
        right.addWidget(QLabel(self.tr("Public talks")))
        right.addWidget(self.talks, 1)
        talk_row = QHBoxLayout()
        talk_row.addWidget(self.add_talk)
        talk_row.addWidget(self.remove_talk)
        talk_row.addStretch(1)
        right.addLayout(talk_row)
        self.editor = QWidget()
        self.editor.setLayout(right)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addWidget(self.editor, 3)
        layout = QVBoxLayout(self)
        self.error = QLabel()
        self.error.setObjectName("congregationError")
        self.error.setWordWrap(True)
        layout.addLayout(body, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

        self.list.currentRowChanged.connect(self._select)
        self.add_button.clicked.connect(self.new_congregation)
        self.remove_button.clicked.connect(self._remove)
        self.add_talk.clicked.connect(lambda: self._add_talk_row(None))
        self.remove_talk.clicked.connect(self._remove_talk_row)
        self.name.textEdited.connect(self._rename)
        for item in self._items:
            self.list.addItem(item.name)
        names = [c.name for c in self._items]
        self.list.setCurrentRow(names.index(current) if current in names else
                                (0 if names else -1))
        self.editor.setEnabled(bool(names))
        self.resize(820, 480)

    def _day_box(self) -> QComboBox:
        box = QComboBox()
        for day in WEEKDAYS:
            box.addItem(weekday_label(day), day)
        return box

    def _time_box(self) -> QTimeEdit:
        box = QTimeEdit()
        box.setDisplayFormat("HH:mm")
        return box

    def _pair(self, day: QComboBox, time: QTimeEdit) -> QWidget:
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(day, 1)
        row.addWidget(time)
        return holder

    # -- list ----------------------------------------------------------------
    def new_congregation(self) -> None:
        self._store()
        base = self.tr("New congregation")
        name, n = base, 2
        while any(c.name == name for c in self._items):
            name, n = f"{base} {n}", n + 1
        self._items.append(Congregation(name=name))
        self.list.addItem(name)
        self.editor.setEnabled(True)
        self.list.setCurrentRow(len(self._items) - 1)
        self.name.setFocus()
        self.name.selectAll()

    def _remove(self) -> None:
        row = self.list.currentRow()
        if row < 0:
            return
        self._row = -1
        del self._items[row]
        self.list.takeItem(row)
        self.editor.setEnabled(bool(self._items))
        self._select(self.list.currentRow())

    def _rename(self, text: str) -> None:
        item = self.list.currentItem()
        if item is not None:
            item.setText(text)

    def _select(self, row: int) -> None:
        self._store()
        self._row = row
        if 0 <= row < len(self._items):
            self._load(self._items[row])

    # -- one congregation ----------------------------------------------------------
    def _load(self, c: Congregation) -> None:
        self.name.setText(c.name)
        self.language.setCurrentIndex(max(0, self.language.findData(c.language)))
        self.midweek_day.setCurrentIndex(max(0, self.midweek_day.findData(c.midweek_day)))
        self.weekend_day.setCurrentIndex(max(0, self.weekend_day.findData(c.weekend_day)))
        self.midweek_time.setTime(QTime.fromString(c.midweek_time, "HH:mm"))
        self.weekend_time.setTime(QTime.fromString(c.weekend_time, "HH:mm"))
        self.talks.setRowCount(0)
        for talk in sorted(c.talks, key=lambda t: t.week):
            self._add_talk_row(talk)

    def _store(self) -> None:
        if not 0 <= self._row < len(self._items):
            return
        self._items[self._row] = self._read()

    def _read(self) -> Congregation:
        talks: list[TalkEntry] = []
        for r in range(self.talks.rowCount()):
            week_widget = self.talks.cellWidget(r, COL_WEEK)
            if not isinstance(week_widget, QDateEdit):
                continue
            qdate = week_widget.date()
            week = dt.date(qdate.year(), qdate.month(), qdate.day())
            number_text = self._cell(r, COL_NUMBER)
            talks.append(TalkEntry(
                week=monday_of(week).isoformat(),
                number=int(number_text) if number_text.isdigit() else None,
                title=self._cell(r, COL_TITLE),
                speaker=self._cell(r, COL_SPEAKER),
            ))
        return Congregation(
            name=self.name.text().strip() or self.tr("Congregation"),
            language=self.language.currentData(),
            midweek_day=self.midweek_day.currentData(),
            midweek_time=self.midweek_time.time().toString("HH:mm"),
            weekend_day=self.weekend_day.currentData(),
            weekend_time=self.weekend_time.time().toString("HH:mm"),
            talks=talks,
        )

    def _cell(self, row: int, col: int) -> str:
        item = self.talks.item(row, col)
        return item.text().strip() if item else ""

    def _add_talk_row(self, talk: TalkEntry | None) -> None:
        row = self.talks.rowCount()
        self.talks.insertRow(row)
        week = dt.date.fromisoformat(talk.week) if talk else monday_of(dt.date.today())
        editor = QDateEdit(QDate(week.year, week.month, week.day))
        editor.setCalendarPopup(True)
        editor.setDisplayFormat("yyyy-MM-dd")
        self.talks.setCellWidget(row, COL_WEEK, editor)
        number = QTableWidgetItem("" if talk is None or talk.number is None else str(talk.number))
        number.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.talks.setItem(row, COL_NUMBER, number)
        self.talks.setItem(row, COL_TITLE, QTableWidgetItem(talk.title if talk else ""))
        self.talks.setItem(row, COL_SPEAKER, QTableWidgetItem(talk.speaker if talk else ""))

    def _remove_talk_row(self) -> None:
        row = self.talks.currentRow()
        if row >= 0:
            self.talks.removeRow(row)

    # -- result ----------------------------------------------------------------
    def accept(self) -> None:
        names = [c.name for c in self.congregations()]
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            self.error.setText(self.tr("Two congregations cannot share a name: %1")
                               .replace("%1", ", ".join(twice)))
            return
        super().accept()

    def congregations(self) -> list[Congregation]:
        self._store()
        return [c.model_copy(deep=True) for c in self._items]

    def current_name(self) -> str:
        row = self.list.currentRow()
        return self._items[row].name if 0 <= row < len(self._items) else ""
