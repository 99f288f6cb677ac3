"""The PySide6 desktop front end: the only package (with app/__main__) that imports Qt."""
