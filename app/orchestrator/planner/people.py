"""Who a goal names: the people a return visit, a study or a conversation is about.

A person is a run of capitalised words right after a word that introduces one
("Return visit with Carl Young", "Revisita a María López", "Revisita com João
Silva", "Prepara la revisita para Juan", "my student Ana de la Cruz"). The run is
the full name as written: every capitalised word belongs to it, also the ones that
are common words too ("Peter Hope", "Rosa Blanco", "Flor Santos"), joined by the
particles names carry ("de la", "dos", "van"). A comma ends it ("Revisita a Maria,
Oak Street" is Maria). Names of God, of the Bible and its books (followed by a
chapter), of publications, days and months are not people.

A name of the Bible (resources/bible_names.txt: Lazarus, Marta, Paulo…) is not one of
the person's contacts when the goal speaks of someone else's relation to them ("Jesus
wept when his friend Lazarus died", "su amigo Lázaro") or is about no one (a claim, a
topic): it is left free to search. After a visit, a student or "my friend" it is a
person as any name is ("Revisita a Marta"), and the notebook's own names are
registered by the notebook whatever they are.

The executor registers the people found in a run's goal with app.core.privacy
before anything is fetched, so no request can carry them even when a planner did
not understand the goal.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.core.paths import resources_dir
from app.orchestrator.planner.dates import DATE_WORDS
from app.orchestrator.planner.intents import lexicon
from app.orchestrator.planner.text import fold, word_norm

# Words after which a name may follow, by language ("a" only in Spanish and Portuguese,
# where it introduces a person: "visitar a Juan", "visitei a Maria").
_INTRODUCERS: dict[str, frozenset[str]] = {
    "en": frozenset({"visit", "visits", "visited", "visiting", "revisit", "revisits", "rv",
                     "student", "with", "for", "to", "friend", "neighbor", "neighbour",
                     "coworker", "colleague", "householder", "interested", "named", "called",
                     "answer", "ask", "tell", "help", "teach"}),
    "es": frozenset({"visita", "visitas", "revisita", "revisitas", "revisitar", "visitar",
                     "estudiante", "con", "para", "a", "amigo", "amiga", "vecino", "vecina",
                     "companero", "companera", "interesado", "interesada", "llamado",
                     "llamada", "senor", "senora", "sr", "sra", "don", "dona", "responder",
                     "contestar", "ayudar", "ensenar", "responderle", "contestarle",
                     "ayudarle"}),
    "pt": frozenset({"visita", "visitas", "revisita", "revisitas", "revisitar", "visitar",
                     "visitei", "estudante", "com", "para", "a", "o", "ao", "amigo", "amiga",
                     "vizinho", "vizinha", "colega", "interessado", "interessada", "chamado",
                     "chamada", "senhor", "senhora", "sr", "sra", "dona", "responder", "ajudar",
                     "ensinar"}),
}
_ALL_INTRODUCERS = frozenset().union(*_INTRODUCERS.values())
# "a"/"o" introduce a person only after a visit ("Revisita a Juan", "visitei o Pedro"):
# elsewhere they are articles ("A Trindade está na Bíblia?").
_ARTICLE_INTRODUCERS = frozenset({"a", "o", "ao"})
_VISITS = frozenset({"visita", "visitas", "revisita", "revisitas", "revisitar", "visitar",
                     "visitei", "visite", "revisitei", "revisite", "volver", "voltar"})
# After these a single known word is a topic, not a person ("with Trinity"); after a
# visit or a student it is a name ("Revisita a Trinidad").
_WEAK = frozenset({"with", "for", "to", "con", "para", "com", "a", "o", "ao", "named", "called",
                   "answer", "ask", "tell", "help", "teach", "responder", "contestar",
                   "ayudar", "ensenar", "ajudar", "ensinar"})
# Words that say a goal is about someone (a visit, a student, a friend, someone who
# asked): there, "with", "for", "con"... introduce a one-word name too. Elsewhere they
# introduce an audience or a subject ("a presentation for Muslims", "help with Easter"),
# and only a full name of two words or more is a person ("answer Carl Young").
_ABOUT_SOMEONE = (_ALL_INTRODUCERS - _WEAK - _ARTICLE_INTRODUCERS) | frozenset({
    "asked", "pregunto", "preguntaron", "perguntou", "perguntaram"})
_PARTICLES = frozenset({"de", "da", "do", "das", "dos", "del", "la", "di", "du", "van", "von",
                        "der", "den", "le"})
# Capitalised words that are not people.
_NOT_PEOPLE = frozenset({
    "god", "dios", "deus", "jehovah", "jehova", "jeova", "jesus", "christ", "cristo",
    "jesucristo", "lord", "senor", "bible", "biblia", "scriptures", "escrituras",
    "kingdom", "reino", "satan", "satanas", "devil", "diablo", "diabo", "spirit", "espiritu",
    "espirito", "paradise", "paraiso", "armageddon", "armagedon", "armagedom", "memorial",
    "conmemoracion", "celebracao", "watchtower", "atalaya", "sentinela", "awake", "despertad",
    "despertai", "bethel", "betel", "israel", "babylon", "babilonia", "eden", "heaven",
    "cielo", "ceu", "hell", "infierno", "inferno", "witnesses", "testigos", "testemunhas",
    "meeting", "reunion", "reuniao", "congregation", "congregacion", "congregacao",
    "ministry", "ministerio", "life", "vida", "study", "estudio", "estudo", "lesson",
    "leccion", "licao", "chapter", "capitulo", "sunday", "domingo", "saturday", "sabado",
    "english", "spanish", "portuguese", "ingles", "espanol", "portugues", "i",
})
# First words of capitalised runs that are places, seasons or groups, not a given name.
_NOT_A_FIRST_NAME = frozenset({
    "new", "latin", "hong", "south", "north", "east", "west", "united", "saint", "san",
    "santa", "sao", "semana", "holy", "good", "mother", "father", "middle", "native",
    "nuevo", "nueva", "dia", "ano", "america", "american", "americans", "europe",
    "african", "asian", "european"})
# Relations that make a name someone the user knows only with "my"/"mi"/"meu" before them:
# "his friend Lazarus" tells a story, "my friend Ana" names a contact.
_RELATIONS = frozenset({"friend", "neighbor", "neighbour", "coworker", "colleague",
                        "amigo", "amiga", "vecino", "vecina", "companero", "companera",
                        "vizinho", "vizinha", "colega"})
_MINE = frozenset({"my", "our", "mi", "mis", "nuestro", "nuestra", "meu", "minha", "meus",
                   "minhas", "nosso", "nossa"})
# The words a visit goal opens with, after which a colon may come before the name.
_VISIT_HEADS = _VISITS | frozenset({"visit", "revisit", "rv"})
# Titles written with a period that belong to the name after them ("Mr. Smith").
_TITLES = frozenset({"mr", "mrs", "ms", "dr", "sr", "sra", "srta", "sres", "prof"})
_CHAPTER_WORDS = frozenset({"chapter", "chapters", "capitulo", "capitulos", "cap", "ch",
                            "verse", "verses", "versiculo", "versiculos", "versículo"})
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
_MAX_WORDS = 6


@lru_cache(maxsize=1)
def _book_names() -> frozenset[str]:
    """Folded Bible book names (without a leading number) in every language."""
    from app.core.models import LANGUAGES
    from app.sources.references import book_name

    out: set[str] = set()
    for lang in LANGUAGES:
        for book in range(1, 67):
            for abbreviated in (False, True):
                name = book_name(book, lang, abbreviated).rstrip(".")
                out.add(fold(re.sub(r"^[123]\s*", "", name)))
    return frozenset(out)


@lru_cache(maxsize=1)
def bible_names() -> frozenset[str]:
    """Folded names the Bible's text uses (scripts/build_bible_names.py); empty when the
    file is missing."""
    path = resources_dir() / "bible_names.txt"
    try:
        return frozenset(path.read_text(encoding="utf-8").split())
    except OSError:
        return frozenset()


def _bible_run(run: list[str]) -> bool:
    """Every word of the run (but its particles) is a name of the Bible."""
    names = [fold(w) for w in run if fold(w) not in _PARTICLES]
    return bool(names) and all(n in bible_names() for n in names)


def _told_of(words: list[re.Match[str]], i: int) -> bool:
    """The word at `i` is a relation of someone else's ("his friend", "su amigo")."""
    return fold(words[i].group(0)) in _RELATIONS and (
        i == 0 or fold(words[i - 1].group(0)) not in _MINE)


def _capitalised(word: str) -> bool:
    return len(word) > 1 and word[:1].isupper() and not (word.isupper() and len(word) <= 4)


def _not_a_person(run: list[str], after: str, weak: bool, about_someone: bool) -> bool:
    """Whether a name-like run is something else: a name of God, a publication, a date,
    a Bible book followed by its chapter, or (after "with", "for"...) a word the planner
    knows as a subject, or one word in a goal that is not about someone."""
    key = word_norm(run[0])
    if key in _NOT_PEOPLE or key in DATE_WORDS:
        return True
    known = lexicon().index.exact
    if weak and (len(run) == 1 and (key in known or not about_someone)):
        return True
    if weak and not about_someone and (key in known or key in _NOT_A_FIRST_NAME):
        return True
    if key in _book_names():
        rest = after.lstrip(" ")
        next_word = _WORD.match(rest)
        return rest[:1].isdigit() or (next_word is not None
                                      and fold(next_word.group(0)) in _CHAPTER_WORDS)
    return False


def persons_in(goal: str, language: str = "en") -> list[str]:
    """The people `goal` names, each as written (full name), in order, without repeats."""
    # A goal may mix languages: every introducer counts, "a"/"o" only in their own.
    introducers = _INTRODUCERS.get(language, _ALL_INTRODUCERS) | (
        _ALL_INTRODUCERS - _ARTICLE_INTRODUCERS)
    words = list(_WORD.finditer(goal))
    about_someone = any(fold(w.group(0)) in _ABOUT_SOMEONE and not _told_of(words, i)
                        for i, w in enumerate(words))
    found: list[str] = []
    seen: set[str] = set()
    i = 0
    while i < len(words) - 1:
        written = words[i].group(0)
        cue = fold(written)
        nxt = words[i + 1]
        if cue not in introducers or not _capitalised(nxt.group(0)) or not (_joined(
                goal, words[i], nxt) or (cue in _VISIT_HEADS and _after_colon(
                goal, words[i], nxt))) or (cue in _ARTICLE_INTRODUCERS and (
                not written.islower() or i == 0
                or fold(words[i - 1].group(0)) not in _VISITS)):
            i += 1
            continue
        run = [nxt]
        j = i + 2
        while j < len(words) and len(run) < _MAX_WORDS and (
                _joined(goal, words[j - 1], words[j]) or _titled(goal, words[j - 1], words[j])):
            word = words[j].group(0)
            if _capitalised(word) and fold(word) not in _ALL_INTRODUCERS:
                run.append(words[j])
                j += 1
                continue
            # particles between two capitalised words: "María de la Cruz", "João dos Santos"
            k = j
            while k < len(words) and fold(words[k].group(0)) in _PARTICLES and _joined(
                    goal, words[k - 1], words[k]) and words[k].group(0).islower():
                k += 1
            if k > j and k < len(words) and _capitalised(words[k].group(0)) and _joined(
                    goal, words[k - 1], words[k]):
                run.extend(words[j:k + 1])
                j = k + 1
                continue
            break
        names = [w.group(0) for w in run]
        if (_told_of(words, i) or not about_someone) and _bible_run(names):
            i = j
            continue
        if not _not_a_person(names, goal[run[-1].end():], cue in _WEAK, about_someone):
            name = " ".join(goal[run[0].start():run[-1].end()].split())
            if fold(name) not in seen:
                seen.add(fold(name))
                found.append(name)
        i = j
    return found


def _after_colon(goal: str, left: re.Match[str], right: re.Match[str]) -> bool:
    """"Return visit: Maria": a colon after the visit, then the name."""
    return goal[left.end():right.start()].strip(" \t") == ":"


def _titled(goal: str, left: re.Match[str], right: re.Match[str]) -> bool:
    """"Mr. Smith", "Sra. Pérez": a title's period does not end the name."""
    return fold(left.group(0)) in _TITLES and goal[left.end():right.start()].strip(" \t") == "."


def _joined(goal: str, left: re.Match[str], right: re.Match[str]) -> bool:
    """Whether two words follow each other with only spaces between them."""
    gap = goal[left.end():right.start()]
    return gap.strip(" \t") == "" and gap != ""
