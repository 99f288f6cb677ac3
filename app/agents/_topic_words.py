"""The topic vocabulary: the subjects people talk about at the door, named in es, en and
pt, so a topic noted in one language is searched in another ("prayer" noted in English
is searched as "oración" when the visit is prepared in Spanish), and a goal's topic
phrase ("hablamos del paraíso y de la oración") becomes its topics.

    topics_in("paraíso y de la oración", "es") -> ["paraíso", "la oración"]
    in_language("prayer", "es") -> "oración"
    in_language("jardinería", "es") -> "jardinería"  (not in the vocabulary: as written)
    language_of_text("What happens when we die?") -> "en"
"""

from __future__ import annotations

import re

from app.core.text import fold

# concept -> its names per language, the first one the name searched and shown.
_CONCEPTS: dict[str, dict[str, tuple[str, ...]]] = {
    "kingdom": {"en": ("God's Kingdom", "Kingdom", "Kingdom of God"),
                "es": ("el Reino de Dios", "Reino", "Reino de Dios"),
                "pt": ("o Reino de Deus", "Reino", "Reino de Deus")},
    "prayer": {"en": ("prayer", "praying", "pray"),
               "es": ("la oración", "oración", "orar", "rezar"),
               "pt": ("a oração", "oração", "orar", "rezar")},
    "resurrection": {"en": ("the resurrection", "resurrection"),
                     "es": ("la resurrección", "resurrección"),
                     "pt": ("a ressurreição", "ressurreição")},
    "paradise": {"en": ("paradise", "paradise earth"),
                 "es": ("el paraíso", "paraíso", "paraíso en la tierra"),
                 "pt": ("o paraíso", "paraíso", "paraíso na terra")},
    "death": {"en": ("death", "the dead", "what happens when we die", "dying"),
              "es": ("la muerte", "muerte", "los muertos", "qué pasa al morir"),
              "pt": ("a morte", "morte", "os mortos", "o que acontece quando morremos")},
    "suffering": {"en": ("suffering", "why God allows suffering", "evil"),
                  "es": ("el sufrimiento", "sufrimiento", "por qué Dios permite el sufrimiento",
                         "la maldad"),
                  "pt": ("o sofrimento", "sofrimento", "por que Deus permite o sofrimento",
                         "a maldade")},
    "gods_name": {"en": ("God's name", "the name of God", "Jehovah"),
                  "es": ("el nombre de Dios", "nombre de Dios", "Jehová"),
                  "pt": ("o nome de Deus", "nome de Deus", "Jeová")},
    "jesus": {"en": ("Jesus", "Jesus Christ", "who is Jesus"),
              "es": ("Jesús", "Jesucristo", "quién es Jesús"),
              "pt": ("Jesus", "Jesus Cristo", "quem é Jesus")},
    "ransom": {"en": ("the ransom", "ransom", "Jesus' sacrifice"),
               "es": ("el rescate", "rescate", "el sacrificio de Jesús"),
               "pt": ("o resgate", "resgate", "o sacrifício de Jesus")},
    "bible": {"en": ("the Bible", "Bible", "the Scriptures"),
              "es": ("la Biblia", "Biblia", "las Escrituras"),
              "pt": ("a Bíblia", "Bíblia", "as Escrituras")},
    "future": {"en": ("the future", "future", "hope for the future"),
               "es": ("el futuro", "futuro", "esperanza para el futuro"),
               "pt": ("o futuro", "futuro", "esperança para o futuro")},
    "hope": {"en": ("hope",), "es": ("la esperanza", "esperanza"),
             "pt": ("a esperança", "esperança")},
    "family": {"en": ("family", "family life", "happy family"),
               "es": ("la familia", "familia", "vida familiar"),
               "pt": ("a família", "família", "vida em família")},
    "marriage": {"en": ("marriage",), "es": ("el matrimonio", "matrimonio"),
                 "pt": ("o casamento", "casamento")},
    "children": {"en": ("raising children", "children", "parenting"),
                 "es": ("la crianza de los hijos", "hijos", "criar a los hijos"),
                 "pt": ("a criação dos filhos", "filhos", "criar os filhos")},
    "peace": {"en": ("peace", "world peace"), "es": ("la paz", "paz", "paz mundial"),
              "pt": ("a paz", "paz", "paz mundial")},
    "happiness": {"en": ("happiness", "a happy life"),
                  "es": ("la felicidad", "felicidad", "una vida feliz"),
                  "pt": ("a felicidade", "felicidade", "uma vida feliz")},
    "love": {"en": ("God's love", "love"), "es": ("el amor de Dios", "amor"),
             "pt": ("o amor de Deus", "amor")},
    "faith": {"en": ("faith",), "es": ("la fe", "fe"), "pt": ("a fé", "fé")},
    "forgiveness": {"en": ("forgiveness", "forgiving"), "es": ("el perdón", "perdón", "perdonar"),
                    "pt": ("o perdão", "perdão", "perdoar")},
    "anxiety": {"en": ("anxiety", "worry", "stress"),
                "es": ("la ansiedad", "ansiedad", "inquietud", "estrés"),
                "pt": ("a ansiedade", "ansiedade", "preocupação", "estresse")},
    "grief": {"en": ("grief", "losing a loved one", "mourning"),
              "es": ("el duelo", "duelo", "perder a un ser querido"),
              "pt": ("o luto", "luto", "perder alguém querido")},
    "trinity": {"en": ("the Trinity", "Trinity"), "es": ("la Trinidad", "Trinidad"),
                "pt": ("a Trindade", "Trindade")},
    "hell": {"en": ("hell", "hellfire"), "es": ("el infierno", "infierno"),
             "pt": ("o inferno", "inferno")},
    "soul": {"en": ("the soul", "soul"), "es": ("el alma", "alma"), "pt": ("a alma", "alma")},
    "holy_spirit": {"en": ("the holy spirit", "holy spirit"),
                    "es": ("el espíritu santo", "espíritu santo"),
                    "pt": ("o espírito santo", "espírito santo")},
    "creation": {"en": ("creation", "creator", "evolution"),
                 "es": ("la creación", "creación", "creador", "evolución"),
                 "pt": ("a criação", "criação", "criador", "evolução")},
    "last_days": {"en": ("the last days", "last days", "end of the world"),
                  "es": ("los últimos días", "últimos días", "el fin del mundo"),
                  "pt": ("os últimos dias", "últimos dias", "o fim do mundo")},
    "armageddon": {"en": ("Armageddon",), "es": ("el Armagedón", "Armagedón"),
                   "pt": ("o Armagedom", "Armagedom")},
    "devil": {"en": ("Satan", "the Devil", "devil"), "es": ("Satanás", "el Diablo", "diablo"),
              "pt": ("Satanás", "o Diabo", "diabo")},
    "angels": {"en": ("angels",), "es": ("los ángeles", "ángeles"),
               "pt": ("os anjos", "anjos")},
    "heaven": {"en": ("heaven", "going to heaven"), "es": ("el cielo", "cielo", "ir al cielo"),
               "pt": ("o céu", "céu", "ir para o céu")},
    "baptism": {"en": ("baptism",), "es": ("el bautismo", "bautismo"),
                "pt": ("o batismo", "batismo")},
    "sin": {"en": ("sin",), "es": ("el pecado", "pecado"), "pt": ("o pecado", "pecado")},
    "memorial": {"en": ("the Memorial", "Memorial", "the Lord's Evening Meal"),
                 "es": ("la Conmemoración", "Conmemoración", "la Cena del Señor"),
                 "pt": ("a Celebração", "Celebração", "a Ceia do Senhor")},
    "sickness": {"en": ("sickness", "illness", "health"),
                 "es": ("la enfermedad", "enfermedad", "salud"),
                 "pt": ("a doença", "doença", "saúde")},
    "work": {"en": ("work", "finding work", "money"),
             "es": ("el trabajo", "trabajo", "dinero"),
             "pt": ("o trabalho", "trabalho", "dinheiro")},
    "youth": {"en": ("young people", "youth"), "es": ("los jóvenes", "jóvenes", "juventud"),
              "pt": ("os jovens", "jovens", "juventude")},
    "loneliness": {"en": ("loneliness",), "es": ("la soledad", "soledad"),
                   "pt": ("a solidão", "solidão")},
}

# Leading words a goal's topic phrase carries ("about the", "del", "sobre a").
_LEADING = frozenset({
    "the", "a", "an", "about", "of", "on", "el", "la", "los", "las", "lo", "un", "una", "del",
    "de", "al", "sobre", "acerca", "o", "os", "as", "um", "uma", "do", "da", "dos", "das",
    "no", "na", "em"})
# The prepositions a topic phrase's parts start with ("y de la oración"): dropped, the
# topic itself is kept as written ("the resurrection").
_PREPOSITIONS = frozenset({"about", "of", "on", "de", "del", "al", "sobre", "acerca",
                           "do", "da", "dos", "das", "no", "na", "em"})
# Where a phrase of several topics parts.
_AND = re.compile(r"\s*(?:,|;|\band\b|\by\b|\be\b|\bas well as\b|\badem[aá]s de\b)\s*",
                  re.IGNORECASE)

_STOPWORDS: dict[str, frozenset[str]] = {lang: frozenset(text.split()) for lang, text in {
    "en": "the and what why how does do is are of to in will you your with about who when "
          "we they it this that",
    "es": "el la los las que por qué cómo es son del de en y un una usted su con para se lo "
          "al cuando quién",
    "pt": "o a os as que por quê como é são do da dos das de em e um uma você seu com para "
          "se ao quando quem não",
}.items()}


def _bare(text: str) -> str:
    """The folded phrase without its leading articles and prepositions."""
    words = fold(text).replace("'s", "").replace("’s", "").split()
    while words and words[0] in _LEADING:
        words = words[1:]
    return " ".join(w.strip(".,;:¿?¡!\"'") for w in words)


def _names() -> list[tuple[str, str]]:
    """(bare name, concept), longest name first (the most specific matches first)."""
    out = {(_bare(name), concept) for concept, by_lang in _CONCEPTS.items()
           for names in by_lang.values() for name in names}
    return sorted(out, key=lambda item: -len(item[0]))


_NAMES = _names()


def concept_of(topic: str) -> str | None:
    """The vocabulary's concept a topic names, in any language, or None."""
    bare = _bare(topic)
    if not bare:
        return None
    for name, concept in _NAMES:
        if bare == name:
            return concept
    for name, concept in _NAMES:  # "el Reino que Dios promete" names the Kingdom too
        if len(name) >= 4 and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", bare):
            return concept
    return None


def in_language(topic: str, language: str) -> str:
    """The topic's name in `language` (its concept's), else as written."""
    concept = concept_of(topic)
    if concept is None:
        return topic.strip()
    return _CONCEPTS[concept][language][0]


def topics_in(phrase: str, language: str) -> list[str]:
    """A goal's topic phrase as its topics: split at "and"/"y"/"e" and commas, each
    without its leading preposition ("del paraíso y de la oración" -> "paraíso",
    "la oración")."""
    out: list[str] = []
    for part in _AND.split(phrase):
        words = part.strip(" .,;:¿?¡!\"'").split()
        while words and fold(words[0]) in _PREPOSITIONS:
            words = words[1:]
        topic = " ".join(words)
        if len(topic) >= 2 and topic not in out:
            out.append(topic)
    return out or ([phrase.strip()] if phrase.strip() else [])


def language_of_text(text: str) -> str | None:
    """The language a short text is written in, by its common words, or None when it
    does not say."""
    words = re.findall(r"\w+", text.casefold())
    counts = {lang: sum(w in stop for w in words) for lang, stop in _STOPWORDS.items()}
    best = max(counts, key=lambda lang: counts[lang])
    ties = [lang for lang, n in counts.items() if n == counts[best]]
    return best if counts[best] and len(ties) == 1 else None
