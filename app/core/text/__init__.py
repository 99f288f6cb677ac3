"""The language layer: how Preparo reads words of es/en/pt text, in one place.

- `fold` (and its shapes `key`, `plain`, `word_set`): case, accents and the
  pronunciation marks of Bible names, one way for every layer; `unmark`: the marks
  alone, for the parsers' plain text of a verse;
- `words`, `stem`, `content_stems` and the stop-word lists, per language
  (app.core.text.lexicon);
- `split_sentences`: a study paragraph into sentences (app.core.text.sentences).

No I/O and nothing above app.core is imported here.
"""

from app.core.text.folding import PRONUNCIATION_MARKS, fold, key, plain, unmark, word_set
from app.core.text.lexicon import (
    NEGATIONS,
    STOP_WORDS,
    content_stems,
    prefix_stem,
    stem,
    stop_words,
    union,
    words,
)
from app.core.text.sentences import split_sentences

__all__ = [
    "NEGATIONS",
    "PRONUNCIATION_MARKS",
    "STOP_WORDS",
    "content_stems",
    "fold",
    "key",
    "plain",
    "prefix_stem",
    "split_sentences",
    "stem",
    "stop_words",
    "union",
    "unmark",
    "word_set",
    "words",
]
