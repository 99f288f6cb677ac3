"""Is a prepared comment supported by the paragraph, not in it, or contradicted by it?

`check_comment(comment, paragraphs, scriptures, language)` goes through the one evidence
model (app.study.evidence, the fact-check's) with a comment's reading (`COMMENT`): the
paragraphs and their cited verses are the sources the person has at hand; each
assertion is scored by the NLI model alone and after the sentence before it, with the
claim's polarity (negation, "never", "no… sino…"), reported speech and questions left
out, and the words' clashes (a negation on one side only, another number, another name,
"could have…") taken as contradiction. The evidence summed up (`evidence.features`) goes
to a regularised multinomial logistic classifier stored in tuning.json (fitted by
`python -m bench.comment_calibration --write`) that picks "supported" (evidence: the
sentence or verse that entails it), "contradicted" (evidence: the one that denies it) or
"unsupported" (plausible, but neither the paragraph nor the verses say it).

What is a comment's own is thin: its first-person framing ("Me ayuda saber que…", "I
like that…", "Gosto de saber que…", "Eso me anima.") is taken off before the check, so
the person's feelings never count against the support (`claim_of`).
Blocking: from async code call `check_comment_async`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from app.core.text import split_sentences
from app.nli.engine import (
    MODEL,
    Engine,
    PairScorer,
    Scores,
    in_nli_thread,
    resolve_scorer,
    score_pairs,
)
from app.study import evidence
from app.study.evidence import COMMENT, FEATURES, LEXICAL_FEATURES, Clash, Features, Piece
from app.study.tuning import VERDICTS, CommentClassifier, CommentVerdict, load_tuning

__all__ = ["FEATURES", "LEXICAL_FEATURES", "CommentCheck", "PreparedComment", "check_comment",
           "check_comment_async", "check_comments", "claim_of", "decide", "features_of",
           "pairs_of", "prepare"]

# -- the comment's own framing -----------------------------------------------------------

# What a person says of themselves before the point: "Me ayuda saber que…", "I like
# that…", "Aprendí que…", "Gosto de saber que…" (matched at the start, case-folded).
_FRAMES = {
    "es": (
        r"(?:a mí\s+)?(?:me|nos) (?:ayuda|ayudó|anima|animó|gusta|gustó|encanta|encantó|"
        r"impresiona|impresionó|conmueve|conmovió|consuela|consoló|llama la atención|"
        r"llamó la atención|hace pensar|fortalece|tranquiliza|enseña|enseñó|recuerda|"
        r"alegra|da paz|emociona)(?: mucho)?(?: (?:saber|ver|pensar|leer|notar|recordar|"
        r"entender))?(?: que| cómo)?",
        r"(?:yo )?(?:aprendí|aprendo|aprendemos|noto|noté|veo|vi|pienso|creo|siento|"
        r"entiendo|valoro|agradezco|admiro|me doy cuenta de|me di cuenta de) (?:que|cómo)",
        r"(?:lo que )?(?:más )?me (?:gusta|gustó|impresiona|impresionó|llama la atención)"
        r"(?: del párrafo)? es (?:que|cómo)",
        r"para mí,?", r"(?:el párrafo|este párrafo|el texto) (?:dice|muestra|enseña) que",
        r"esto me (?:enseña|recuerda|muestra) que",
    ),
    "en": (
        r"(?:i|we) (?:really )?(?:like|liked|love|loved|learned|learnt|learn|appreciate|"
        r"appreciated|notice|noticed|see|saw|think|feel|believe|realize|realized|admire)"
        r"(?: (?:knowing|seeing|reading|to know|to see|to read|how|the fact))?(?: that)?",
        r"(?:i|we) (?:am|was|'m|are|were) (?:glad|happy|encouraged|impressed|comforted|moved|"
        r"touched|reassured)(?: (?:to (?:know|see|read|learn)|by how))?(?: that)?",
        r"it (?:really )?(?:helps|helped|encourages|encouraged|comforts|comforted|moves|"
        r"moved|impresses|impressed|reminds|reminded|strengthens|touches|touched) "
        r"(?:me|us)(?: (?:to (?:know|see|remember|think|read)))?(?: that| how)?",
        r"what (?:i like|i liked|impresses me|impressed me|helps me|touched me|stands out to "
        r"me)(?: most)? is (?:that|how)", r"for me,?",
        r"(?:the|this) (?:paragraph|text|verse) (?:says|shows|teaches) that",
        r"this (?:teaches|reminds|shows) (?:me|us) that",
    ),
    "pt": (
        r"(?:a mim\s+)?(?:me|nos|isso me) (?:ajuda|ajudou|anima|animou|consola|consolou|"
        r"impressiona|impressionou|comove|comoveu|lembra|lembrou|ensina|ensinou|fortalece|"
        r"tranquiliza|alegra|emociona)(?: muito)?(?: (?:a )?(?:saber|ver|pensar|lembrar|"
        r"ler|entender))?(?: que| como)?",
        r"(?:eu )?(?:gosto|gostei|adoro|adorei) (?:de )?(?:saber|ver|ler|pensar|notar)"
        r"(?: que| como)?",
        r"(?:eu )?(?:aprendi|aprendo|aprendemos|percebo|percebi|vejo|vi|acho|penso|sinto|"
        r"creio|entendo|valorizo|admiro) (?:que|como)",
        r"(?:eu )?fico (?:feliz|contente|animad[oa]|impressionad[oa]|tranquil[oa]) "
        r"(?:em|de|por) (?:saber|ver|ler) (?:que|como)",
        r"(?:o que )?(?:mais )?me (?:chama a atenção|impressiona|impressionou)"
        r"(?: no parágrafo)? é (?:que|como)",
        r"para mim,?", r"(?:o parágrafo|este parágrafo|o texto) (?:diz|mostra|ensina) que",
    ),
}
_FRAME = {lang: re.compile(r"^\s*(?:" + "|".join(frames) + r")[\s,:]+", re.IGNORECASE)
          for lang, frames in _FRAMES.items()}
# A sentence of the comment that only says how the person feels: "Eso me anima mucho.",
# "That encourages me.", "Isso me consola."
_REACTION = re.compile(
    r"^\s*(?:y |and |e )?(?:eso|esto|isso|isto|that|this|it) (?:me|us|nos) "
    r"(?:\w+(?:\s+(?:mucho|muito|a lot|so much|really))?)[.!]?\s*$", re.IGNORECASE)


def claim_of(comment: str, language: str) -> str:
    """The comment's point without its first-person framing: "Me ayuda saber que Jehová
    escucha" -> "Jehová escucha"; a sentence that only says how the person feels ("Eso
    me anima.") is left out. The comment as given when nothing is left."""
    text = " ".join(comment.split())
    kept = [s for s in split_sentences(text) if not _REACTION.match(s)] or [text]
    frame = _FRAME.get(language)
    out = []
    for sentence in kept:
        stripped = frame.sub("", sentence, count=1) if frame else sentence
        if len(stripped.split()) >= 3:
            sentence = stripped[:1].upper() + stripped[1:]
        out.append(sentence)
    return " ".join(out) or text


# -- one check -------------------------------------------------------------------------


@dataclass
class PreparedComment:
    """A comment ready for the evidence model: its claim, the sources (the paragraphs,
    then the scriptures) and the model's pairs."""

    comment: str
    claim: str
    language: str
    paragraphs: list[str]
    scriptures: list[str]
    sources: list[evidence.Source]
    planned: evidence.Plan


@dataclass
class CommentCheck:
    """The verdict, its strength (0-1), the sentence or verse behind it ("" when
    unsupported), where that is, why the words contradict (`clash`: "negation", "number",
    "could_have", "name" or ""), what was read, and the engine that decided ("model" or
    "word-overlap", with the reason for a fallback in `note`)."""

    verdict: CommentVerdict
    score: float
    evidence: str
    engine: str = MODEL
    note: str = ""
    source: str = ""  # "paragraph", "scripture" or ""
    sentence: int | None = None  # the sentence's index over all paragraphs
    paragraph: int | None = None  # which paragraph (0-based)
    scripture: int | None = None  # which scripture (0-based)
    clash: Clash = ""
    paragraphs: int = 1  # how many paragraphs were read
    scriptures: int = 0  # and how many cited scriptures

    def as_dict(self) -> dict[str, object]:
        return {"verdict": self.verdict, "score": round(self.score, 4),
                "evidence": self.evidence, "engine": self.engine, "note": self.note,
                "source": self.source, "sentence": self.sentence, "paragraph": self.paragraph,
                "scripture": self.scripture, "clash": self.clash,
                "searched": {"paragraphs": self.paragraphs, "scriptures": self.scriptures}}


def prepare(comment: str, paragraphs: Sequence[str], scriptures: Sequence[str],
            language: str) -> PreparedComment:
    comment = " ".join(comment.split())
    claim = claim_of(comment, language)
    paragraphs = [" ".join(p.split()) for p in paragraphs]
    verses = [" ".join(s.split()) for s in scriptures if s.strip()]
    sources = [evidence.Source(p, title="paragraph", at_hand=True) for p in paragraphs]
    sources += [evidence.Source(s, title="scripture", at_hand=True) for s in verses]
    planned = evidence.plan(claim, sources, language, COMMENT)
    return PreparedComment(comment, claim, language, paragraphs, verses, sources, planned)


def pairs_of(job: PreparedComment) -> list[tuple[str, str]]:
    """What the model scores (the evidence model's pairs for the comment's claim)."""
    return job.planned.pairs


def features_of(job: PreparedComment, scored: list[Scores] | None,
                engine: str = MODEL) -> Features:
    """The comment's features from the model's scores for `pairs_of(job)` (None: no
    model, the words alone)."""
    found = evidence.conclude(job.planned, scored, engine)
    return evidence.features(found, job.sources, job.language, with_model=scored is not None)


def _where(job: PreparedComment, piece: Piece) -> tuple[str, int | None, int | None,
                                                          int | None]:
    """The piece's source ("paragraph" or "scripture"), its sentence's index over all
    paragraphs, its paragraph and its scripture."""
    if piece.source >= len(job.paragraphs):
        return "scripture", None, None, piece.source - len(job.paragraphs)
    index = 0
    for n, paragraph in enumerate(job.paragraphs):
        for sentence in split_sentences(paragraph):
            if n == piece.source and (piece.quote in sentence or sentence in piece.quote):
                return "paragraph", index, n, None
            index += 1
    return "paragraph", None, piece.source, None


def decide(job: PreparedComment, found: Features, classifier: CommentClassifier,
           engine: str = MODEL, note: str = "") -> CommentCheck:
    """The verdict the classifier gives, its probability and the sentence behind it."""
    probabilities = classifier.probabilities(found.values)
    verdict = max(VERDICTS, key=lambda v: probabilities[v])
    piece = {"supported": found.support, "contradicted": found.against}.get(verdict)
    read, verses = len(job.paragraphs), len(job.scriptures)
    if piece is None:
        return CommentCheck("unsupported", probabilities["unsupported"], "", engine, note,
                            paragraphs=read, scriptures=verses)
    source, sentence, paragraph, scripture = _where(job, piece)
    return CommentCheck(verdict, probabilities[verdict], piece.quote, engine, note, source,
                        sentence, paragraph, scripture,
                        piece.clash if verdict == "contradicted" else "",
                        paragraphs=read, scriptures=verses)


def check_comments(
    items: Sequence[tuple[str, Sequence[str], Sequence[str]]],
    language: str,
    entailer: PairScorer | None = None,
    *,
    use_model: bool = True,
) -> list[CommentCheck]:
    """`check_comment` for many (comment, paragraphs, scriptures) at once, one model batch.

    Blocking; from async code use `check_comment_async`."""
    jobs = [prepare(c, p, s, language) for c, p, s in items]
    engine: Engine = resolve_scorer(entailer, language, use_model=use_model)
    pairs = [pair for job in jobs for pair in pairs_of(job)]
    scored = score_pairs(engine, pairs)
    tuning = load_tuning()
    classifier = tuning.comments_model if engine.name == MODEL else tuning.comments_overlap
    out, cursor = [], 0
    for job in jobs:
        size = len(pairs_of(job))
        chunk = scored[cursor : cursor + size] if scored is not None else None
        cursor += size
        found = features_of(job, chunk, engine.name)
        out.append(decide(job, found, classifier, engine.name, engine.note))
    return out


def check_comment(
    comment: str,
    paragraphs: Sequence[str],
    scriptures: Sequence[str],
    language: str,
    entailer: PairScorer | None = None,
    *,
    use_model: bool = True,
) -> CommentCheck:
    """Supported / unsupported / contradicted, with the deciding sentence (blocking)."""
    return check_comments([(comment, paragraphs, scriptures)], language, entailer,
                          use_model=use_model)[0]


async def check_comment_async(
    comment: str,
    paragraphs: Sequence[str],
    scriptures: Sequence[str],
    language: str,
    entailer: PairScorer | None = None,
    *,
    use_model: bool = True,
) -> CommentCheck:
    """`check_comment` in the NLI worker thread (the UI's debounced check calls this)."""
    return await in_nli_thread(
        lambda: check_comment(comment, paragraphs, scriptures, language, entailer,
                              use_model=use_model))
