"""Paragraph vectors as int8 rows, and the meaning ranking over them (plain numpy:
a year of publications is a few thousand rows, a product of milliseconds).

A vector (L2-normalised float32, from the e5 embedder) is stored as int8 with one scale
per row (max |x| / 127), a quarter of its float size; cosine similarity survives the
rounding to well under a hundredth."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from app.library.store import StoredVectors


class Embedder(Protocol):
    """The encoder of app/nli (e5): queries and passages to L2-normalised (n, d) rows."""

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray: ...

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray: ...


def quantize(vectors: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(int8 rows, float32 scales) with rows * scales ~ vectors."""
    peak = np.abs(vectors).max(axis=1)
    scales = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
    rows = np.clip(np.rint(vectors / scales[:, None]), -127, 127).astype(np.int8)
    return rows, scales


def restore(stored: StoredVectors) -> np.ndarray:
    """The float32 rows the int8 ones stand for."""
    return stored.matrix.astype(np.float32) * stored.scales[:, None]


@dataclass(frozen=True)
class Nearest:
    """The paragraphs nearest a query, and how near the whole index is to it on average
    (the baseline a hit must stand out from to be about the query)."""

    scored: list[tuple[int, float]]  # (paragraph id, cosine), best first
    mean: float  # the mean cosine of the index's distinct texts to the query
    count: int  # how many distinct texts that mean is over
    runner_up: float | None = None  # the second nearest text's cosine, if any


class MeaningIndex:
    """The restored vectors of one language (or all), ranked against a query vector."""

    def __init__(self, stored: StoredVectors) -> None:
        self.ids = stored.ids
        self.texts = stored.texts
        self.rows = restore(stored) if len(stored.ids) else np.zeros((0, 0), np.float32)
        self._row_of: dict[int, int] | None = None
        # one row per distinct text (a text printed in several issues counts once)
        self._distinct = (np.unique(self.texts, return_index=True)[1] if len(stored.ids)
                          else np.zeros(0, np.int64))

    def __len__(self) -> int:
        return len(self.ids)

    def rank(self, query: np.ndarray, limit: int) -> list[int]:
        """Paragraph ids nearest the query, best first; a text in several issues once."""
        return [item for item, _ in self.rank_scored(query, limit)]

    def rank_scored(self, query: np.ndarray, limit: int) -> list[tuple[int, float]]:
        """(paragraph id, cosine) nearest the query, best first; a text in several
        issues once."""
        return self.nearest(query, limit).scored

    def cosines(self, query: np.ndarray, ids: Iterable[int]) -> dict[int, float]:
        """The cosine to the query of each of these paragraphs that has a vector here."""
        if self._row_of is None:
            self._row_of = {int(item): n for n, item in enumerate(self.ids)}
        rows = [(item, self._row_of[item]) for item in ids if item in self._row_of]
        if not rows:
            return {}
        scores = self.rows[[n for _, n in rows]] @ query.astype(np.float32)
        return {item: float(score) for (item, _), score in zip(rows, scores, strict=True)}

    def nearest(self, query: np.ndarray, limit: int) -> Nearest:
        """`rank_scored` with the mean cosine of every row to the query."""
        if not len(self.ids):
            return Nearest([], 0.0, 0)
        scores = self.rows @ query.astype(np.float32)
        take = min(len(scores), limit * 30)
        best = np.argpartition(-scores, take - 1)[:take]
        best = best[np.argsort(-scores[best])]
        out: list[tuple[int, float]] = []
        seen: set[int] = set()
        for i in best:
            text = int(self.texts[i])
            if text not in seen:
                seen.add(text)
                out.append((int(self.ids[i]), float(scores[i])))
                if len(out) == limit:
                    break
        return Nearest(out, float(scores[self._distinct].mean()), len(self._distinct),
                       out[1][1] if len(out) > 1 else None)
