"""The window's actions (with their shortcuts and icons) and its menus. The window
connects them (MainWindow._wire) and names them (MainWindow.retranslate)."""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QStyle

from app.core.models import LANGUAGES, Language
from app.ui.labels import LANGUAGE_NAMES


class WindowActions:
    """Every action of the main window, added to it so their shortcuts work anywhere."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        sp = QStyle.StandardPixmap
        self.plan_action = self._action("planAction", ["Ctrl+Return", "Ctrl+Enter"],
                                        sp.SP_FileDialogDetailedView)
        self.run_action = self._action("runAction", ["Ctrl+R", "F5"], sp.SP_MediaPlay)
        self.sunday_action = self._action("sundayAction", ["Ctrl+Shift+S"],
                                          sp.SP_DialogApplyButton)
        self.midweek_action = self._action("midweekAction", ["Ctrl+Shift+M"],
                                           sp.SP_DialogApplyButton)
        # Esc closes a pane first (MainWindow.escape), and cancels only when none is open
        self.cancel_action = self._action("cancelAction", ["Ctrl+."], sp.SP_BrowserStop)
        self.escape_action = self._action("escapeAction", ["Escape"])
        self.history_action = self._action("historyAction", ["Ctrl+H"])
        self.library_action = self._action("libraryAction", ["Ctrl+Shift+L"])
        self.notebook_action = self._action("notebookAction", ["Ctrl+Shift+N"])
        self.export_action = self._action("exportAction", ["Ctrl+E"])
        self.settings_action = self._action("settingsAction",
                                            [QKeySequence.StandardKey.Preferences, "Ctrl+,"])
        self.quit_action = self._action("quitAction", [QKeySequence.StandardKey.Quit])
        self.zoom_in_action = self._action("zoomInAction", [QKeySequence.StandardKey.ZoomIn])
        self.zoom_out_action = self._action("zoomOutAction",
                                            [QKeySequence.StandardKey.ZoomOut])
        self.fit_action = self._action("fitAction", ["Ctrl+0"])
        self.focus_goal_action = self._action("focusGoalAction", ["Ctrl+L"])
        self.about_action = self._action("aboutAction", [QKeySequence.StandardKey.HelpContents])
        self.show_log_action = self._action("showLogAction", [])
        self.congregations_action = self._action("congregationsAction", ["Ctrl+Shift+C"])
        self.advanced_action = self._action("advancedAction", ["Ctrl+Shift+D"])
        self.advanced_action.setCheckable(True)
        # Enter in the goal box plans and runs; checked, it plans and waits for Run
        self.review_action = self._action("reviewAction", [])
        self.review_action.setCheckable(True)
        self.shortcuts_action = self._action("shortcutsAction", ["Ctrl+/"])
        # the plan and graph beside the reading view, or folded into a slim strip
        self.plan_view_action = self._action("planViewAction", ["Ctrl+Shift+P"],
                                             sp.SP_FileDialogListView)
        self.plan_view_action.setCheckable(True)

    def _action(self, name: str,
                shortcuts: list[QKeySequence | QKeySequence.StandardKey | str],
                icon: QStyle.StandardPixmap | None = None) -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        action.setShortcuts([QKeySequence(s) for s in shortcuts])
        if icon is not None:
            action.setIcon(self.window.style().standardIcon(icon))
        self.window.addAction(action)
        return action

    def build_menus(self, current_ui: Language | None) -> None:
        """File, Run, View (with the interface language) and Help, in the menu bar."""
        menu = self.window.menuBar()
        self.file_menu = menu.addMenu("")
        self.file_menu.addActions([self.history_action, self.notebook_action,
                                   self.export_action, self.library_action])
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.congregations_action, self.settings_action])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.run_menu = menu.addMenu("")
        self.run_menu.addActions([self.focus_goal_action, self.plan_action, self.run_action,
                                  self.sunday_action, self.midweek_action,
                                  self.cancel_action])
        self.run_menu.addSeparator()
        self.run_menu.addAction(self.review_action)
        self.view_menu = menu.addMenu("")
        self.view_menu.addAction(self.plan_view_action)
        self.view_menu.addSeparator()
        self.view_menu.addActions([self.zoom_in_action, self.zoom_out_action, self.fit_action])
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.advanced_action)
        # The window's language is its own setting: the content language picker in the
        # goal bar only says which language the sources and the sheet are in.
        self.ui_language_menu = self.view_menu.addMenu("")
        self.ui_language_menu.setObjectName("uiLanguageMenu")
        self.ui_language_group = QActionGroup(self.window)
        self.ui_language_group.setExclusive(True)
        for code in LANGUAGES:
            action = self.ui_language_menu.addAction(LANGUAGE_NAMES[code])
            action.setObjectName(f"uiLanguage_{code}")
            action.setCheckable(True)
            action.setChecked(code == current_ui)
            action.setData(code)
            self.ui_language_group.addAction(action)
        self.help_menu = menu.addMenu("")
        self.help_menu.addActions([self.shortcuts_action, self.show_log_action,
                                   self.about_action])

    def set_running(self, running: bool, has_result: bool) -> None:
        """While a run runs, only Cancel starts or changes anything."""
        self.plan_action.setEnabled(not running)
        self.run_action.setEnabled(not running)
        self.sunday_action.setEnabled(not running)
        self.midweek_action.setEnabled(not running)
        self.cancel_action.setEnabled(running)
        self.history_action.setEnabled(not running)
        self.settings_action.setEnabled(not running)
        self.congregations_action.setEnabled(not running)
        self.export_action.setEnabled(not running and has_result)
