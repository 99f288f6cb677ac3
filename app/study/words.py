"""Words of es/en/pt study text: content words, light stems, negations, question cues.

Everything is compared case- and accent-folded ("Jehová" == "jehova").
"""

from __future__ import annotations

import re
import unicodedata

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def fold(text: str) -> str:
    """Lower case without accents."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def word_set(text: str) -> frozenset[str]:
    """The folded words of a space-separated list."""
    return frozenset(fold(text).split())


STOP_WORDS: dict[str, frozenset[str]] = {
    "en": word_set(
        "a an the of to in on at for by with from into about as and or but if so than then "
        "is are was were be been being am do does did done have has had having will would "
        "shall should can could may might must it its it's this that these those there here "
        "he him his she her hers they them their theirs we us our ours you your yours i me my "
        "mine who whom whose which what when where why how all any some each every other such "
        "one ones also just only very more most much many even still too up out over again "
        "not no nor yes what's let lets s t"
    ),
    "es": word_set(
        "el la los las un una unos unas lo de del al a en con por para sin sobre entre hasta "
        "desde hacia y e o u ni pero sino que qué cual cuál cuales cuáles quien quién quienes "
        "cuando cuándo donde dónde como cómo cuanto cuánto es son era eran fue fueron ser sido "
        "siendo está están estaba estar estamos somos soy eres hay había han ha he hemos has "
        "haber tiene tienen tenía tener se le les me te nos os mi mis tu tus su sus nuestro "
        "nuestra nuestros nuestras vuestro él ella ellos ellas nosotros usted ustedes yo tú "
        "este esta estos estas ese esa esos esas aquel aquella esto eso muy más mucho muchos "
        "mucha muchas tan tanto también ya aún todo toda todos todas otro otra otros otras "
        "cada puede pueden podemos podría debe deben debemos hace hacen hizo así si no pues "
        "porque qué"
    ),
    "pt": word_set(
        "o a os as um uma uns umas de do da dos das em no na nos nas ao aos à às por pelo pela "
        "pelos pelas para com sem sobre entre até desde e ou nem mas que qual quais quem quando "
        "onde como quanto é são era eram foi foram ser sido sendo está estão estava estar "
        "estamos somos sou há havia tem têm tinha ter se lhe lhes me te nos meu minha meus "
        "minhas seu sua seus suas nosso nossa nossos nossas ele ela eles elas nós você vocês eu "
        "este esta estes estas esse essa esses essas aquele aquela isto isso muito mais muitos "
        "muita muitas tão tanto também já ainda todo toda todos todas outro outra outros outras "
        "cada pode podem podemos poderia deve devem devemos faz fazem fez assim se não pois "
        "porque"
    ),
}

NEGATIONS: dict[str, frozenset[str]] = {
    "en": word_set(
        # contractions are split at the apostrophe: "didn't" gives "didn" and "t"
        "not no never none nobody nothing neither nor cannot don doesn didn isn aren wasn "
        "weren won shouldn wouldn couldn"
    ),
    "es": word_set("no nunca nadie nada ninguno ninguna ningún jamás tampoco ni"),
    "pt": word_set("não nunca ninguém nada nenhum nenhuma jamais tampouco nem"),
}

# Words that restrict a statement to one thing ("only"): an overstated comment.
EXCLUSIVE: dict[str, frozenset[str]] = {
    "en": word_set("only mainly merely solely"),
    "es": word_set("solo sólo solamente únicamente"),
    "pt": word_set("só somente apenas unicamente"),
}


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
        (("por que",), word_set("porque pues ya razon motivo eso debido")),
        (("aprend", "leccion", "ensen"),
         word_set("enseña enseñan aprendemos lección nosotros nos nuestro como")),
        (("como podemos", "que podemos", "como puede", "que debemos", "como debemos"),
         word_set("podemos puede debemos al mediante nos")),
        (("significa", "quiere decir"), word_set("significa quiere decir es no implica")),
        (("sintio", "sentia", "reacciono"),
         word_set("sentía sintió triste miedo lloró alegría enojo")),
    ],
    "pt": [
        (("por que",), word_set("porque pois já razão motivo isso devido")),
        (("aprend", "licao", "ensin"),
         word_set("ensina ensinam aprendemos lição nós nos nosso como")),
        (("como podemos", "que podemos", "como pode", "que devemos", "como devemos"),
         word_set("podemos pode devemos ao mediante nos")),
        (("significa", "quer dizer"), word_set("significa quer dizer é não implica")),
        (("sentiu", "sentia", "reagiu"),
         word_set("sentia sentiu triste medo chorou alegria raiva")),
    ],
}


_SUFFIXES: dict[str, tuple[str, ...]] = {
    "en": ("ingly", "fully", "ness", "ment", "ings", "ing", "ies", "ied", "edly", "ed", "es",
           "ly", "s"),
    "es": ("amientos", "imientos", "amiento", "imiento", "aciones", "uciones", "ación", "ución",
           "mente", "ándose", "iéndose", "ando", "iendo", "adas", "idas", "ados", "idos",
           "ada", "ida", "ado", "ido", "aron", "ieron", "amos", "emos", "imos", "ará", "erá",
           "irá", "aba", "ían", "ía", "ar", "er", "ir", "an", "en", "es", "as", "os", "a", "o",
           "e", "s"),
    "pt": ("amentos", "imentos", "amento", "imento", "ações", "uções", "ação", "ução",
           "mente", "ando", "endo", "indo", "adas", "idas", "ados", "idos", "ada", "ida",
           "ado", "ido", "aram", "eram", "iram", "amos", "emos", "imos", "ava", "iam", "ia",
           "ar", "er", "ir", "am", "em", "es", "as", "os", "a", "o", "e", "s"),
}
_FOLDED_SUFFIXES = {lang: tuple(sorted({fold(s) for s in sufs}, key=len, reverse=True))
                    for lang, sufs in _SUFFIXES.items()}


def words(text: str) -> list[str]:
    """Every word of the text, folded."""
    return _WORD.findall(fold(text))


def stem(word: str, language: str) -> str:
    """A light stem: the longest known suffix cut while at least four letters remain,
    then at most six letters (enough to match "perdonar" with "perdonamos")."""
    for suffix in _FOLDED_SUFFIXES.get(language, ()):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            word = word[: -len(suffix)]
            break
    return word[:6]


def content_stems(text: str, language: str) -> list[str]:
    """The stems of the text's content words (stop words and one-letter words dropped)."""
    stop = STOP_WORDS.get(language, STOP_WORDS["en"])
    return [stem(w, language) for w in words(text) if w not in stop and len(w) > 1]


def negated(text: str, language: str) -> bool:
    """Does the text hold a negation word of its language?"""
    return bool(NEGATIONS.get(language, NEGATIONS["en"]).intersection(words(text)))


def exclusive(text: str, language: str) -> bool:
    """Does the text restrict itself with "only" (solo, apenas…)?"""
    return bool(EXCLUSIVE.get(language, EXCLUSIVE["en"]).intersection(words(text)))
