"""The one place personal data is kept from leaving the machine.

Personal data is what a person writes about other people: the names, addresses and
notes of the return-visit notebook. Agents declare such arguments with
`Field(..., json_schema_extra={"personal": True})`; the executor registers their
values when a run (or a follow-up step) starts, and the notebook registers what it
reads. Registered values are then

- refused at the network: a request URL (with its query) or cache key holding one
  raises `PrivateDataBlocked` before anything is sent or stored (`guard_outbound`);
- scrubbed from every trace line (`scrub`) and every log record (`install_log_filter`);
- scrubbed from every LLM prompt (`scrub`);
- never used as a subject: fallbacks and broader steps skip a subject that holds one.

Values stay registered for the life of the process (the most recent runs' values,
bounded), so a late log line or a replan after the run still cannot carry them.
Matching is whole-word and case-insensitive, also on URL-encoded text and with the
accents left out ("Beltran" for "Beltrán").

A name is refused whole and word by word, except the words of a name that are common
words too ("Peter Hope", "Rosa Blanco", "Flor Santos"): "hope", "rosa" or "santos"
alone stay free to search, "Peter" and the whole name do not. A one-word name that
is a common word ("Paz") is refused as written, with its capital.
"""

from __future__ import annotations

import logging
import re
import threading
import unicodedata
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import unquote, unquote_plus, urlsplit

from pydantic import BaseModel

from app.core.errors import ErrorKind, PreparoError
from app.core.i18n import tr

log = logging.getLogger(__name__)

REDACTED = "[private]"
MAX_OWNERS = 64
MIN_LENGTH = 3  # shorter words are not registered (they would match everywhere)

_lock = threading.Lock()
# Per owner: the values refused in any case, and the ones refused only as written.
_owners: OrderedDict[str, tuple[frozenset[str], frozenset[str]]] = OrderedDict()
# Per owner: the folded words of each name of two words or more, refused together in
# any order ("q=Green+Paul" is Paul Green too).
_word_sets: dict[str, frozenset[frozenset[str]]] = {}

# Words that are names and common words too, folded (en, es, pt): such a word of a
# longer name is not refused on its own.
_COMMON_NAME_WORDS = """
hope young green grace joy faith charity rose lily king white black brown gray grey long
short rich little small love will mark bill frank wolf fox bird bush wood woods hill field
fields stone rock bell cook baker mason hunter fisher shepherd miller price ward church
temple page sage summer winter may june april dawn sky river brook glen dale chase hunt
lane street park parks moore more hall holly ivy daisy pearl ruby amber crystal angel
victory honor patience prudence mercy constance felicity noble sharp strong good goodman
best fair wise gold silver golden star sterling early late north south west east
rosa paz blanco blanca luz flor cruz sol esperanza fe caridad consuelo dolores mercedes
amparo pilar socorro rocio lucero alba aurora estrella perla reyes rey santos leon lobo
campo campos prado vega rivera ribera torre torres castillo iglesia moreno rubio calvo
delgado bravo leal franco domingo pastor marino palma olivo nieves monte rio mar sierra
luna feliz salvador angeles paloma gracia victoria gloria alegria pena pinos rico blanco
branco fe esperanca graca gloria vitoria neves pereira oliveira ferreira ribeiro rocha
pinto leao coelho carneiro raposo pedra serra reis anjo bispo lua estrela dores
"""
COMMON_NAME_WORDS = frozenset(_COMMON_NAME_WORDS.split())
_pattern: re.Pattern[str] | None = None
_sets: frozenset[frozenset[str]] = frozenset()
_WORDS = re.compile(r"[^\W\d_]+")


class PrivateDataBlocked(PreparoError):
    """Personal data was about to leave the machine; nothing was sent."""

    kind: ErrorKind = "private"

    def __init__(self, language: str = "en") -> None:
        super().__init__(tr("privacy.blocked", language))


def personal_fields(model: type[BaseModel]) -> frozenset[str]:
    """The names of the fields a model marks personal."""
    out = set()
    for name, info in model.model_fields.items():
        extra = info.json_schema_extra
        if isinstance(extra, dict) and extra.get("personal") is True:
            out.add(name)
    return frozenset(out)


def personal_values(model: type[BaseModel], args: Mapping[str, Any]) -> list[str]:
    """The values of `args` in the model's personal fields (strings, lists of strings)."""
    out: list[str] = []
    for name in personal_fields(model):
        value = args.get(name)
        items = value if isinstance(value, list | tuple) else [value]
        out.extend(v for v in items if isinstance(v, str) and v.strip())
    return out


def fold(text: str) -> str:
    """Lower case without accents: "Beltrán" -> "beltran"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _unaccented(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return unicodedata.normalize(
        "NFC", "".join(ch for ch in decomposed if not unicodedata.combining(ch)))


def unaccented(text: str) -> str:
    """`text` without its accents, case kept: "Beltrán" -> "Beltran"."""
    return _unaccented(text)


def _variants(value: str, by_word: bool = True) -> tuple[set[str], set[str]]:
    """What to refuse for one value: (in any case, only as written). The value itself
    and each of its words long enough to identify someone, with and without accents;
    a word that is a common word too only as part of the whole value (or, for a
    one-word value, with its capital)."""
    text = " ".join(value.split())
    words = [w for w in re.findall(r"[^\W\d_]+", text) if len(w) >= MIN_LENGTH]
    common = [w for w in words if fold(w) in COMMON_NAME_WORDS]
    anycase: set[str] = set()
    exact: set[str] = set()
    if len(text) >= MIN_LENGTH:
        if len(words) == 1 and common and fold(text) == fold(words[0]):
            exact.add(text[:1].upper() + text[1:])  # "Paz": the name, not peace
        else:
            anycase.add(text)
    if by_word:
        anycase.update(w for w in words if w not in common)
    for group in (anycase, exact):
        group.update({_unaccented(v) for v in group})
    return anycase, exact


def register(owner: str, values: Iterable[str], *, by_word: bool = True) -> None:
    """Keep `values` (and, `by_word`, their words) from leaving the machine; `owner` is
    a run id."""
    global _pattern, _sets
    anycase: set[str] = set()
    exact: set[str] = set()
    sets: set[frozenset[str]] = set()
    for value in values:
        more_anycase, more_exact = _variants(value, by_word)
        anycase |= more_anycase
        exact |= more_exact
        words = frozenset(fold(w) for w in _WORDS.findall(value) if len(w) >= 2)
        if len(words) >= 2:
            sets.add(words)
    if not anycase and not exact:
        return
    with _lock:
        known_anycase, known_exact = _owners.pop(owner, (frozenset(), frozenset()))
        _owners[owner] = (known_anycase | anycase, known_exact | exact)
        _word_sets[owner] = _word_sets.get(owner, frozenset()) | sets
        while len(_owners) > MAX_OWNERS:
            gone, _ = _owners.popitem(last=False)
            _word_sets.pop(gone, None)
        _pattern = _compile()
        _sets = frozenset(ws for sets_of in _word_sets.values() for ws in sets_of)


def register_args(owner: str, model: type[BaseModel], args: Mapping[str, Any]) -> None:
    register(owner, personal_values(model, args))


def forget_all() -> None:
    """Drop every registered value (tests)."""
    global _pattern, _sets
    with _lock:
        _owners.clear()
        _word_sets.clear()
        _pattern = None
        _sets = frozenset()


def _alternatives(values: Iterable[str]) -> str:
    ordered = sorted(set(values), key=len, reverse=True)  # "Carl Young" before "Carl"
    return "|".join(re.escape(v).replace(r"\ ", r"\s+") for v in ordered)


def _compile() -> re.Pattern[str] | None:
    anycase = {v for vs, _ in _owners.values() for v in vs}
    exact = {v for _, vs in _owners.values() for v in vs}
    groups = []
    if anycase:
        groups.append(f"(?i:{_alternatives(anycase)})")
    if exact:
        groups.append(_alternatives(exact))
    if not groups:
        return None
    return re.compile(rf"(?<!\w)(?:{'|'.join(groups)})(?!\w)")


def find(text: str) -> str | None:
    """The first registered value in `text` (plain or URL-encoded), or None. The words
    of a registered name are found in any order too."""
    pattern = _pattern
    if pattern is None or not text:
        return None
    sets = _sets
    for candidate in (text, unquote_plus(text), unquote(text)):
        m = pattern.search(candidate)
        if m:
            return m.group(0)
        if sets:
            words = {fold(w) for w in _WORDS.findall(candidate)}
            together = next((ws for ws in sets if ws <= words), None)
            if together is not None:
                return " ".join(sorted(together))
    return None


def scrub(text: str) -> str:
    """`text` with every registered value replaced by "[private]"."""
    pattern = _pattern
    if pattern is None or not text:
        return text
    return pattern.sub(REDACTED, text)


def guard_outbound(url: str, language: str = "en") -> None:
    """Refuse a request (URL with its query, or its cache key) that holds personal data.
    The refusal is logged with the host only: never the URL, which holds the name."""
    if find(url) is not None:
        log.warning("privacy guard: blocked a request to %s: it held personal data",
                    urlsplit(url).hostname or "a source")
        raise PrivateDataBlocked(language)


_factory_installed = False


def install_log_filter() -> None:
    """Scrub personal data from every log record created from now on (idempotent)."""
    global _factory_installed
    with _lock:
        if _factory_installed:
            return
        previous = logging.getLogRecordFactory()

        def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
            record = previous(*args, **kwargs)
            if _pattern is not None:
                try:
                    message = record.getMessage()
                except Exception:  # a bad format string: leave the record as it is
                    return record
                clean = scrub(message)
                if clean != message:
                    record.msg, record.args = clean, None
                if record.exc_info and record.exc_info[1] is not None:
                    text = logging.Formatter().formatException(record.exc_info)
                    if scrub(text) != text:
                        record.exc_text = scrub(text)
            return record

        logging.setLogRecordFactory(factory)
        _factory_installed = True


install_log_filter()
