"""The study helpers the front ends call directly, outside a run: Bible references in a
text, which sentences answer a paragraph's question, and whether a prepared comment is
supported. Each is a blocking call (the `_async` ones run in the NLI worker thread)."""

from __future__ import annotations

from collections.abc import Sequence

from app.core.settings import Settings
from app.sources.references import BibleRef, parse_references
from app.study.answers import AnswerRanking
from app.study.answers import find_answers as _find_answers
from app.study.comments import CommentCheck
from app.study.comments import check_comment as _check_comment
from app.study.comments import check_comment_async as _check_comment_async
from app.study.verdicts import answer_reason, comment_reason, comment_why

__all__ = [
    "AnswerRanking",
    "BibleRef",
    "CommentCheck",
    "answer_reason",
    "check_comment",
    "check_comment_async",
    "comment_reason",
    "comment_why",
    "explain_comment",
    "find_answers",
    "find_references",
    "load_nli_model",
    "warm_text_tools",
]

WARM_SAMPLES = {
    "es": ("Juan 3:16; Sal. 37:10, 11", "¿Por qué?", "Una frase. Otra frase."),
    "en": ("John 3:16; Ps. 37:10, 11", "Why?", "One sentence. Another one."),
    "pt": ("João 3:16; Sal. 37:10, 11", "Por quê?", "Uma frase. Outra frase."),
}


def find_references(text: str, language: str | None = None) -> list[BibleRef]:
    """The Bible references in `text`, in order; `language` breaks ties between languages."""
    return parse_references(text, language)


def find_answers(question: str, paragraphs: Sequence[str], language: str, *,
                 use_model: bool = True) -> AnswerRanking:
    """The sentences of `paragraphs` that answer `question`, best first (blocking)."""
    return _find_answers(question, paragraphs, language, use_model=use_model)


def check_comment(comment: str, paragraphs: Sequence[str], scriptures: Sequence[str],
                  language: str, *, use_model: bool = True) -> CommentCheck:
    """Supported / unsupported / contradicted, with the deciding sentence (blocking)."""
    return _check_comment(comment, paragraphs, scriptures, language, use_model=use_model)


async def check_comment_async(comment: str, paragraphs: Sequence[str],
                              scriptures: Sequence[str], language: str) -> CommentCheck:
    """`check_comment` in the NLI worker thread (the reading view's check calls this)."""
    return await _check_comment_async(comment, paragraphs, scriptures, language)


def explain_comment(check: CommentCheck, language: str,
                    numbers: Sequence[int] | None = None) -> str:
    """Why the check came out as it did, quoting its evidence ("El párr. 4 dice lo
    contrario: «…»"); `numbers` are the paragraphs' printed numbers."""
    return comment_why(check.verdict, language, evidence=check.evidence,
                       source=check.source, paragraph=check.paragraph,
                       numbers=list(numbers or []), paragraphs=check.paragraphs,
                       scriptures=check.scriptures, clash=check.clash)


def warm_text_tools() -> None:
    """Build what the agents build on first use, in the warm-up thread: the Bible book
    tables and the reference and sentence patterns of each language. Agents run on the
    UI loop; done there, the first Prepare Sunday froze the window for 40-50 ms."""
    for language, (refs, question, paragraph) in WARM_SAMPLES.items():
        parse_references(refs, language)
        _find_answers(question, [paragraph], language, use_model=False)


def load_nli_model(settings: Settings) -> None:
    """Create the settings' NLI model (tokenizer and ONNX session) now; raises when the
    model is missing or broken."""
    from app.nli.model import default_model

    default_model(settings).load()
