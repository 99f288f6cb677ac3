"""Words of es/en/pt text: tokens, light stems and the stop-word lists, per language.

Every list lives here, per language, and each says what it is for. They differ on
purpose: a word that carries no subject in a goal ("please", "quiero") is not a
function word of study text, and the lists the lexical entailer and the NLI window
chooser use are the ones their scores were measured with. `union` joins a table's
languages for callers that do not know the text's language (a search query).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from app.core.text.folding import fold, word_set

_LETTERS = re.compile(r"[^\W\d_]+", re.UNICODE)

WordTable = Mapping[str, frozenset[str]]


def words(text: str) -> list[str]:
    """Every word of the text (letters only), folded."""
    return _LETTERS.findall(fold(text))


def _as_written(text: str) -> frozenset[str]:
    """The words of a space-separated list, not folded."""
    return frozenset(text.split())


def union(table: WordTable) -> frozenset[str]:
    """The words of every language of a table."""
    return frozenset().union(*table.values())


# -- function words of study text (answers, comment checks) ---------------------------

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

# -- words too common to search for on their own (a search query's key words) --------

SEARCH_STOP_WORDS: dict[str, frozenset[str]] = {
    "en": word_set(
        "a an and are as at be but by can could did do does for from had has have how i if "
        "in is it its me my no not of on or our so than that the their them then there these "
        "they this to was we were what when where which who why will with would you your "
        "about into god"),
    "es": word_set(
        "el la los las un una unos unas y o u de del al en que qué por para con sin se su sus "
        "es son como cómo cuando cuándo donde dónde quien quién porque por qué lo le les me mi "
        "mis nos ya muy más pero si sí no ni este esta estos estas ese esa eso hay ser fue era "
        "dios"),
    "pt": word_set(
        "o os as um uma uns umas e de do da dos das ao aos à às em no na nos nas por pelo pela "
        "com sem se seu sua seus suas é são como quando onde quem porque que por quê mais mas "
        "não nem este esta isso aquele aquela há ser foi era deus"),
}

# -- words that say "the Bible" or "what people say" rather than a subject: left out of
# a query's key words when it has others, so a search never runs on "Bible" alone

GENERIC_QUERY_WORDS: dict[str, frozenset[str]] = {
    "en": word_set(
        "bible biblical say says said teach teaches teaching witnesses scripture scriptures "
        "really true answer respond reply someone people does did tell told"),
    "es": word_set(
        "biblia bíblico bíblica dice dicen enseña enseñan testigos escritura escrituras "
        "verdad responder contestar alguien gente sobre acerca"),
    "pt": word_set(
        "bíblia bíblico bíblica diz dizem ensina ensinam testemunhas escritura escrituras "
        "verdade responder alguém pessoas sobre respeito"),
}

# -- words that carry no subject in a goal ("please make me…"): trimmed from a topic ---

GOAL_STOP_WORDS: dict[str, frozenset[str]] = {
    "en": word_set(
        "a an the my our your me i to of for on in at about with and or please pls plz "
        "can could you would help make do give create want need is are be this that "
        "these those it its some any what whats how so just also then now up"),
    "es": word_set(
        "el la los las un una unos unas mi mis tu tus su sus me de del al a en con para "
        "por sobre acerca y o e que es son este esta estos estas ese esa lo le les se "
        "quiero necesito puedes podrias hazme haz dame crea crear hacer favor porfa "
        "porfavor ayudame ayuda tambien luego despues ahora yo nos nuestro nuestra"),
    "pt": word_set(
        "o a os as um uma uns umas meu minha meus minhas teu tua seu sua me de do da "
        "dos das ao aos em no na nos nas com para pra por sobre e ou que este esta "
        "estes estas esse essa isso isto lhe se quero preciso pode podes faca faz fazer "
        "crie criar favor ajuda ajude tambem depois agora eu nosso nossa"),
}

# -- the lexical entailer's (app.nli.lexical) filler words and negations --------------

FILLER_WORDS: dict[str, frozenset[str]] = {
    "en": word_set("a an the of to in on at for by with and or is are was were be been it "
                   "its this that these those as from"),
    "es": word_set("el la los las un una de del al en con por para y o es son fue que se lo "
                   "su sus"),
    # "no" here is Portuguese "in the": the entailer drops it before it looks for negations
    "pt": word_set("o os as um uma do da dos das no na nos nas com e ao aos pelo pela seu "
                   "sua"),
}
LEXICAL_NEGATIONS: dict[str, frozenset[str]] = {
    "en": word_set("not no never none nobody nothing neither nor cannot cant dont doesnt "
                   "didnt isnt arent wasnt werent wont"),
    "es": word_set("nunca nadie nada ninguno ninguna jamas tampoco"),
    "pt": word_set("nao nem nenhum nenhuma ninguem"),
}

# -- frequent function words of four letters or more: shared by a hypothesis and a
# premise window they say nothing (app.nli.model chooses windows by the others). Compared
# lower-cased, not folded, so both spellings of an accented word are listed.

WINDOW_FUNCTION_WORDS: dict[str, frozenset[str]] = {
    "es": _as_written(
        "para como pero este esta esto estos estas ella ellos ellas todo todos toda todas "
        "desde hasta sobre entre porque cuando donde también tambien mucho mucha nuestro "
        "nuestra vuestro cual cuales quien quienes sino aunque según segun tiene tienen"),
    "en": _as_written(
        "that this these those with from have were they their there which what when will "
        "would been being into than then them your such only some more most also about "
        "other over"),
    "pt": _as_written(
        "pelo pela pelos pelas mais muito muita isso esse essa esses essas nosso nossa seus "
        "suas você voce eles elas quando onde porque também tambem qual quais quem mesmo"),
}

# -- stems ------------------------------------------------------------------------------

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


def stem(word: str, language: str) -> str:
    """A light stem of a folded word: the longest known suffix cut while at least four
    letters remain, then at most six letters (enough to match "perdonar" with
    "perdonamos")."""
    for suffix in _FOLDED_SUFFIXES.get(language, ()):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            word = word[: -len(suffix)]
            break
    return word[:6]


def prefix_stem(word: str, letters: int) -> str:
    """The first `letters` letters of a word: the crudest stem, for any language."""
    return word[:letters]


def stop_words(language: str) -> frozenset[str]:
    """The function words of study text in `language` (English for another)."""
    return STOP_WORDS.get(language, STOP_WORDS["en"])


def content_stems(text: str, language: str) -> list[str]:
    """The stems of the text's content words (stop words and one-letter words dropped)."""
    stop = stop_words(language)
    return [stem(w, language) for w in words(text) if w not in stop and len(w) > 1]
