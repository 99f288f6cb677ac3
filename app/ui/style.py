"""The app's widget style and palette (Fusion, light or dark).

Kept apart from app/ui/theme.py (status colours, which need the run model) so the
first window can be styled before the model is imported."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication


def use_fusion(app: QApplication, scheme: str = "") -> None:
    """Fusion follows the system colour scheme on every platform since Qt 6.5.

    `scheme` ("light" or "dark", e.g. from PREPARO_COLOR_SCHEME) forces one; where
    the platform ignores the request (X11 without a desktop theme, offscreen),
    an explicit Fusion palette does it.
    """
    if app.style().name().lower() != "fusion":  # often already the default style
        app.setStyle("Fusion")
    if scheme.lower() not in ("dark", "light"):
        return
    # Here, not at module level: PySide6 builds the whole Qt namespace on first use,
    # which costs the first window about as much as importing QtWidgets.
    from PySide6.QtCore import Qt

    wanted = Qt.ColorScheme.Dark if scheme.lower() == "dark" else Qt.ColorScheme.Light
    app.styleHints().setColorScheme(wanted)
    if app.styleHints().colorScheme() != wanted:
        app.setPalette(dark_palette() if wanted == Qt.ColorScheme.Dark
                       else app.style().standardPalette())


def dark_palette() -> QPalette:
    roles = QPalette.ColorRole
    colours = {
        roles.Window: "#2d2f33", roles.WindowText: "#e6e6e6", roles.Base: "#1f2125",
        roles.AlternateBase: "#272a2f", roles.ToolTipBase: "#32363c",
        roles.ToolTipText: "#f0f0f0", roles.PlaceholderText: "#8f959e", roles.Text: "#e6e6e6",
        roles.Button: "#363a40", roles.ButtonText: "#e6e6e6", roles.BrightText: "#ff6b6b",
        roles.Light: "#4a4f57", roles.Midlight: "#41454c", roles.Mid: "#2a2d31",
        roles.Dark: "#1b1d20", roles.Shadow: "#000000", roles.Highlight: "#2f6fbf",
        roles.HighlightedText: "#ffffff", roles.Link: "#6cb6ff", roles.LinkVisited: "#b392f0",
    }
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7d828a"))
    return palette
