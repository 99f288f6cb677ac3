"""Publication files: the official links (GETPUBMEDIALINKS) to the EPUB of an
issue, the EPUB downloads, and which issues hold a week's workbook and study article.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from pydantic import BaseModel

from app.core.errors import SourceChanged
from app.core.i18n import tr
from app.sources.fetcher import Fetcher, cache_key
from app.sources.languages import wol_language


class PubFile(BaseModel):
    pub: str
    issue: str
    language: str
    url: str
    title: str = ""
    size: int | None = None
    checksum: str = ""


def workbook_issue(day: date) -> str:
    """The workbook issue (YYYYMM) of a day: the odd month of its two-month pair."""
    month = day.month if day.month % 2 == 1 else day.month - 1
    return f"{day.year}{month:02d}"


def months_before(day: date, months: int) -> str:
    index = day.year * 12 + (day.month - 1) - months
    return f"{index // 12}{index % 12 + 1:02d}"


def watchtower_issues(day: date) -> list[str]:
    """Study edition issues (YYYYMM) that may hold the article of a week, likeliest first.

    An issue is studied about two months after its date; a week at the edge of
    a month may belong to the issue before or after.
    """
    return [months_before(day, 2), months_before(day, 3), months_before(day, 1)]


def _epub_files(data: Any, jw_code: str) -> list[dict[str, Any]]:
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, dict):
        return []
    per_language = files.get(jw_code)
    if not isinstance(per_language, dict):
        return []
    entries = per_language.get("EPUB")
    return [e for e in entries if isinstance(e, dict)] if isinstance(entries, list) else []


class PubMediaClient:
    """Official publication links (GETPUBMEDIALINKS) and EPUB downloads."""

    def __init__(self, fetcher: Fetcher, cdn_url: str) -> None:
        self.fetcher = fetcher
        self.base = cdn_url.rstrip("/")

    async def epub_link(self, language: str, pub: str, issue: str) -> PubFile:
        code = wol_language(language).jw_code
        url = f"{self.base}/apis/pub-media/GETPUBMEDIALINKS"
        params = {
            "output": "json",
            "pub": pub,
            "issue": issue,
            "langwritten": code,
            "fileformat": "EPUB",
        }
        fetched = await self.fetcher.get(url, kind="pubmedia", params=params)
        try:
            entries = _epub_files(fetched.json(), code)
        except ValueError:
            entries = []
        for entry in entries:
            file = entry.get("file")
            if isinstance(file, dict) and isinstance(file.get("url"), str):
                size = entry.get("filesize")
                return PubFile(
                    pub=pub,
                    issue=issue,
                    language=language,
                    url=file["url"],
                    title=str(entry.get("title") or ""),
                    size=size if isinstance(size, int) else None,
                    checksum=str(file.get("checksum") or ""),
                )
        await self.fetcher.forget(url, params)
        raise SourceChanged(
            tr("source_changed", self.fetcher.language, url=cache_key(url, params),
               detail=f"files.{code}.EPUB[].file.url")
        )

    async def epub(self, language: str, pub: str, issue: str) -> bytes:
        """The EPUB file of an issue (cached as bytes for 60 days)."""
        link = await self.epub_link(language, pub, issue)
        fetched = await self.fetcher.get(link.url, kind="epub")
        if not fetched.body.startswith(b"PK"):
            await self.fetcher.forget(link.url)
            raise SourceChanged(
                tr("source_changed", self.fetcher.language, url=link.url, detail="not a zip")
            )
        return fetched.body
