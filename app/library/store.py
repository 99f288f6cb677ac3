"""The library's one SQLite file: publications, documents, paragraphs with their wol ids,
the Bible references they cite, a full-text index (FTS5) and paragraph vectors.

The full-text index holds each paragraph's content-word stems in its language
(app.core.text: folded, stop words out, light stems), so "perdonamos" finds
"perdonar" and "reunião" finds "reuniao"; a query is stemmed the same way. Vectors
are int8 rows beside the paragraph they describe, with the scale that restores them.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.core.paths import data_dir
from app.core.text import content_stems
from app.library.models import (
    DailyEntry,
    LibraryDocument,
    LibraryParagraph,
    LibraryVerse,
    Publication,
)

# How many rows a words search reads per hit it returns: room for the copies of a text
# printed in several issues, which count once.
_COPIES = 30

_SCHEMA = """
CREATE TABLE IF NOT EXISTS publications (
    id INTEGER PRIMARY KEY,
    pub TEXT NOT NULL, issue TEXT NOT NULL, language TEXT NOT NULL,
    title TEXT NOT NULL, source TEXT NOT NULL, checksum TEXT NOT NULL, size INTEGER NOT NULL,
    added REAL NOT NULL,
    UNIQUE (pub, issue, language)
);
CREATE TABLE IF NOT EXISTS documents (
    id INTEGER PRIMARY KEY,
    publication_id INTEGER NOT NULL REFERENCES publications(id) ON DELETE CASCADE,
    docid INTEGER, title TEXT NOT NULL, position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS documents_docid ON documents(docid);
CREATE TABLE IF NOT EXISTS paragraphs (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    language TEXT NOT NULL,
    pid INTEGER NOT NULL, number INTEGER, kind TEXT NOT NULL, text TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS paragraphs_document ON paragraphs(document_id, pid);
CREATE INDEX IF NOT EXISTS paragraphs_language ON paragraphs(language);
CREATE TABLE IF NOT EXISTS bible_references (
    paragraph_id INTEGER NOT NULL REFERENCES paragraphs(id) ON DELETE CASCADE,
    reference TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bible_references_paragraph ON bible_references(paragraph_id);
CREATE TABLE IF NOT EXISTS vectors (
    paragraph_id INTEGER PRIMARY KEY REFERENCES paragraphs(id) ON DELETE CASCADE,
    model TEXT NOT NULL, scale REAL NOT NULL, vector BLOB NOT NULL
);
CREATE VIRTUAL TABLE IF NOT EXISTS paragraph_words USING fts5(stems, tokenize='unicode61');
CREATE TABLE IF NOT EXISTS verses (
    id INTEGER PRIMARY KEY,
    publication_id INTEGER NOT NULL REFERENCES publications(id) ON DELETE CASCADE,
    language TEXT NOT NULL, book INTEGER NOT NULL, chapter INTEGER NOT NULL,
    verse INTEGER NOT NULL, text TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS verses_place ON verses(language, book, chapter, verse);
CREATE INDEX IF NOT EXISTS verses_publication ON verses(publication_id);
CREATE VIRTUAL TABLE IF NOT EXISTS verse_words USING fts5(stems, tokenize='unicode61');
CREATE TABLE IF NOT EXISTS daily_texts (
    id INTEGER PRIMARY KEY,
    publication_id INTEGER NOT NULL REFERENCES publications(id) ON DELETE CASCADE,
    language TEXT NOT NULL, day TEXT NOT NULL, heading TEXT NOT NULL,
    scripture TEXT NOT NULL, scripture_ref TEXT NOT NULL, text TEXT NOT NULL,
    source TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS daily_texts_day ON daily_texts(language, day);
"""


def library_path() -> Path:
    """Where the person's library lives: one SQLite file under the data folder."""
    return data_dir() / "library" / "library.sqlite3"


@dataclass(frozen=True)
class FoundRow:
    """A paragraph as a search shows it."""

    id: int
    language: str
    docid: int | None
    pid: int
    number: int | None
    title: str
    text: str
    pub: str
    issue: str
    kind: str = "paragraph"  # paragraph | question | heading


@dataclass(frozen=True)
class StoredVectors:
    """Paragraph vectors as stored: row i is paragraph ids[i]."""

    ids: np.ndarray  # int64 paragraph row ids
    matrix: np.ndarray  # int8 (n, d)
    scales: np.ndarray  # float32 (n,): vector ~ matrix[i] * scales[i]
    texts: np.ndarray  # int64 (n,): equal numbers for equal texts (copies in other issues)


def fts_query(text: str, language: str) -> str:
    """An FTS5 expression: any of the query's content stems (ranked by bm25)."""
    stems = dict.fromkeys(content_stems(text, language))
    return " OR ".join(f'"{s}"' for s in stems)


class Library:
    """The library file. Thread-safe: one connection behind a lock."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or library_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.RLock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA foreign_keys = ON")
        self._db.execute("PRAGMA journal_mode = WAL")
        self._db.executescript(_SCHEMA)
        self.version = 0  # grows with every change, so cached vectors know they are stale

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")
            self.version += 1

    # -- writing -------------------------------------------------------------------

    def put(self, publication: Publication, documents: Sequence[LibraryDocument]) -> list[int]:
        """Store (or replace) a publication's documents; the new paragraphs' row ids."""
        ids: list[int] = []
        with self._transaction() as db:
            pub_id = self._new_publication(db, publication)
            for position, document in enumerate(documents):
                doc_id = db.execute(
                    "INSERT INTO documents (publication_id, docid, title, position)"
                    " VALUES (?, ?, ?, ?)", (pub_id, document.docid, document.title, position),
                ).lastrowid
                for paragraph in document.paragraphs:
                    ids.append(self._put_paragraph(db, doc_id, publication.language, paragraph))
        return ids

    def _new_publication(self, db: sqlite3.Connection, publication: Publication) -> int:
        self._remove(db, publication.pub, publication.issue, publication.language)
        row = db.execute(
            "INSERT INTO publications (pub, issue, language, title, source, checksum, size,"
            " added) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (publication.pub, publication.issue, publication.language, publication.title,
             publication.source, publication.checksum, publication.size, time.time()),
        ).lastrowid
        assert row is not None
        return row

    def put_bible(self, publication: Publication, verses: Sequence[LibraryVerse]) -> int:
        """Store (or replace) a Bible: every verse with its place, and its words (FTS5,
        the same stems as paragraphs) for a words search of the Bible. Returns the count."""
        language = publication.language
        with self._transaction() as db:
            pub_id = self._new_publication(db, publication)
            for v in verses:
                row = db.execute(
                    "INSERT INTO verses (publication_id, language, book, chapter, verse, text)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (pub_id, language, v.book, v.chapter, v.verse, v.text)).lastrowid
                db.execute("INSERT INTO verse_words (rowid, stems) VALUES (?, ?)",
                           (row, " ".join(content_stems(v.text, language))))
        return len(verses)

    def put_daily(self, publication: Publication, days: Sequence[DailyEntry]) -> int:
        """Store (or replace) a year's daily text book, one row per day."""
        with self._transaction() as db:
            pub_id = self._new_publication(db, publication)
            db.executemany(
                "INSERT INTO daily_texts (publication_id, language, day, heading, scripture,"
                " scripture_ref, text, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(pub_id, publication.language, d.day, d.heading, d.scripture,
                  d.scripture_ref, d.text, d.source) for d in days])
        return len(days)

    @staticmethod
    def _put_paragraph(db: sqlite3.Connection, doc_id: int | None, language: str,
                       paragraph: LibraryParagraph) -> int:
        row = db.execute(
            "INSERT INTO paragraphs (document_id, language, pid, number, kind, text)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (doc_id, language, paragraph.pid, paragraph.number, paragraph.kind, paragraph.text),
        ).lastrowid
        assert row is not None
        db.execute("INSERT INTO paragraph_words (rowid, stems) VALUES (?, ?)",
                   (row, " ".join(content_stems(paragraph.text, language))))
        db.executemany("INSERT INTO bible_references (paragraph_id, reference) VALUES (?, ?)",
                       [(row, ref) for ref in paragraph.references])
        return row

    def put_vectors(self, ids: Sequence[int], vectors: np.ndarray, scales: np.ndarray,
                    model: str) -> None:
        """Store int8 vectors (one row per paragraph id) with their scales."""
        with self._transaction() as db:
            db.executemany(
                "INSERT OR REPLACE INTO vectors (paragraph_id, model, scale, vector)"
                " VALUES (?, ?, ?, ?)",
                [(i, model, float(s), v.tobytes()) for i, v, s in zip(ids, vectors, scales,
                                                                     strict=True)],
            )

    def known_vectors(self, texts: Sequence[str], model: str
                      ) -> dict[str, tuple[np.ndarray, float]]:
        """The stored int8 vector and scale of each text that already has one from `model`
        (a text printed again in another issue or week is not embedded twice)."""
        wanted = list(dict.fromkeys(texts))
        found: dict[str, tuple[np.ndarray, float]] = {}
        with self._lock:
            for start in range(0, len(wanted), 500):  # SQLite's bound-parameter limit
                chunk = wanted[start:start + 500]
                marks = ",".join("?" * len(chunk))
                for text, scale, vector in self._db.execute(
                        "SELECT p.text, v.scale, v.vector FROM vectors v JOIN paragraphs p"
                        f" ON p.id = v.paragraph_id WHERE v.model = ? AND p.text IN ({marks})",
                        (model, *chunk)):
                    found.setdefault(text, (np.frombuffer(vector, np.int8), float(scale)))
        return found

    def remove(self, pub: str, issue: str, language: str) -> bool:
        with self._transaction() as db:
            return self._remove(db, pub, issue, language)

    @staticmethod
    def _remove(db: sqlite3.Connection, pub: str, issue: str, language: str) -> bool:
        row = db.execute("SELECT id FROM publications WHERE pub=? AND issue=? AND language=?",
                         (pub, issue, language)).fetchone()
        if row is None:
            return False
        # the FTS table has no foreign key: its rows go by hand
        db.execute("DELETE FROM paragraph_words WHERE rowid IN (SELECT p.id FROM paragraphs p"
                   " JOIN documents d ON d.id = p.document_id WHERE d.publication_id = ?)",
                   (row[0],))
        db.execute("DELETE FROM verse_words WHERE rowid IN (SELECT id FROM verses"
                   " WHERE publication_id = ?)", (row[0],))
        db.execute("DELETE FROM publications WHERE id = ?", (row[0],))
        return True

    # -- reading -------------------------------------------------------------------

    def publications(self) -> list[Publication]:
        with self._lock:
            rows = self._db.execute(
                "SELECT pb.pub, pb.issue, pb.language, pb.title, pb.source, pb.checksum, pb.size,"
                " (SELECT COUNT(*) FROM documents d WHERE d.publication_id = pb.id),"
                " (SELECT COUNT(*) FROM paragraphs p JOIN documents d ON d.id = p.document_id"
                "  WHERE d.publication_id = pb.id),"
                " (SELECT COUNT(*) FROM vectors v JOIN paragraphs p ON p.id = v.paragraph_id"
                "  JOIN documents d ON d.id = p.document_id WHERE d.publication_id = pb.id),"
                " (SELECT COUNT(*) FROM verses v WHERE v.publication_id = pb.id),"
                " (SELECT COUNT(*) FROM daily_texts t WHERE t.publication_id = pb.id)"
                " FROM publications pb ORDER BY pb.language, pb.pub, pb.issue").fetchall()
        return [Publication(pub=r[0], issue=r[1], language=r[2], title=r[3], source=r[4],
                            checksum=r[5], size=r[6], documents=r[7], paragraphs=r[8],
                            vectors=r[9], verses=r[10], days=r[11]) for r in rows]

    def holds(self, pub: str, issue: str, language: str) -> bool:
        with self._lock:
            return self._db.execute(
                "SELECT 1 FROM publications WHERE pub=? AND issue=? AND language=?",
                (pub, issue, language)).fetchone() is not None

    def words(self, query: str, language: str | None, limit: int) -> list[int]:
        """Paragraph ids whose words match the query best (bm25), best first; a text
        printed in several issues counts once (its first, best ranked, copy)."""
        return [row for row, _ in self.words_scored(query, language, limit)]

    def words_scored(self, query: str, language: str | None, limit: int
                     ) -> list[tuple[int, float]]:
        """`words` with each paragraph's bm25 (lower is better, as SQLite gives it)."""
        languages = [language] if language else ["en", "es", "pt"]
        ranked: list[tuple[float, int, str]] = []
        with self._lock:
            for lang in languages:
                expression = fts_query(query, lang)
                if not expression:
                    continue
                ranked += [(score, row, text) for row, score, text in self._db.execute(
                    "SELECT w.rowid, bm25(paragraph_words), p.text FROM paragraph_words w"
                    " JOIN paragraphs p ON p.id = w.rowid"
                    " WHERE paragraph_words MATCH ? AND p.language = ?"
                    " ORDER BY bm25(paragraph_words) LIMIT ?",
                    (expression, lang, limit * _COPIES))]
        ranked.sort()  # bm25 is lower for better matches
        seen: set[str] = set()
        out: list[tuple[int, float]] = []
        for score, row, text in ranked:
            if text not in seen:
                seen.add(text)
                out.append((row, score))
        return out[:limit]

    def vectors(self, language: str | None) -> StoredVectors:
        """The int8 vectors of a language's paragraphs (every language's with None)."""
        sql = ("SELECT v.paragraph_id, v.scale, v.vector, p.text FROM vectors v"
               " JOIN paragraphs p ON p.id = v.paragraph_id")
        args: tuple[str, ...] = ()
        if language:
            sql += " WHERE p.language = ?"
            args = (language,)
        with self._lock:
            rows = self._db.execute(sql + " ORDER BY v.paragraph_id", args).fetchall()
        texts: dict[str, int] = {}
        return StoredVectors(
            ids=np.fromiter((r[0] for r in rows), np.int64, len(rows)),
            scales=np.fromiter((r[1] for r in rows), np.float32, len(rows)),
            matrix=(np.frombuffer(b"".join(r[2] for r in rows), np.int8).reshape(len(rows), -1)
                    if rows else np.zeros((0, 0), np.int8)),
            texts=np.fromiter((texts.setdefault(r[3], len(texts)) for r in rows), np.int64,
                              len(rows)),
        )

    def found(self, ids: Sequence[int]) -> dict[int, FoundRow]:
        """The paragraphs of these ids with their document and publication."""
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        with self._lock:
            rows = self._db.execute(
                "SELECT p.id, p.language, d.docid, p.pid, p.number, d.title, p.text, pb.pub,"
                " pb.issue, p.kind FROM paragraphs p JOIN documents d ON d.id = p.document_id"
                f" JOIN publications pb ON pb.id = d.publication_id WHERE p.id IN ({marks})",
                tuple(ids)).fetchall()
        return {r[0]: FoundRow(*r) for r in rows}

    def document(self, docid: int, language: str) -> tuple[str, list[LibraryParagraph]] | None:
        """A document's title and paragraphs (the reading view, offline)."""
        with self._lock:
            doc = self._db.execute(
                "SELECT d.id, d.title FROM documents d JOIN publications pb"
                " ON pb.id = d.publication_id WHERE d.docid = ? AND pb.language = ?"
                " ORDER BY pb.added DESC LIMIT 1", (docid, language)).fetchone()
            if doc is None:
                return None
            rows = self._db.execute(
                "SELECT p.id, p.pid, p.number, p.kind, p.text FROM paragraphs p"
                " WHERE p.document_id = ? ORDER BY p.pid", (doc[0],)).fetchall()
            refs: dict[int, list[str]] = {}
            for pid, ref in self._db.execute(
                    "SELECT r.paragraph_id, r.reference FROM bible_references r JOIN paragraphs p"
                    " ON p.id = r.paragraph_id WHERE p.document_id = ?", (doc[0],)):
                refs.setdefault(pid, []).append(ref)
        return doc[1], [LibraryParagraph(pid=r[1], number=r[2], kind=r[3], text=r[4],
                                         references=refs.get(r[0], [])) for r in rows]

    def citing(self, language: str, book: int, chapter: int, verse: int,
               limit: int = 10) -> list[FoundRow]:
        """The paragraphs of a language that cite a verse (by the references found in
        them), in the order they were added; a text in several issues once."""
        from app.sources.references import parse_references

        wanted = f"{book}-{chapter}-{verse}"
        with self._lock:
            rows = self._db.execute(
                "SELECT r.paragraph_id, r.reference FROM bible_references r JOIN paragraphs p"
                " ON p.id = r.paragraph_id WHERE p.language = ? AND r.reference LIKE ?"
                " ORDER BY r.paragraph_id", (language, f"%{chapter}%")).fetchall()
        ids = list(dict.fromkeys(
            row for row, ref in rows
            if any(wanted in found.verse_keys() for found in parse_references(ref, language)
                   if found.book == book)))
        found = self.found(ids)
        seen: set[str] = set()
        out: list[FoundRow] = []
        for i in ids:
            if i in found and found[i].text not in seen:
                seen.add(found[i].text)
                out.append(found[i])
        return out[:limit]

    def paragraph_languages(self, docid: int, pid: int) -> dict[str, str]:
        """The same paragraph (docid and wol id) in every language the library holds."""
        with self._lock:
            rows = self._db.execute(
                "SELECT p.language, p.text FROM paragraphs p JOIN documents d"
                " ON d.id = p.document_id WHERE d.docid = ? AND p.pid = ?", (docid, pid))
            return {lang: text for lang, text in rows}

    def texts(self, language: str) -> list[str]:
        """The distinct paragraph texts of a language (a text printed twice, once)."""
        with self._lock:
            return [r[0] for r in self._db.execute(
                "SELECT DISTINCT text FROM paragraphs WHERE language = ?", (language,))]

    def chapter_verses(self, language: str, book: int, chapter: int
                       ) -> list[LibraryVerse] | None:
        """A chapter's verses from the library's Bible in a language, in order; None when
        the library holds no Bible in that language."""
        with self._lock:
            rows = self._db.execute(
                "SELECT book, chapter, verse, text FROM verses WHERE language = ? AND book = ?"
                " AND chapter = ? ORDER BY verse", (language, book, chapter)).fetchall()
            if not rows and not self._holds_bible(language):
                return None
        return [LibraryVerse(book=r[0], chapter=r[1], verse=r[2], text=r[3]) for r in rows]

    def _holds_bible(self, language: str) -> bool:
        return self._db.execute("SELECT 1 FROM verses WHERE language = ? LIMIT 1",
                                (language,)).fetchone() is not None

    def search_verses(self, query: str, language: str, limit: int = 10) -> list[LibraryVerse]:
        """The Bible's verses whose words match the query best (bm25), best first."""
        expression = fts_query(query, language)
        if not expression:
            return []
        with self._lock:
            rows = self._db.execute(
                "SELECT v.book, v.chapter, v.verse, v.text FROM verse_words w"
                " JOIN verses v ON v.id = w.rowid WHERE verse_words MATCH ? AND v.language = ?"
                " ORDER BY bm25(verse_words) LIMIT ?", (expression, language, limit)).fetchall()
        return [LibraryVerse(book=r[0], chapter=r[1], verse=r[2], text=r[3]) for r in rows]

    def daily(self, language: str, day: str) -> DailyEntry | None:
        """The daily text of a day (YYYY-MM-DD) from the library's book of its year."""
        with self._lock:
            r = self._db.execute(
                "SELECT day, heading, scripture, scripture_ref, text, source FROM daily_texts"
                " WHERE language = ? AND day = ? LIMIT 1", (language, day)).fetchone()
        return None if r is None else DailyEntry(day=r[0], heading=r[1], scripture=r[2],
                                                 scripture_ref=r[3], text=r[4], source=r[5])

    def size_bytes(self) -> int:
        """Bytes on disk (the file and its write-ahead log)."""
        with self._lock:
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return sum(p.stat().st_size for p in self.path.parent.glob(self.path.name + "*"))
