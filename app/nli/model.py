"""A 3-way NLI model in a folder (model.onnx + tokenizer.json + labels.json), run with onnxruntime.

Any model with that folder layout drops in: the label order, maximum length and
input names come from `labels.json`, the pair template from the tokenizer's own
post-processor. See models/README.md for the folder format.

Long premises are split into overlapping windows, each of whole sentences
where it can be and each fitting the maximum length together with the
hypothesis (labels.json may ask for smaller windows with `premise_window`: the
shipped model, trained on short premises, uses 48 tokens). The *strongest*
verdict is kept:

1. if some window's most likely label is entailment, the window with the
   highest entailment probability (one passage that supports the claim is
   enough);
2. otherwise, if some window's most likely label is contradiction, the window
   with the highest contradiction probability (one passage that denies it);
3. otherwise (every window neutral), the window with the highest entailment
   probability, the one closest to supporting the claim.

The verdict is that window's whole distribution, so the three numbers still
sum to one.

Not every window is scored (`select_windows`): when some windows share content
words with the hypothesis, windows sharing none are skipped (they can hardly
support or deny it), and the windows are scored in two rounds, most shared words
first: a pair whose first window already entails the hypothesis decisively stops
there. All pairs' windows of a round go through the model together, in batches
of similar length. Every decision depends on the pair alone, never on the other
pairs of the call, so a pair's scores do not depend on its batch.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import logging
import os
import re
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import numpy as np

from app.core.errors import PreparoError
from app.core.i18n import tr
from app.core.text import prefix_stem, union
from app.core.text.lexicon import WINDOW_FUNCTION_WORDS

if TYPE_CHECKING:
    from app.core.settings import Settings

log = logging.getLogger(__name__)

# The nice value of the threads that run the model (Linux). On two cores the model's
# two threads and the UI thread compete; at equal priority the window's event loop
# waited up to 30-40 ms behind a comment check. At nice 10 the scheduler gives the
# UI thread the core as soon as it wakes; an idle machine runs the model as fast.
BACKGROUND_NICE = 10


def lower_thread_priority() -> bool:
    """Lower the calling thread's scheduling priority to BACKGROUND_NICE (Linux, this
    thread only; threads it creates inherit it). False where that is not possible."""
    if not sys.platform.startswith("linux"):
        return False
    tid = threading.get_native_id()
    try:
        if os.getpriority(os.PRIO_PROCESS, tid) < BACKGROUND_NICE:
            os.setpriority(os.PRIO_PROCESS, tid, BACKGROUND_NICE)
    except OSError as exc:
        log.info("could not lower the NLI thread's priority: %s", exc)
        return False
    return True

LABELS: tuple[str, str, str] = ("entailment", "neutral", "contradiction")
MODEL_FILES: tuple[str, str, str] = ("model.onnx", "tokenizer.json", "labels.json")

_SYNONYMS = {
    "entailment": "entailment",
    "entails": "entailment",
    "entailed": "entailment",
    "neutral": "neutral",
    "contradiction": "contradiction",
    "contradicts": "contradiction",
    "contradictory": "contradiction",
}

Scores = dict[str, float]
# the graph output, when the model has it, holding each pair's mean-pooled encoder vector
# (the head's input; models/build_nli.py add_pooled_output)
POOLED_OUTPUT = "pooled"
V = TypeVar("V")


@dataclass(frozen=True)
class PairVector:
    """A pair's scores and its representation: the mean-pooled encoder output the 3-way
    head reads (float32, the model's hidden size), for learned heads over pairs."""

    scores: Scores
    vector: np.ndarray

_OPTIMIZATION = ("disabled", "basic", "extended", "all")

# where a sentence ends: punctuation, closing quotes or brackets, then space
_SENTENCE_END = re.compile(r"[.!?…;:][\"'»”’)\]]*\s+")
_WORD = re.compile(r"\w+")
# frequent function words of four letters or more (es, en, pt): shared, they say nothing
_FUNCTION_WORDS = union(WINDOW_FUNCTION_WORDS)
# an entailment probability this high in the best-matching window ends the search
DECISIVE_ENTAILMENT = 0.9


class NLIModelError(PreparoError):
    """The NLI model folder is unusable (bad labels.json, tokenizer or ONNX graph).

    Worded in the language it was raised in; `in_language` words it again in another
    (the model is shared by runs of every language)."""

    def __init__(self, key: str, language: str = "en", **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(self.in_language(language))

    def in_language(self, language: str) -> str:
        return tr(self.key, language, **self.params)


# why a folder was skipped: a message key and its parameters
Skipped = tuple[Path, str, dict[str, Any]]


class NLIModelNotFound(NLIModelError):
    """No folder with model.onnx, tokenizer.json and labels.json was found."""

    def __init__(self, searched: Sequence[Skipped], language: str = "en") -> None:
        """`searched`: each folder looked in and why it was skipped."""
        self.skipped = list(searched)
        super().__init__("nli.not_found", language)

    @property
    def searched(self) -> list[tuple[Path, str]]:
        """Each folder looked in and why it was skipped, in English."""
        return [(path, tr(key, "en", **params)) for path, key, params in self.skipped]

    def in_language(self, language: str) -> str:
        lines = "; ".join(f"{path} ({tr(key, language, **params)})"
                          for path, key, params in self.skipped)
        return tr("nli.not_found", language, places=lines or tr("nli.nowhere", language))


def default_threads() -> int:
    """Intra-op threads for onnxruntime: the machine's cores, at most four."""
    return max(1, min(4, os.cpu_count() or 1))


def missing_files(folder: Path) -> list[str]:
    return [name for name in MODEL_FILES if not (folder / name).is_file()]


def find_model_dir(settings: Settings | None = None, language: str | None = None) -> Path:
    """The user-chosen folder (settings.nli_model_dir) if usable, else the shipped models/nli.
    NLIModelNotFound speaks `language` (the run's), else the settings'."""
    chosen = settings.nli_model_dir if settings is not None else ""
    searched, folder = first_usable(chosen, "nli", missing_files)
    if folder is None:
        raise NLIModelNotFound(searched, _language(settings, language))
    if searched:
        log.warning("NLI model: skipped %s; using %s", searched, folder)
    return folder


def _language(settings: Settings | None, language: str | None) -> str:
    if language is not None:
        return language
    return settings.language if settings is not None else "en"


def first_usable(chosen: str, shipped: str,
                 missing: Callable[[Path], list[str]]) -> tuple[list[Skipped], Path | None]:
    """The first usable model folder: the one a setting names (`chosen`, when set), then
    the shipped models/<shipped>; with each folder skipped before it and why."""
    from app.core.paths import models_dir

    candidates: list[Path] = []
    if chosen.strip():
        candidates.append(Path(chosen.strip()).expanduser())
    candidates.append(models_dir() / shipped)
    searched: list[Skipped] = []
    for folder in candidates:
        if not folder.is_dir():
            searched.append((folder, "nli.no_folder", {}))
            continue
        lacking = missing(folder)
        if not lacking:
            return searched, folder
        searched.append((folder, "nli.missing_files", {"files": ", ".join(lacking)}))
    return searched, None


@dataclass(frozen=True)
class ModelConfig:
    """What labels.json says about a model."""

    labels: tuple[str, ...]  # canonical names, in the model's output order
    max_length: int
    output: str  # "logits" or "probabilities"
    pad_id: int | None
    name: str
    raw: dict[str, Any]
    premise_window: int | None = None  # premise tokens per window, if smaller than fits
    optimization: str = "all"  # onnxruntime graph optimisation: disabled, basic, extended, all

    @classmethod
    def load(cls, path: Path, language: str = "en") -> ModelConfig:
        try:
            raw = json.loads(path.read_text("utf-8"))
        except (OSError, ValueError) as exc:
            raise NLIModelError("nli.config_unreadable", language, path=path,
                                problem=exc) from exc
        if not isinstance(raw, dict):
            raise NLIModelError("nli.config_not_object", language, path=path)
        names = raw.get("labels")
        if not isinstance(names, list) or len(names) != 3:
            raise NLIModelError("nli.labels_count", language, path=path)
        labels = tuple(_SYNONYMS.get(str(n).strip().lower(), "") for n in names)
        if sorted(labels) != sorted(LABELS):
            raise NLIModelError("nli.labels_names", language, path=path, labels=names)
        max_length = raw.get("max_length", 512)
        if not isinstance(max_length, int) or not 16 <= max_length <= 8192:
            raise NLIModelError("nli.max_length", language, path=path)
        output = str(raw.get("output", "logits")).lower()
        if output not in ("logits", "probabilities"):
            raise NLIModelError("nli.output", language, path=path)
        pad_id = raw.get("pad_id")
        if pad_id is not None and not isinstance(pad_id, int):
            raise NLIModelError("nli.pad_id", language, path=path)
        window = raw.get("premise_window")
        if window is not None and (not isinstance(window, int) or not 8 <= window <= max_length):
            raise NLIModelError("nli.premise_window", language, path=path)
        optimization = str(raw.get("onnxruntime_optimization", "all")).lower()
        if optimization not in _OPTIMIZATION:
            raise NLIModelError("nli.optimization", language, path=path,
                                choices=", ".join(_OPTIMIZATION))
        name = str(raw.get("model", path.parent.name))
        return cls(labels, max_length, output, pad_id, name, raw, window, optimization)


class _LRU(Generic[V]):
    """A small thread-safe least-recently-used map."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._data: OrderedDict[str, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> V | None:
        with self._lock:
            value = self._data.get(key)
            if value is not None:
                self._data.move_to_end(key)
            return value

    def put(self, key: str, value: V) -> None:
        if self.size <= 0:
            return
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self.size:
                self._data.popitem(last=False)

    def __len__(self) -> int:
        return len(self._data)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()


def pair_key(premise: str, hypothesis: str) -> str:
    return hashlib.sha256(f"{premise}\x1f{hypothesis}".encode()).hexdigest()


def _softmax(x: np.ndarray) -> np.ndarray:
    shifted = x - x.max(axis=-1, keepdims=True)
    e = np.exp(shifted)
    return np.asarray(e / e.sum(axis=-1, keepdims=True))


def strongest(windows: np.ndarray) -> np.ndarray:
    """The verdict kept among window distributions (rows in LABELS order); see module doc."""
    if len(windows) == 1:
        return np.asarray(windows[0])
    top = windows.argmax(axis=1)
    if (top == 0).any():
        return np.asarray(windows[int(np.argmax(windows[:, 0]))])
    if (top == 2).any():
        return np.asarray(windows[int(np.argmax(windows[:, 2]))])
    return np.asarray(windows[int(np.argmax(windows[:, 0]))])


def content_stems(text: str) -> set[str]:
    """Lower-cased five-letter stems of the words of four letters or more (not function words)."""
    return {
        prefix_stem(word, 5)
        for word in (w.lower() for w in _WORD.findall(text))
        if len(word) >= 4 and word not in _FUNCTION_WORDS and not word.isdigit()
    }


def window_rounds(overlaps: Sequence[int]) -> tuple[list[int], list[int]]:
    """Which windows to score first and which after, given each window's shared stems.

    One or two windows: all at once. Otherwise, when some window shares stems with
    the hypothesis: first the one sharing the most (the earliest among equals), then
    the others that share any; windows sharing none are skipped. When none shares
    any, all are scored in the first round.
    """
    order = list(range(len(overlaps)))
    if len(order) <= 2 or max(overlaps, default=0) == 0:
        return order, []
    ranked = sorted((i for i in order if overlaps[i] > 0), key=lambda i: (-overlaps[i], i))
    return ranked[:1], sorted(ranked[1:])


def decisive(probs: np.ndarray) -> bool:
    """One window entails the hypothesis clearly enough that the rest cannot add to it."""
    return bool(int(np.argmax(probs)) == 0 and probs[0] >= DECISIVE_ENTAILMENT)


class NLIModel:
    """Loads lazily, runs batched, windows long premises and caches results by text hash.

    Its errors (NLIModelError) are worded in `language`; the NLI engine
    (app.nli.engine) words them again in each run's own."""

    def __init__(
        self,
        folder: Path | str,
        *,
        threads: int | None = None,
        cache_size: int = 4096,
        batch_size: int = 32,
        language: str = "en",
    ) -> None:
        self.folder = Path(folder).expanduser()
        self.language = language
        if not self.folder.is_dir():
            raise NLIModelNotFound([(self.folder, "nli.no_folder", {})], language)
        missing = missing_files(self.folder)
        if missing:
            raise NLIModelNotFound(
                [(self.folder, "nli.missing_files", {"files": ", ".join(missing)})], language)
        self.config = ModelConfig.load(self.folder / "labels.json", language)
        self.threads = threads or default_threads()
        self.batch_size = max(1, batch_size)
        self.max_length = self.config.max_length
        # column j of our result = column order[j] of the model's output
        self._order = [self.config.labels.index(name) for name in LABELS]
        self._cache: _LRU[Scores] = _LRU(cache_size)
        self._vectors: _LRU[PairVector] = _LRU(cache_size)
        self._lock = threading.Lock()
        self._session: Any = None
        self._tokenizer: Any = None
        self._inputs: list[tuple[str, Any]] = []
        self._output = ""
        self._pooled: str | None = None
        self._pad_id = 0
        # pairs: pairs scored by the model (cache misses); windows: windows the premises
        # were cut into; rows: windows actually run through the model
        self.stats = {"cache_hits": 0, "cache_misses": 0, "pairs": 0, "rows": 0, "windows": 0}

    # -- loading ------------------------------------------------------------------------

    @property
    def loaded(self) -> bool:
        return self._session is not None

    def load(self) -> None:
        """Create the tokenizer and the onnxruntime session once (thread-safe)."""
        if self._session is not None:
            return
        with self._lock:
            if self._session is not None:
                return
            import onnxruntime as ort
            from tokenizers import Tokenizer

            try:
                tokenizer = Tokenizer.from_file(str(self.folder / "tokenizer.json"))
            except Exception as exc:
                raise NLIModelError("nli.file_unusable", self.language,
                                    path=self.folder / "tokenizer.json", problem=exc) from exc
            tokenizer.no_truncation()
            tokenizer.no_padding()
            options = ort.SessionOptions()
            options.intra_op_num_threads = self.threads
            options.inter_op_num_threads = 1
            # Intra-op threads spin between the parallel parts of one run (waking a
            # sleeping thread for each of the ~900 kernels cost a third of a pair's time:
            # 10.0 -> 7.2 ms for one pair, 117 -> 149 pairs/s at batch 32) and stop
            # spinning when the run ends, so between runs they take no core from the
            # UI thread (idle CPU 0.1 ms per 200 ms, as without spinning; spinning
            # that outlasts the run burnt 40 ms and stalled the window).
            options.add_session_config_entry("session.intra_op.allow_spinning", "1")
            options.add_session_config_entry("session.force_spinning_stop", "1")
            options.graph_optimization_level = {
                "disabled": ort.GraphOptimizationLevel.ORT_DISABLE_ALL,
                "basic": ort.GraphOptimizationLevel.ORT_ENABLE_BASIC,
                "extended": ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED,
                "all": ort.GraphOptimizationLevel.ORT_ENABLE_ALL,
            }[self.config.optimization]
            made: dict[str, Any] = {}

            def make_session() -> None:
                # onnxruntime's intra-op threads are started here and inherit this
                # thread's lowered priority; the caller's own thread keeps its own
                lower_thread_priority()
                try:
                    made["session"] = ort.InferenceSession(
                        str(self.folder / "model.onnx"),
                        sess_options=options,
                        providers=["CPUExecutionProvider"],
                    )
                except Exception as exc:
                    made["error"] = exc

            maker = threading.Thread(target=make_session, name="preparo-nli-load")
            maker.start()
            maker.join()
            if "error" in made:
                problem = made["error"]
                raise NLIModelError("nli.file_unusable", self.language,
                                    path=self.folder / "model.onnx",
                                    problem=problem) from problem
            session = made["session"]
            inputs: list[tuple[str, Any]] = []
            for spec in session.get_inputs():
                if spec.name not in ("input_ids", "attention_mask", "token_type_ids"):
                    raise NLIModelError("nli.unsupported_input", self.language,
                                        path=self.folder / "model.onnx", name=repr(spec.name))
                dtype = np.int32 if "int32" in spec.type else np.int64
                inputs.append((spec.name, dtype))
            self._pad_id = self._find_pad_id(tokenizer)
            self._tokenizer = tokenizer
            self._inputs = inputs
            outputs = [spec.name for spec in session.get_outputs()]
            self._output = outputs[0]
            self._pooled = POOLED_OUTPUT if POOLED_OUTPUT in outputs[1:] else None
            self._session = session

    def _find_pad_id(self, tokenizer: Any) -> int:
        if self.config.pad_id is not None:
            return self.config.pad_id
        padding = tokenizer.padding
        if padding and "pad_id" in padding:
            return int(padding["pad_id"])
        for token in ("<pad>", "[PAD]"):
            found = tokenizer.token_to_id(token)
            if found is not None:
                return int(found)
        return 0

    # -- windows ------------------------------------------------------------------------

    def segments(self, premise: str, hypothesis: str) -> list[Any]:
        """Pair encodings of at most max_length tokens covering the whole premise.

        A premise longer than the window (labels.json `premise_window`, else whatever
        fits next to the hypothesis) is cut into windows of whole sentences where it
        can be, each window starting with the last sentence of the one before.
        """
        return [encoding for _, encoding in self.windows(premise, hypothesis)]

    def windows(self, premise: str, hypothesis: str) -> list[tuple[str, Any]]:
        """(premise text of the window, its pair encoding) for each window of `segments`."""
        self.load()
        tok = self._tokenizer
        specials = tok.num_special_tokens_to_add(True)
        hyp = tok.encode(hypothesis, add_special_tokens=False)
        limit = self.max_length // 2
        if len(hyp.ids) > limit:  # keep room for the premise: cut an overlong hypothesis
            hypothesis = hypothesis[: hyp.offsets[limit - 1][1]]
            hyp = tok.encode(hypothesis, add_special_tokens=False)
        fit = max(8, self.max_length - specials - len(hyp.ids) - 2)
        budget = min(fit, self.config.premise_window or fit)
        prem = tok.encode(premise, add_special_tokens=False)
        count = len(prem.ids)
        if count <= budget:
            whole = tok.encode(premise, hypothesis)
            if len(whole.ids) <= self.max_length:
                return [(premise, whole)]
        offsets = prem.offsets
        token_starts = [start for start, _ in offsets]
        sentence_starts = sorted(
            {bisect.bisect_left(token_starts, m.end()) for m in _SENTENCE_END.finditer(premise)}
            - {0, count}
        )
        out = []
        start = 0
        while True:
            end = min(count, start + budget)
            if end < count:
                inside = [s for s in sentence_starts if start + budget // 3 < s <= end]
                if inside:
                    end = inside[-1]
            out.append(self._window(premise, hypothesis, offsets, start, end))
            if end >= count:
                return out
            back = [s for s in sentence_starts if start < s < end and s >= end - budget // 2]
            start = back[-1] if back else max(start + 1, end - budget // 4)

    def _window(
        self, premise: str, hypothesis: str, offsets: list[tuple[int, int]], start: int, end: int
    ) -> tuple[str, Any]:
        """Encode premise tokens [start, end) with the hypothesis, shrinking to max_length."""
        while True:
            piece = premise[offsets[start][0] : offsets[end - 1][1]]
            enc = self._tokenizer.encode(piece, hypothesis)
            excess = len(enc.ids) - self.max_length
            if excess <= 0 or end - start <= 1:
                return piece, enc
            end = max(start + 1, end - excess)

    # -- inference ----------------------------------------------------------------------

    @property
    def has_pooled(self) -> bool:
        """Does the model give pair vectors (its `pooled` output)? Loads the model."""
        self.load()
        return self._pooled is not None

    def _infer(self, encodings: list[Any]) -> np.ndarray:
        """Probabilities (rows in LABELS order) for pair encodings, batched by length."""
        return self._run(encodings, pooled=False)[0]

    def _run(self, encodings: list[Any], *, pooled: bool) -> tuple[np.ndarray, np.ndarray | None]:
        """Probabilities and (when `pooled`, from the model's pooled output) pair vectors
        for pair encodings, batched by length."""
        self.load()
        result = np.zeros((len(encodings), 3), dtype=np.float32)
        vectors: np.ndarray | None = None
        names = [self._output]
        if pooled:
            if self._pooled is None:
                raise NLIModelError("nli.no_pooled", self.language,
                                    path=self.folder / "model.onnx")
            names.append(self._pooled)
        order = sorted(range(len(encodings)), key=lambda i: len(encodings[i].ids))
        for start in range(0, len(order), self.batch_size):
            chunk = order[start : start + self.batch_size]
            width = max(len(encodings[i].ids) for i in chunk)
            ids = np.full((len(chunk), width), self._pad_id, dtype=np.int64)
            mask = np.zeros((len(chunk), width), dtype=np.int64)
            types = np.zeros((len(chunk), width), dtype=np.int64)
            for row, i in enumerate(chunk):
                enc = encodings[i]
                n = len(enc.ids)
                ids[row, :n] = enc.ids
                mask[row, :n] = 1
                types[row, :n] = enc.type_ids
            arrays = {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}
            feed = {name: arrays[name].astype(dtype) for name, dtype in self._inputs}
            ran = self._session.run(names, feed)
            raw = np.asarray(ran[0], dtype=np.float32)
            if pooled:
                pooled_rows = np.asarray(ran[1], dtype=np.float32)
                if vectors is None:
                    vectors = np.zeros((len(encodings), pooled_rows.shape[1]), dtype=np.float32)
                vectors[chunk] = pooled_rows
            if raw.ndim != 2 or raw.shape[1] != 3:
                raise NLIModelError("nli.bad_shape", self.language,
                                    path=self.folder / "model.onnx", shape=raw.shape)
            probs = _softmax(raw) if self.config.output == "logits" else raw
            result[chunk] = probs[:, self._order]
            self.stats["rows"] += len(chunk)
        return result, vectors

    def represent_batch(self, pairs: Sequence[tuple[str, str]]) -> list[PairVector]:
        """Each (premise, hypothesis)'s scores and pooled vector, in order, from one window:
        the whole pair when it fits max_length, else the premise's first window (meant for
        short premises: a sentence or two). Cached like `entail_batch`; NLIModelError when
        the model has no pooled output."""
        results: list[PairVector | None] = [None] * len(pairs)
        todo: dict[str, list[int]] = {}
        for i, (premise, hypothesis) in enumerate(pairs):
            key = pair_key(premise, hypothesis)
            hit = self._vectors.get(key)
            if hit is not None:
                self.stats["cache_hits"] += 1
                results[i] = hit
            else:
                todo.setdefault(key, []).append(i)
        if todo:
            self.stats["cache_misses"] += len(todo)
            keys = list(todo)
            encodings = [self.windows(*pairs[todo[key][0]])[0][1] for key in keys]
            probs, vectors = self._run(encodings, pooled=True)
            assert vectors is not None
            self.stats["pairs"] += len(keys)
            for n, key in enumerate(keys):
                found = PairVector({name: float(probs[n, j]) for j, name in enumerate(LABELS)},
                                   vectors[n])
                self._vectors.put(key, found)
                for i in todo[key]:
                    results[i] = found
        return [r for r in results if r is not None]

    def entail_batch(self, pairs: Sequence[tuple[str, str]]) -> list[Scores]:
        """{entailment, neutral, contradiction} for each (premise, hypothesis), in order."""
        results: list[Scores | None] = [None] * len(pairs)
        todo: dict[str, list[int]] = {}
        for i, (premise, hypothesis) in enumerate(pairs):
            key = pair_key(premise, hypothesis)
            hit = self._cache.get(key)
            if hit is not None:
                self.stats["cache_hits"] += 1
                results[i] = dict(hit)
            else:
                todo.setdefault(key, []).append(i)
        if todo:
            self.stats["cache_misses"] += len(todo)
            keys = list(todo)
            verdicts = self._score([pairs[todo[key][0]] for key in keys])
            for key, verdict in zip(keys, verdicts, strict=True):
                scores = {name: float(verdict[j]) for j, name in enumerate(LABELS)}
                self._cache.put(key, scores)
                for i in todo[key]:
                    results[i] = dict(scores)
        return [r for r in results if r is not None]

    def _score(self, pairs: Sequence[tuple[str, str]]) -> list[np.ndarray]:
        """The kept verdict of each pair: its windows scored in (at most) two rounds."""
        cut = [self.windows(premise, hypothesis) for premise, hypothesis in pairs]
        windows = [[encoding for _, encoding in pieces] for pieces in cut]
        later: list[list[int]] = []
        first: list[list[int]] = []
        for (_, hypothesis), pieces in zip(pairs, cut, strict=True):
            overlaps = [0] * len(pieces)
            if len(pieces) > 2:
                wanted = content_stems(hypothesis)
                overlaps = [len(wanted & content_stems(text)) for text, _ in pieces]
            now, after = window_rounds(overlaps)
            first.append(now)
            later.append(after)
        scored: list[dict[int, np.ndarray]] = [{} for _ in pairs]
        self._run_round(windows, first, scored)
        second = [after if not any(decisive(p) for p in done.values()) else []
                  for after, done in zip(later, scored, strict=True)]
        self._run_round(windows, second, scored)
        self.stats["pairs"] += len(pairs)
        self.stats["windows"] += sum(len(w) for w in windows)
        return [strongest(np.stack([done[i] for i in sorted(done)])) for done in scored]

    def _run_round(
        self,
        windows: list[list[Any]],
        chosen: list[list[int]],
        scored: list[dict[int, np.ndarray]],
    ) -> None:
        """Score the chosen windows of every pair in one batched pass."""
        index = [(n, i) for n, picks in enumerate(chosen) for i in picks]
        if not index:
            return
        probs = self._infer([windows[n][i] for n, i in index])
        for (n, i), row in zip(index, probs, strict=True):
            scored[n][i] = row

    def entail(self, premise: str, hypothesis: str) -> Scores:
        return self.entail_batch([(premise, hypothesis)])[0]

    def clear_cache(self) -> None:
        self._cache.clear()
        self._vectors.clear()

    def __repr__(self) -> str:
        return f"NLIModel({str(self.folder)!r}, model={self.config.name!r})"


_default_lock = threading.Lock()
_default_models: dict[Path, NLIModel] = {}


def default_model(settings: Settings | None = None, language: str | None = None) -> NLIModel:
    """The process-wide model for the folder the settings point at (created once; its
    problems worded in `language`, the asking run's, else the settings')."""
    if settings is None:
        from app.core.settings import load_settings

        settings = load_settings()
    language = language or settings.language
    folder = find_model_dir(settings, language).resolve()
    with _default_lock:
        model = _default_models.get(folder)
        if model is None:
            model = NLIModel(folder, language=language)
            _default_models[folder] = model
        return model


def entail(premise: str, hypothesis: str) -> Scores:
    """Entailment scores with the default model (see `default_model`)."""
    return default_model().entail(premise, hypothesis)


def entail_batch(pairs: Sequence[tuple[str, str]]) -> list[Scores]:
    return default_model().entail_batch(pairs)
