"""Packaging for Preparo: PyInstaller spec, build script, Windows and macOS installers."""
