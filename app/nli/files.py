"""The tokenizer file of a model folder, plain (tokenizer.json) or gzip-compressed
(tokenizer.json.gz).

The source tree keeps models/nli/tokenizer.json as it is; the frozen bundle ships it
compressed (2.0 MB -> 0.7 MB, installer/layout.py), and a folder the person chose may
hold either. `read_tokenizer_json(folder)` loads whichever is there, the plain file
first; `read_tokenizer_bytes` gives the JSON bytes (what a SHA-256 in a config.json is
taken over: the same for both forms). A damaged file raises TokenizerFileError, which
names the file and says what is wrong with it.
"""

from __future__ import annotations

import gzip
import hashlib
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tokenizers import Tokenizer

TOKENIZER_FILE = "tokenizer.json"
GZIP_SUFFIX = ".gz"


class TokenizerFileError(ValueError):
    """The tokenizer file is missing, cannot be decompressed or is not a tokenizer."""

    def __init__(self, path: Path, problem: str) -> None:
        self.path = path
        self.problem = problem
        super().__init__(f"{path}: {problem}")


class TokenizerChanged(TokenizerFileError):
    """The tokenizer's JSON is not the one a model was built with (its SHA-256 differs)."""


def tokenizer_path(folder: Path | str, name: str = TOKENIZER_FILE) -> Path | None:
    """The tokenizer file present in `folder`: `name`, else `name`.gz, else None."""
    plain = Path(folder) / name
    if plain.is_file():
        return plain
    packed = plain.with_name(plain.name + GZIP_SUFFIX)
    return packed if packed.is_file() else None


def has_file(folder: Path | str, name: str) -> bool:
    """True when `folder` holds `name`, or its .gz for the tokenizer file."""
    if name == TOKENIZER_FILE:
        return tokenizer_path(folder, name) is not None
    return (Path(folder) / name).is_file()


def read_tokenizer_bytes(folder: Path | str, name: str = TOKENIZER_FILE,
                         *, sha256: str = "") -> tuple[Path, bytes]:
    """(the file read, the tokenizer's JSON bytes), decompressed when it is the .gz.

    `sha256`, when given, is checked against the JSON bytes: TokenizerChanged if it
    differs."""
    path = tokenizer_path(folder, name)
    if path is None:
        raise TokenizerFileError(Path(folder) / name,
                                 f"neither {name} nor {name}{GZIP_SUFFIX} is there")
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise TokenizerFileError(path, f"cannot be read ({exc})") from exc
    if path.name.endswith(GZIP_SUFFIX):
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as exc:
            # BadGzipFile (an OSError) for a wrong header, EOFError when cut short,
            # zlib.error for damaged compressed data
            raise TokenizerFileError(
                path, f"the gzip file is damaged and cannot be decompressed ({exc})") from exc
    if sha256 and hashlib.sha256(data).hexdigest() != sha256:
        raise TokenizerChanged(path, "its SHA-256 differs from the one the model was built with")
    return path, data


def read_tokenizer_json(folder: Path | str, name: str = TOKENIZER_FILE,
                        *, sha256: str = "") -> Tokenizer:
    """A `tokenizers.Tokenizer` from `folder`/`name` or `folder`/`name`.gz.

    Raises TokenizerFileError (TokenizerChanged for a `sha256` that differs) naming
    the file and the problem."""
    from tokenizers import Tokenizer

    path, data = read_tokenizer_bytes(folder, name, sha256=sha256)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise TokenizerFileError(path, f"is not UTF-8 text ({exc})") from exc
    try:
        return Tokenizer.from_str(text)
    except Exception as exc:  # tokenizers raises plain Exception for a bad spec
        raise TokenizerFileError(path, f"is not a tokenizer ({exc})") from exc
