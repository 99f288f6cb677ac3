"""The cues study text gives, in es/en/pt: question kinds and the words that answer
them, and the cues of a contradiction (what a negation covers, numbers, names, "could
have", absolute words).

Words, stems and stop words come from the language layer (app.core.text); everything
is compared case- and accent-folded ("Jehová" == "jehova").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from app.core.text import NEGATIONS, fold, stem, stop_words, word_set, words

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)

# Kinds of question and the words of a sentence that answers that kind: a question
# holding one of the phrases (folded, whole words) favours sentences holding a cue word.
QUESTION_KINDS: dict[str, list[tuple[tuple[str, ...], frozenset[str]]]] = {
    "en": [
        (("why",), word_set("because since so therefore reason")),
        (("learn", "lesson", "teach"), word_set("learn lesson teaches teach we us our like")),
        (("how can we", "how can", "what can we do", "how do we"),
         word_set("can by we could should")),
        (("mean", "means", "meaning"), word_set("means mean meaning is not involves")),
        (("feel", "felt", "react"), word_set("felt feel upset sad afraid wept joy angry")),
    ],
    "es": [
        (("por que",), word_set("porque pues ya_que razon motivo eso debido")),
        (("aprend", "leccion", "ensen"),
         word_set("enseña enseñan aprendemos lección nosotros nos nuestro como")),
        (("como podemos", "que podemos", "como puede", "que debemos", "como debemos"),
         word_set("podemos puede debemos al mediante nos")),
        (("significa", "quiere decir"), word_set("significa quiere decir es no implica")),
        (("sintio", "sentia", "reacciono"),
         word_set("sentía sintió triste miedo lloró alegría enojo")),
    ],
    "pt": [
        (("por que",), word_set("porque pois já_que razão motivo isso devido")),
        (("aprend", "licao", "ensin"),
         word_set("ensina ensinam aprendemos lição nós nos nosso como")),
        (("como podemos", "que podemos", "como pode", "que devemos", "como devemos"),
         word_set("podemos pode devemos ao mediante nos")),
        (("significa", "quer dizer"), word_set("significa quer dizer é não implica")),
        (("sentiu", "sentia", "reagiu"),
         word_set("sentia sentiu triste medo chorou alegria raiva")),
    ],
}


# -- contradiction cues ----------------------------------------------------------------
# Each is a plain fact about the words of a text; app.study.comments compares the
# comment's with a sentence's to see where they clash.

# Words that negate only what follows them ("without"); "sin embargo" (however) is none.
_NEGATING_PREPOSITIONS: dict[str, frozenset[str]] = {
    "en": word_set("without"), "es": word_set("sin"), "pt": word_set("sem"),
}
_NOT_NEGATING: dict[str, frozenset[tuple[str, str]]] = {
    "en": frozenset(), "es": frozenset({("sin", "embargo")}),
    "pt": frozenset({("sem", "duvida")}),
}
# where a negation's reach ends
_CLAUSE_BREAK = re.compile(r"[,;:.!?()«»\"“”]|\s[-–—]\s")
_CLAUSE_WORDS: dict[str, frozenset[str]] = {
    "en": word_set("but yet and or because so although though while when"),
    "es": word_set("pero sino y e o porque aunque mientras cuando que"),
    "pt": word_set("mas porém e ou porque embora enquanto quando que"),
}
# how many words after a negation it still covers ("no nos compara", "was never jealous")
NEGATION_REACH = 3


def negated_stems(text: str, language: str, reach: int = NEGATION_REACH) -> frozenset[str]:
    """The stems of the content words a negation covers: those at most `reach` words
    after "no", "never", "não", "sin"… in the same clause ("Jehová no nos compara"
    gives "compar"; in "Jonathan was never jealous", "jealous"). Names are left out: a
    negation denies what is done or said, not who ("never abandon Jesus": "abandon")."""
    negations = NEGATIONS.get(language, NEGATIONS["en"])
    prepositions = _NEGATING_PREPOSITIONS.get(language, frozenset())
    fixed = _NOT_NEGATING.get(language, frozenset())
    breaks = _CLAUSE_WORDS.get(language, frozenset())
    stop = stop_words(language)
    out: set[str] = set()
    for clause in _CLAUSE_BREAK.split(text):
        raw = _WORD.findall(clause)
        tokens = [fold(w) for w in raw]
        left = 0
        for k, token in enumerate(tokens):
            following = tokens[k + 1] if k + 1 < len(tokens) else ""
            if token in negations or (token in prepositions and (token, following) not in fixed):
                left = reach
                continue
            if token in breaks:
                left = 0
            elif left:
                left -= 1
                if token not in stop and len(token) > 1 and not raw[k][0].isupper():
                    out.add(stem(token, language))
    return frozenset(out)


NUMBER_WORDS: dict[str, dict[str, int]] = {
    lang: {fold(w): n for w, n in pairs.items()}
    for lang, pairs in {
        "en": {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
               "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20, "thirty": 30,
               "forty": 40, "fifty": 50, "hundred": 100, "thousand": 1000, "once": 1,
               "twice": 2, "single": 1, "first": -1, "third": -3, "fourth": -4,
               "fifth": -5, "sixth": -6, "seventh": -7, "eighth": -8, "tenth": -10},
        "es": {"dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7,
               "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12, "veinte": 20,
               "treinta": 30, "cuarenta": 40, "cincuenta": 50, "cien": 100, "mil": 1000,
               "único": 1, "única": 1, "primer": -1, "primero": -1, "primera": -1,
               "tercer": -3, "tercero": -3, "tercera": -3, "cuarto": -4, "quinto": -5,
               "sexto": -6, "séptimo": -7, "séptima": -7, "octavo": -8, "décimo": -10},
        "pt": {"dois": 2, "duas": 2, "três": 3, "quatro": 4, "cinco": 5, "seis": 6,
               "sete": 7, "oito": 8, "nove": 9, "dez": 10, "onze": 11, "doze": 12,
               "vinte": 20, "trinta": 30, "quarenta": 40, "cinquenta": 50, "cem": 100,
               "mil": 1000, "único": 1, "única": 1, "primeiro": -1, "primeira": -1,
               "terceiro": -3, "terceira": -3, "quarto": -4, "quinto": -5, "sexto": -6,
               "sétimo": -7, "sétima": -7, "oitavo": -8, "décimo": -10},
    }.items()
}
# "una vez", "uma vez", "one time": once; a lone "un"/"uma" is an article, not a number
_ONE_BEFORE = {"en": ("one", ("time", "day", "year", "man", "person")),
               "es": ("una", ("vez",)), "pt": ("uma", ("vez",))}
_REFERENCE = re.compile(r"\([^)]*\)")  # "(Mat. 6:14, 15.)": a citation, not a number
_DIGITS = re.compile(r"\d+")


def numbers(text: str, language: str) -> frozenset[int]:
    """The numbers the text states, in digits or words ("tres" 3, "twice" 2, "once" 1);
    ordinals are negative ("seventh" -7). Bible citations in brackets are left out."""
    text = _REFERENCE.sub(" ", text)
    found = {int(d) for d in _DIGITS.findall(text) if len(d) < 7}
    table = NUMBER_WORDS.get(language, NUMBER_WORDS["en"])
    one, nouns = _ONE_BEFORE.get(language, _ONE_BEFORE["en"])
    tokens = words(text)
    for k, token in enumerate(tokens):
        if token in table:
            found.add(table[token])
        elif token == one and k + 1 < len(tokens) and tokens[k + 1] in nouns:
            found.add(1)
    return frozenset(found)


# Names that any study text may use for God, Jesus or the Bible: never a "new" name.
COMMON_NAMES = word_set(
    "Jehová Jehovah Jeová Dios God Deus Jesús Jesus Cristo Christ Biblia Bible Bíblia "
    "Escrituras Scriptures Padre Father Pai Hijo Son Filho Reino Kingdom Ley Law Lei")
_STARTS = re.compile(r"(^|[.!?:;«“\"(]\s*)$")


def names(text: str) -> frozenset[str]:
    """The folded capitalised words that do not open a sentence: names ("Pedro",
    "Gabriel"), as far as capitals tell."""
    out = set()
    for match in _WORD.finditer(text):
        word = match.group()
        if word[0].isupper() and not _STARTS.search(text[: match.start()]):
            out.add(fold(word))
    return frozenset(out)


# Counterfactual modals: "she could have gone back" says she did not.
COUNTERFACTUALS: dict[str, tuple[tuple[str, ...], ...]] = {
    "en": (("could", "have"), ("might", "have"), ("would", "have"), ("should", "have"),
           ("could", "ve"), ("would", "ve")),
    "es": (("podia", "haber"), ("pudo", "haber"), ("podria", "haber"), ("habria",),
           ("hubiera",), ("hubiese",), ("deberia", "haber"), ("debia", "haber")),
    "pt": (("poderia", "ter"), ("podia", "ter"), ("teria",), ("tivesse",),
           ("deveria", "ter"), ("poderia", "haver")),
}


def counterfactual(text: str, language: str) -> bool:
    """Does the text speak of what could have been ("podía haber regresado")?"""
    return bool(_counterfactual_ends(words(text), language))


def _counterfactual_ends(tokens: list[str], language: str) -> list[int]:
    """Where each counterfactual phrase of the tokens ends (the index after it)."""
    ends = []
    for phrase in COUNTERFACTUALS.get(language, COUNTERFACTUALS["en"]):
        n = len(phrase)
        ends += [k + n for k in range(len(tokens) - n + 1) if tuple(tokens[k : k + n]) == phrase]
    return sorted(ends)


def counterfactual_stems(text: str, language: str,
                         reach: int = NEGATION_REACH) -> frozenset[str]:
    """The stems of the content words a counterfactual covers, as `negated_stems` does
    for a negation ("Podía haber regresado con su familia" gives "regres", "famil"):
    what the text says did not happen."""
    stop = stop_words(language)
    out: set[str] = set()
    for clause in _CLAUSE_BREAK.split(text):
        tokens = words(clause)
        for end in _counterfactual_ends(tokens, language):
            out.update(stem(t, language) for t in tokens[end : end + reach]
                       if t not in stop and len(t) > 1)
    return frozenset(out)


# Absolute words: a comment that says "always" or "only" where the paragraph does not
# overstates it ("never" is a negation: see `negated_stems`).
ABSOLUTES: dict[str, frozenset[str]] = {
    "en": word_set("always only solely merely mainly"),
    "es": word_set("siempre solo sólo solamente únicamente"),
    "pt": word_set("sempre só somente apenas unicamente"),
}


def absolutes(text: str, language: str) -> frozenset[str]:
    """The absolute words ("always", "solo", "apenas"…) of the text, folded, except
    those a negation takes back ("not only", "no siempre", "não apenas")."""
    table = ABSOLUTES.get(language, ABSOLUTES["en"])
    negations = NEGATIONS.get(language, NEGATIONS["en"])
    tokens = words(text)
    return frozenset(t for k, t in enumerate(tokens)
                     if t in table and not (k and tokens[k - 1] in negations))


def name_slots(text: str, language: str) -> list[tuple[str, str, str]]:
    """Each capitalised word of the text (a sentence's first word too), folded, with the
    stems of the nearest content words before and after it ("" at either end): where a
    name stands ("The angel Gabriel told her" gives ("gabriel", "angel", "told"))."""
    stop = stop_words(language)
    text = _REFERENCE.sub(" ", text)
    tokens = [(m.group(), fold(m.group())) for m in _WORD.finditer(text)]
    content = [k for k, (_, w) in enumerate(tokens) if w not in stop and len(w) > 1]
    out = []
    for n, k in enumerate(content):
        raw, word = tokens[k]
        if not raw[0].isupper() or word in COMMON_NAMES:
            continue
        left = stem(tokens[content[n - 1]][1], language) if n else ""
        right = stem(tokens[content[n + 1]][1], language) if n + 1 < len(content) else ""
        out.append((word, left, right))
    return out


def stems_match(a: str, b: str) -> bool:
    """Do two light stems stand for the same word? Equal, or one starts the other and
    both keep four letters ("compar" and "comp": the stemmer cut "compara" further
    than "compararnos")."""
    return a == b or (min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a)))


def shared_stems(said: Iterable[str], other: Iterable[str]) -> set[str]:
    """The stems of `said` that `other` holds too (by `stems_match`)."""
    pool = set(other)
    return {s for s in said if s in pool or any(stems_match(s, t) for t in pool)}
