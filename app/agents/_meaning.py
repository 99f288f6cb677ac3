"""Topic search by meaning: the sentence embedder (models/e5) over what wol's lexical
search finds.

wol.jw.org's search, its index and the Research Guide match words. Two steps make a
topic search reach the articles about it in other words or another language:

1. `expand`: the query's nearest subjects (app.agents._subjects, named in es/en/pt as
   the index names them) add their names in the run's language to the words searched:
   "ansiedad" also searches "inquietud", "parenting" also "parents; children; family".
2. `score`: every passage found is compared with the query by meaning (cosine of e5
   embeddings); passages below FLOOR are not about the query and are never shown, the
   rest rank by meaning (with a small share of shared words).

Thresholds were chosen on the dev part of bench/data/topic_search.json
(`python -m bench.topic_search --split dev`); its test part was not used for them.
When the embedder is missing or fails, callers keep the lexical search and say so.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from app.agents._subjects import SUBJECT_NAMES
from app.agents.base import AgentContext
from app.core.models import Language
from app.core.text.lexicon import stem, stop_words, words
from app.nli.embedder import Embedder
from app.nli.engine import embed_passages, embed_queries, shared_embedder

log = logging.getLogger(__name__)

# cosine (query, subject name) a subject needs to add its names to the search, and how
# far above the third nearest subject it must stand: a query about nothing we know
# ("futebol", "recetas de cocina") is about as near many subjects (0.90, 0.90, 0.90),
# one about a subject stands out ("parenting": family 0.945, then 0.896, 0.881)
EXPAND_FLOOR = 0.86
DISTINCT = 0.03
EXPAND_SUBJECTS = 2  # at most this many subjects
NAMED_PREFIX = 4  # letters a claim's word and a subject's name share to name it
# cosine (query, passage) below which a passage is not about the query
FLOOR = 0.80
# a passage this far below the best one is left out too
MARGIN = 0.05
LEXICAL_SHARE = 0.03  # shared words break near ties between passages


@dataclass
class Expansion:
    subjects: list[str] = field(default_factory=list)  # subject keys, nearest first
    terms: list[str] = field(default_factory=list)  # their names in the run's language


_cache_lock = threading.Lock()
_subject_vectors: dict[int, tuple[list[str], np.ndarray]] = {}


def embedder_of(ctx: AgentContext) -> Embedder:
    """The run's embedder (a service), else the process-wide one; NLIModelError when
    none is installed."""
    given = ctx.services.get("embedder")
    if isinstance(given, Embedder):
        return given
    return shared_embedder(ctx.settings, ctx.language)


async def _subjects(embedder: Embedder) -> tuple[list[str], np.ndarray]:
    """(subject key per row, the embeddings of every name of every subject), once."""
    with _cache_lock:
        known = _subject_vectors.get(id(embedder))
    if known is not None:
        return known
    keys = [key for key, names in SUBJECT_NAMES.items()
            for forms in names.values() for _ in forms]
    texts = [form for names in SUBJECT_NAMES.values() for forms in names.values()
             for form in forms]
    vectors = await embed_queries(embedder, texts)
    with _cache_lock:
        _subject_vectors[id(embedder)] = (keys, vectors)
    return keys, vectors


def _named(query: str, names: Sequence[str], lang: Language) -> bool:
    """One of a subject's names shares a content word with the query, by its light stem
    or its first letters ("sofram" and "sofrimento", "sufra" and "sufrimiento")."""
    def forms(text: str) -> set[str]:
        out: set[str] = set()
        for word in words(text):
            if word in stop_words(lang) or len(word) < NAMED_PREFIX:
                continue
            out.add(stem(word, lang))
            out.add(word[:NAMED_PREFIX])
        return out

    wanted = forms(query)
    return any(forms(name) & wanted for name in names)


async def expand(embedder: Embedder, lang: Language, query: str, *,
                 named: bool = False) -> Expansion:
    """The subjects nearest the query and their names in `lang` (not the query's own
    words). With `named`, the nearest subject also counts when it does not stand out
    by meaning alone but one of its names in `lang` shares a word with the query: a
    claim ("Deus quer que as pessoas sofram") is a sentence, and a sentence sits near
    several subjects; the word it shares with one ("sofrimento") says which it is about,
    in every language alike."""
    keys, vectors = await _subjects(embedder)
    q = (await embed_queries(embedder, [query]))[0]
    scores = vectors @ q
    best: dict[str, float] = {}
    for key, value in zip(keys, scores, strict=True):
        best[key] = max(best.get(key, -1.0), float(value))
    order = sorted(best, key=lambda k: -best[k])
    third = best[order[2]] if len(order) > 2 else 0.0
    chosen = [k for k in order if best[k] >= EXPAND_FLOOR and best[k] - third >= DISTINCT]
    if named and order and order[0] not in chosen and best[order[0]] >= EXPAND_FLOOR \
            and _named(query, SUBJECT_NAMES[order[0]].get(lang, ()), lang):
        chosen.insert(0, order[0])
    out = Expansion(subjects=chosen[:EXPAND_SUBJECTS])
    own = query.casefold()
    for key in out.subjects:
        for name in SUBJECT_NAMES[key].get(lang, ()):
            if name.casefold() not in own and name not in out.terms:
                out.terms.append(name)
    return out


async def similarity(embedder: Embedder, query: str, texts: Sequence[str]) -> np.ndarray:
    """Cosine of the query with each text (as e5 passages)."""
    if not texts:
        return np.zeros(0, dtype=np.float32)
    q = (await embed_queries(embedder, [query]))[0]
    return np.asarray(await embed_passages(embedder, list(texts)) @ q)


def kept(scores: Sequence[float]) -> list[bool]:
    """Which scores are about the query: at least FLOOR, and within MARGIN of the best."""
    best = max(scores, default=0.0)
    return [s >= FLOOR and s >= best - MARGIN for s in scores]


def ranked_score(meaning: float, lexical: float) -> float:
    return meaning + LEXICAL_SHARE * lexical
