"""The plain text of a field of a JSON answer (search hits, publication citations)
that may carry markup and character references.
"""

from __future__ import annotations

import html as html_lib
import re
from typing import Any

_TAG = re.compile(r"<[^>]+>")


def plain(value: Any) -> str:
    if not isinstance(value, str):
        return ""
    return " ".join(html_lib.unescape(_TAG.sub("", value)).split())
