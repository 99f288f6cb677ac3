"""Which sentences of a study paragraph answer its question?

`find_answers(question, paragraphs, language)` splits the paragraph(s) into
sentences and ranks them by a weighted sum of signals:

- *model*: the NLI model's entailment probability with the sentence as premise
  and the question as hypothesis (see `hypothesis_of`);
- *overlap*: the share of the question's content words (light stems, weighted by
  how rare they are among the paragraph's sentences) that the sentence holds, and
  *previous*: the same for the sentence before it;
- *cue*: the question is of a known kind and the sentence holds a word that
  answers that kind ("why" and "porque", "what do we learn" and "teaches us");
- *position* and *first*: where the sentence stands;
- *question*: the sentence is itself a question.

With the shipped tuning (`answers_selector: head`) the ranking is learned instead:
each (sentence, question part) pair goes through the NLI model once for its pooled
pair vector, and the answer head beside the model (app/study/answer_head.py,
models/nli/answer-head.json) turns those vectors and the lexical features into each
sentence's probability; its own calibrated confidence says whether the answer is
clear. Without a model, or with a model folder that has no head, the weighted sum
ranks.

A question in parts ("a) ¿…? b) ¿…?") is answered part by part; a question
over two paragraphs ("1, 2." or "1-2.") ranks the sentences of both. The weights
live in tuning.json (re-tuned with `python -m bench.answers --tune`). The
model's work is blocking: from async code call `find_answers_async`, which
runs in the NLI worker thread.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from app.core.text import content_stems, fold, split_sentences, stem, words
from app.nli.engine import (
    MODEL,
    Engine,
    PairScorer,
    PairVector,
    in_nli_thread,
    pair_model,
    represent_pairs,
    resolve_scorer,
    score_pairs,
)
from app.study.answer_head import AnswerHead, head_inputs, load_head
from app.study.selector import AnswerSelector, load_selector, sentence_features
from app.study.tuning import AnswerConfidence, AnswerWeights, load_tuning
from app.study.words import QUESTION_KINDS

_NUMBERING = re.compile(r"^\s*\d+(?:\s*[,\-–]\s*\d+)*\s*\.\s*")
_PART = re.compile(r"(?:^|(?<=\s))\(?([a-e])\)\s+")
_ASIDE = re.compile(r"\s*\([^()]*\d+:\d+[^()]*\)\.?")
# Two questions in one sentence, the second introduced by "and" and a question word:
# "What is patience, and why can it be hard to show?", "¿Cómo se sintió Elías, y cómo
# lo ayudó Jehová?", "Como muitos se sentem, e o que vamos ver?". Folded text.
_QUESTION_WORDS = (
    r"por\s+que|que|como|cual|cuales|quien|quienes|donde|cuando|cuanto|cuantos|para\s+que|"
    r"de\s+que|en\s+que|em\s+que|a\s+quien|o\s+que|qual|quais|quem|onde|quando|quanto|"
    r"what|why|how|which|who|whom|where|when"
)
_SECOND_QUESTION = re.compile(rf",\s+(?:y|and|e)\s+(?=(?:{_QUESTION_WORDS})\b)")
# "What is X?" / "¿Qué es X?" / "O que é X?": answered by the sentence that says "X is…".
_DEFINITION_ASKED = re.compile(
    r"^(?:what\s+(?:is|are)|que\s+(?:es|son)|o\s+que\s+(?:e|sao))\s+(?P<subject>.+)$")
_COPULAS = frozenset(["is", "are", "means", "es", "son", "significa", "consiste", "e", "sao"])
# A sentence that announces what the article or paragraph will do ("In this article we
# will see…", "En este artículo veremos…", "Neste artigo veremos…", "Let us consider…")
# is never an answer. Folded text (lower case, no accents).
_INTRO = re.compile(
    r"^(?:"
    r"(?:in|throughout)\s+(?:this|the\s+next|the\s+following)\s+(?:article|study|lesson)\b"
    r"|this\s+(?:article|study|lesson)\s+(?:will|considers|discusses|examines|explains)\b"
    r"|(?:let\s+us|let\s+s)\s+(?:now\s+)?(?:consider|see|examine|look|review|discuss|find\s+out)\b"
    r"|we\s+will\s+(?:now\s+)?(?:see|consider|examine|learn|discuss|answer)\b"
    r"|(?:en|a\s+lo\s+largo\s+de)\s+(?:este|el\s+siguiente|el\s+proximo)\s+"
    r"(?:articulo|estudio|capitulo)\b"
    r"|este\s+articulo\s+(?:analiza|considera|explica|examina)\b"
    r"|(?:veamos|consideremos|analicemos|examinemos|repasemos)\b"
    r"|(?:ahora\s+)?(?:veremos|analizaremos|consideraremos|examinaremos|aprenderemos)\b"
    r"|(?:neste|no\s+proximo|no\s+seguinte|ao\s+longo\s+deste)\s+(?:artigo|estudo|capitulo)\b"
    r"|este\s+artigo\s+(?:analisa|considera|explica|examina)\b"
    r"|(?:vejamos|vamos\s+ver|vamos\s+analisar|vamos\s+considerar|analisemos|examinemos)\b"
    r"|(?:agora\s+)?(?:veremos|analisaremos|consideraremos|examinaremos|aprenderemos)\b"
    # "In the following paragraphs we will…", "We will also discuss…", "También
    # hablaremos de…", "Nos próximos parágrafos…", "Também falaremos de…"
    r"|(?:in\s+)?the\s+(?:following|next)\s+paragraphs\b"
    r"|we\s+will\s+also\s+(?:see|consider|examine|learn|discuss|talk)\b"
    r"|(?:en\s+)?(?:los|las)\s+(?:siguientes|proximos|proximas)\s+(?:parrafos|secciones)\b"
    r"|tambien\s+(?:veremos|hablaremos|analizaremos|consideraremos)\b"
    r"|(?:nos|nas)\s+(?:proximos|seguintes|proximas)\s+(?:paragrafos|secoes)\b"
    r"|tambem\s+(?:veremos|falaremos|analisaremos|consideraremos)\b"
    r")")


@dataclass
class QuestionPart:
    """One part of a question ("a) …") and its answer sentences, best first."""

    label: str
    text: str
    answer: list[int] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    confidence: float = 0.0  # how likely answer[0] is right (see answer_confidence)


@dataclass
class AnswerRanking:
    """The paragraph(s) as sentences, the answer sentences (indexes, best first) and each
    sentence's score (its best over the question's parts), the engine that scored them
    and, when it is the word-overlap fallback, why."""

    sentences: list[str]
    answer: list[int]
    scores: list[float]
    engine: str
    parts: list[QuestionPart]
    paragraph_of: list[int]
    note: str = ""
    # how likely the highlighted answer is right: its least sure part's confidence
    confidence: float = 0.0
    clear: bool = False  # confidence at or above the tuned "clear" threshold
    clear_at: float = 0.0  # that threshold (the engine's calibration)

    @property
    def answer_text(self) -> list[str]:
        return [self.sentences[i] for i in self.answer]

    @property
    def highlight(self) -> list[int]:
        """The sentences to highlight: the answer when it is clear, else none (the
        person is told to read the whole paragraph instead)."""
        return list(self.answer) if self.clear else []

    def as_dict(self) -> dict[str, object]:
        return {
            "sentences": self.sentences,
            "answer": self.answer,
            "scores": [round(s, 4) for s in self.scores],
            "engine": self.engine,
            "note": self.note,
            "paragraph_of": self.paragraph_of,
            "confidence": round(self.confidence, 4),
            "clear": self.clear,
            "clear_at": round(self.clear_at, 4),
            "highlight": self.highlight,
            "parts": [{"label": p.label, "question": p.text, "answer": p.answer,
                       "confidence": round(p.confidence, 4)} for p in self.parts],
        }


def question_parts(question: str) -> list[tuple[str, str]]:
    """(label, text) of each part: [("a", "…"), ("b", "…")], or [("", whole question)]."""
    text = _NUMBERING.sub("", question.strip()).strip()
    marks = list(_PART.finditer(text))
    if len(marks) < 2:
        return [("", part) for part in _compound_parts(text)]
    parts = []
    for n, mark in enumerate(marks):
        end = marks[n + 1].start() if n + 1 < len(marks) else len(text)
        parts.append((mark.group(1), text[mark.end() : end].strip()))
    return parts


def _compound_parts(text: str) -> list[str]:
    """A question that asks two things joined by "and" + a question word, as two parts
    (the first ends with "?" so each reads as a question); otherwise the question."""
    folded = fold(text)
    cut = _SECOND_QUESTION.search(folded)
    if len(folded) != len(text) or cut is None:
        return [text]
    first, second = text[: cut.start()].strip(), text[cut.end() :].strip()
    if not first or not second:
        return [text]
    opening = "¿" if first.startswith("¿") else ""
    return [first + "?", opening + second[:1].upper() + second[1:]]


def _defines(asked: list[str], said: list[str], language: str) -> bool:
    """Is the question (its folded words) "what is X?" and does the sentence (its folded
    words) say "X is …" at its start?"""
    match = _DEFINITION_ASKED.match(" ".join(asked))
    if not match:
        return False
    subject = set(content_stems(match.group("subject"), language)[:1])
    start = said[:4]
    return any(stem(word, language) in subject and start[k + 1] in _COPULAS
               for k, word in enumerate(start[:-1]))


def hypothesis_of(question: str) -> str:
    """The NLI hypothesis for a question part: the question itself, without "¿" and "¡".

    Measured on the labelled development set with the shipped model: the question as
    asked ranks answers better than the question stripped to a statement ("Why is X
    important?" -> "X is important.") and better than the reverse pairing (question
    as premise)."""
    return question.replace("¿", "").replace("¡", "").strip()


def _plain(sentence: str) -> str:
    """The sentence without its scripture citations "(Mat. 6:33.)"."""
    return _ASIDE.sub("", sentence).strip() or sentence


def is_intro(sentence: str) -> bool:
    """Does the sentence announce what the article will do ("In this article we will
    see…", "Veamos…", "Neste artigo…")? Such a sentence is never an answer."""
    return _INTRO.match(" ".join(words(_plain(sentence)))) is not None


def _overlap(question: str, sentences: list[str], language: str) -> list[float]:
    """Rarity-weighted share of the question's content stems in each sentence (0-1)."""
    stems = [set(content_stems(s, language)) for s in sentences]
    asked = set(content_stems(question, language))
    if not asked or not sentences:
        return [0.0] * len(sentences)
    n = len(sentences)
    weight = {w: math.log(1 + n / (1 + sum(w in s for s in stems))) for w in asked}
    total = sum(weight.values())
    return [sum(weight[w] for w in asked if w in s) / total for s in stems]


def _cue(question: str, sentence: str, language: str) -> float:
    """1 when the question is of a known kind ("why", "what do we learn", "how can we"…)
    and the sentence holds a word that typically answers that kind."""
    asked_words, said_words = words(question), words(sentence)
    if _defines(asked_words, said_words, language):
        return 1.0
    asked = " " + " ".join(asked_words) + " "
    said = set(said_words)
    said_text = " " + " ".join(said_words) + " "
    for phrases, cues in QUESTION_KINDS.get(language, []):
        if not any(f" {p}" in asked for p in phrases):
            continue
        # a cue "ya_que" is the phrase "ya que" ("since"), not "ya" ("already")
        if cues & said or any(f" {c.replace('_', ' ')} " in said_text for c in cues if "_" in c):
            return 1.0
    return 0.0


@dataclass
class PreparedQuestion:
    question: str
    paragraphs: list[str]
    sentences: list[str]
    paragraph_of: list[int]
    parts: list[QuestionPart]


def prepare(question: str, paragraphs: Sequence[str]) -> PreparedQuestion:
    sentences: list[str] = []
    owner: list[int] = []
    for n, paragraph in enumerate(paragraphs):
        found = split_sentences(paragraph)
        sentences += found
        owner += [n] * len(found)
    parts = [QuestionPart(label, text) for label, text in question_parts(question)]
    return PreparedQuestion(question, list(paragraphs), sentences, owner, parts)


def pairs_of(job: PreparedQuestion) -> list[tuple[str, str]]:
    """The (sentence, question part) pairs the model scores, part after part."""
    return [(_plain(s), hypothesis_of(part.text)) for part in job.parts for s in job.sentences]


FEATURES = ("model", "overlap", "previous", "cue", "position", "first", "question")
Features = dict[str, float]


def part_features(part_text: str, sentences: list[str], entail: list[float] | None,
                  language: str) -> list[Features]:
    """Per sentence, each 0-1: the model's entailment; its share of the question's
    content words and its predecessor's (an answer often follows the sentence that names
    the subject); a cue for the kind of question; its position (1 first, 0 last); whether
    it is the first sentence; whether it is itself a question; and (not weighted: see
    `combine`) whether it is an introduction."""
    plain = [_plain(s) for s in sentences]
    lexical = _overlap(part_text, plain, language)
    count = len(plain)
    return [
        {
            "model": entail[i] if entail is not None else 0.0,
            "overlap": lexical[i],
            "previous": lexical[i - 1] if i > 0 else 0.0,
            "cue": _cue(part_text, sentence, language),
            "position": 1.0 - i / (count - 1) if count > 1 else 0.0,
            "first": 1.0 if i == 0 else 0.0,
            "question": 1.0 if sentence.rstrip().endswith("?") else 0.0,
            "intro": 1.0 if is_intro(sentence) else 0.0,
        }
        for i, sentence in enumerate(plain)
    ]


def lexical_table(question: str, sentences: list[str],
                  language: str) -> tuple[np.ndarray, list[bool]]:
    """The selector's lexical and positional features per sentence (the answer head's
    lexical inputs) and whether each is an introduction (never an answer)."""
    plain = [_plain(s) for s in sentences]
    overlap = _overlap(question, plain, language)
    cue = [_cue(question, s, language) for s in plain]
    intro = [is_intro(s) for s in sentences]
    return sentence_features(question, plain, overlap, cue, language), intro


def combine(features: list[Features], w: AnswerWeights) -> list[float]:
    """Each sentence's score: the weighted sum of its features; an introduction ("In
    this article we will see…") is never an answer (-inf), unless every sentence is one."""
    weights = w.model_dump()
    scores = [sum(weights[name] * f[name] for name in FEATURES) for f in features]
    if all(f.get("intro") for f in features):
        return scores
    return [-math.inf if f.get("intro") else s for f, s in zip(features, scores, strict=True)]


def part_scores(part_text: str, sentences: list[str], features: list[Features],
                w: AnswerWeights, language: str, selector: AnswerSelector | None,
                head: tuple[AnswerHead, list[PairVector]] | None = None) -> list[float]:
    """Each sentence's score for a question part: the answer head's probability over
    the pairs' vectors when given, else the learned selector's when given, else the
    weighted sum (`combine`); an introduction is -inf."""
    if selector is None and head is None:
        return combine(features, w)
    plain = [_plain(s) for s in sentences]
    table = sentence_features(part_text, plain, [f["overlap"] for f in features],
                              [f["cue"] for f in features], language)
    if head is not None:
        model, pairs = head
        vectors = np.stack([p.vector for p in pairs])
        probs = np.array([[p.scores["entailment"], p.scores["neutral"],
                           p.scores["contradiction"]] for p in pairs])
        scores = model.probabilities(head_inputs(vectors, probs, table))
    else:
        assert selector is not None
        scores = selector.probabilities(table)
    if all(f.get("intro") for f in features):
        return scores
    return [-math.inf if f.get("intro") else s for f, s in zip(features, scores, strict=True)]


def select(scores: list[float], w: AnswerWeights) -> list[int]:
    """The best sentence and those close behind it; never one scored -inf (an
    introduction, or a sentence another part of the question took)."""
    order = sorted((i for i in range(len(scores)) if math.isfinite(scores[i])),
                   key=lambda i: -scores[i])
    if not order:
        return []
    best = scores[order[0]]
    chosen = [order[0]]
    for i in order[1:w.max_per_part]:
        if best > 0 and scores[i] >= w.keep_ratio * best:
            chosen.append(i)
    return chosen


def separate_parts(parts: list[QuestionPart], w: AnswerWeights) -> None:
    """Parts of one question ask different things: when two would lead with the same
    sentence, the part that scores it higher keeps it and the other leads with its best
    remaining sentence."""
    taken: dict[int, QuestionPart] = {}
    for part in sorted(parts, key=lambda p: -max(p.scores, default=0.0)):
        free = [i for i in range(len(part.scores)) if i not in taken]
        if not free:
            continue
        masked = [s if i in free else -math.inf for i, s in enumerate(part.scores)]
        part.answer = select(masked, w)
        if part.answer:
            taken[part.answer[0]] = part


CONFIDENCE_FEATURES = ("top", "lead", "overlap", "cue")


def confidence_features(part: QuestionPart, features: list[Features]) -> list[float]:
    """What the confidence of a part's answer rests on: the best sentence's score, its
    lead over the best other sentence, its share of the question's words, the cue."""
    if not part.answer:
        return [0.0] * len(CONFIDENCE_FEATURES)
    best = part.answer[0]
    top = part.scores[best]
    others = [s for i, s in enumerate(part.scores) if i != best and math.isfinite(s)]
    lead = top - max(others) if others else top
    return [top, lead, features[best]["overlap"], features[best]["cue"]]


def answer_confidence(x: Sequence[float], c: AnswerConfidence) -> float:
    """The tuned logistic model's probability that the part's top sentence is right."""
    z = c.bias + sum(w * v for w, v in zip(c.weights, x, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def rank_answers(
    items: Sequence[tuple[str, Sequence[str]]],
    language: str,
    entailer: PairScorer | None = None,
    *,
    use_model: bool = True,
) -> list[AnswerRanking]:
    """`find_answers` for many questions at once: the model scores every pair in one batch.

    Blocking (it runs the model); from async code use `rank_answers_async`."""
    jobs = [prepare(q, paragraphs) for q, paragraphs in items]
    tuning = load_tuning()
    # a model the tuning gives no weight would cost time and change nothing: say so
    weighted = tuning.answers_model.model != 0.0 or tuning.answers_selector == "head"
    engine: Engine = resolve_scorer(
        entailer, language, use_model=use_model and weighted,
        why_not="study.overlap_asked" if not use_model else "study.model_no_weight")
    pairs = [pair for job in jobs for pair in pairs_of(job)]
    head, vectors = _answer_head(engine, pairs) if tuning.answers_selector == "head" else (
        None, None)
    if vectors is not None:
        scored: list[dict[str, float]] | None = [v.scores for v in vectors]
    elif tuning.answers_model.model != 0.0:
        scored = score_pairs(engine, pairs)
    else:  # no head, and the weighted sum gives the model no weight
        scored = None
    weights = tuning.answers_model if engine.name == MODEL else tuning.answers_overlap
    sure = (tuning.answer_confidence_model if engine.name == MODEL
            else tuning.answer_confidence_overlap)
    selector = load_selector() if tuning.answers_selector == "learned" else None
    if selector is not None:
        sure = tuning.answer_confidence_learned
    if head is not None and vectors is not None:
        sure = head.confidence
    out: list[AnswerRanking] = []
    cursor = 0
    for job in jobs:
        best = [-math.inf] * len(job.sentences)
        part_features_of: list[list[Features]] = []
        for part in job.parts:
            entail = None
            if scored is not None:
                chunk = scored[cursor : cursor + len(job.sentences)]
                entail = [s.get("entailment", 0.0) for s in chunk]
            part_head = None
            if head is not None and vectors is not None:
                part_head = (head, vectors[cursor : cursor + len(job.sentences)])
            cursor += len(job.sentences)
            features = part_features(part.text, job.sentences, entail, language)
            part_features_of.append(features)
            part.scores = part_scores(part.text, job.sentences, features, weights, language,
                                      selector, part_head)
            part.answer = select(part.scores, weights)
            best = [max(a, b) for a, b in zip(best, part.scores, strict=True)]
        separate_parts(job.parts, weights)
        for part, features in zip(job.parts, part_features_of, strict=True):
            part.confidence = answer_confidence(confidence_features(part, features), sure)
        confidence = min((p.confidence for p in job.parts), default=0.0)
        answer: list[int] = []
        for depth in range(weights.max_per_part):
            for part in job.parts:
                if depth < len(part.answer) and part.answer[depth] not in answer:
                    answer.append(part.answer[depth])
        out.append(AnswerRanking(
            sentences=job.sentences, answer=answer,
            scores=[max(0.0, s) for s in best], engine=engine.name, parts=job.parts,
            paragraph_of=job.paragraph_of, note=engine.note,
            confidence=confidence, clear=bool(answer) and confidence >= sure.clear,
            clear_at=sure.clear,
        ))
    return out


def _answer_head(engine: Engine, pairs: list[tuple[str, str]]
                 ) -> tuple[AnswerHead | None, list[PairVector] | None]:
    """The model folder's answer head and every pair's vector, when the engine's model
    gives pair vectors and its folder has a head; else (None, None): the weighted sum
    ranks (and says why when the model failed)."""
    model = pair_model(engine)
    head = load_head(model.folder) if model is not None else None
    if model is None or head is None or not pairs:
        return None, None
    vectors = represent_pairs(engine, model, pairs)
    return (head, vectors) if vectors is not None else (None, None)


def find_answers(
    question: str,
    paragraphs: Sequence[str],
    language: str,
    entailer: PairScorer | None = None,
    *,
    use_model: bool = True,
) -> AnswerRanking:
    """The sentences of `paragraphs` that answer `question`, best first (blocking)."""
    return rank_answers([(question, paragraphs)], language, entailer, use_model=use_model)[0]


async def rank_answers_async(
    items: Sequence[tuple[str, Sequence[str]]],
    language: str,
    entailer: PairScorer | None = None,
    *,
    use_model: bool = True,
) -> list[AnswerRanking]:
    """`rank_answers` in the NLI worker thread, so the event loop never waits on the model."""
    return await in_nli_thread(
        lambda: rank_answers(items, language, entailer, use_model=use_model))
