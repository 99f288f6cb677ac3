"""The words and patterns per language (es/en/pt) the rules planner reads goals with,
besides the intent cues (cues.py): data only. Which language a goal is in, which
words carry no subject, the intent families, the words that name an audience, an
action on return visits, a lesson, and what a return-visit goal says to note down.
"""

from __future__ import annotations

import re

from app.core.models import Language
from app.core.text.lexicon import GOAL_STOP_WORDS


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Words that carry no subject: stripped from the edges of an extracted topic.
STOPWORDS: dict[str, frozenset[str]] = GOAL_STOP_WORDS

# Words that show the language of a goal (not shared by the other two languages).
LANGUAGE_MARKERS: dict[str, frozenset[str]] = {
    "en": _words(
        "the my our your what how and is are about with please for of this next today "
        "tomorrow meeting prepare explain make do does i me"),
    "es": _words(
        "el los las mi mis del y es sobre con por favor hoy manana reunion prepara "
        "preparar explica explicame hazme que dice esta proximo semana una"),
    "pt": _words(
        "os as meu minha do da dos das sobre com por favor hoje amanha reuniao preparar "
        "explica faca e esta proximo semana uma nao voce"),
}
SHARED_MARKERS = (LANGUAGE_MARKERS["es"] & LANGUAGE_MARKERS["pt"]) | (
    LANGUAGE_MARKERS["en"] & (LANGUAGE_MARKERS["es"] | LANGUAGE_MARKERS["pt"]))


# Common words of languages Preparo does not plan in (none is a word of es/en/pt).
FOREIGN_MARKERS: dict[str, frozenset[str]] = {
    "fr": _words("le les du des une est pour avec dans je mon ma mes nous vous pourquoi "
                    "comment qu quoi reunion preparer prepare expliquer explique aujourd "
                    "dimanche semaine prochaine ceci cela etre avoir"),
    "de": _words("der die das und ist mit fur meine mein ich wie warum bitte vorbereiten "
                    "bereite erklare erklaren versammlung sonntag woche heute nicht ein eine "
                    "vor zum zur auf"),
    "it": _words("il gli della delle che per con mio mia perche come preparare prepara "
                    "spiega spiegami adunanza domenica settimana oggi sono questa questo "
                    "nella"),
}


def _all_stopwords() -> frozenset[str]:
    return STOPWORDS["en"] | STOPWORDS["es"] | STOPWORDS["pt"]


STOP = _all_stopwords()
# Trimmed from the edges of a topic too: "bible advice for anxiety" is about anxiety.
EDGE = STOP | {"bible", "biblia", "biblical", "biblico", "biblicos", "biblica", "biblicas",
                 "scriptural", "biblically"}


RESEARCH_FAMILY = ("apocrypha", "fact_check", "apologetics", "life", "research")
MINISTRY_FAMILY = ("conversation", "revisit", "presentation")
PURPOSE = {"for", "para", "pra", "pro"}
ABOUT = {"about", "regarding", "concerning", "sobre", "acerca"}
ARTICLES = {"a", "an", "the", "my", "una", "un", "uma", "um", "mi", "minha", "meu", "la",
             "el", "o", "mis", "minhas", "some", "alguna", "alguma"}
PREPOSITIONS = {"con", "with", "com", "to", "a", "de", "do", "da", "for", "para", "pra",
                 "named", "llamado", "llamada", "chamado", "chamada"}
SUNDAY_CONTENT = {"watchtower", "atalaya", "sentinela", "wt"}
MIDWEEK_CONTENT = {"workbook", "guia", "apostila", "tesoros", "tesouros", "treasures",
                    "gems", "perlas", "joias", "vida", "life", "congregation",
                    "congregacion", "congregacao", "christian", "cristiana", "crista"}
OBJECTION_TRIGGERS = (
    "says", "said", "say", "dice", "dicen", "dijo", "diz", "dizem", "disse", "told",
    "decir", "dizer")
ACTIONS: dict[str, tuple[str, ...]] = {
    "add": ("add", "new", "log", "record", "register", "save", "anotar", "apuntar", "agregar",
            "anadir", "registrar", "nueva", "nuevo", "adicionar", "nova", "novo", "salvar",
            "guardar", "crear", "criar"),
    "list": ("list", "show", "lista", "listar", "mostrar", "ver", "todas", "all", "todos",
             "mis", "minhas", "my"),
    "update": ("update", "edit", "change", "actualizar", "editar", "cambiar", "modificar",
               "atualizar", "alterar", "mudar"),
}
AUDIENCE = {
    "young", "youth", "youths", "teens", "teenagers", "jovenes", "joven", "jovens", "jovem",
    "adolescentes", "students", "estudiantes", "estudantes", "atheist", "atheists", "ateo",
    "ateos", "ateu", "ateus", "muslim", "muslims", "musulman", "musulmanes", "muculmano",
    "muculmanos", "catholic", "catholics", "catolico", "catolicos", "catolica", "evangelical",
    "evangelico", "evangelicos", "hindu", "hindus", "buddhist", "budista", "budistas",
    "elderly", "older", "ancianos", "mayores", "idosos", "parents", "padres", "pais",
    "children", "ninos", "criancas", "kids", "mothers", "madres", "maes", "workers",
    "trabajadores", "trabalhadores", "scientists", "people", "gente", "pessoas", "personas",
    "grieving", "mourning", "bereaved", "widows", "widow", "sick", "ill", "someone",
    "neighbour", "neighbor", "friend", "coworker", "colleague", "religious", "nonreligious",
    "families", "couples", "alguien", "enlutados", "enlutada", "enlutado", "viudas", "viuda",
    "enfermos", "enferma", "enfermo", "vecino", "vecina", "amigo", "amiga", "familias",
    "religiosos", "religiosas", "alguem", "enlutadas", "viuvas", "viuva", "doentes", "doente",
    "vizinho", "vizinha", "casais", "parejas",
    "jewish", "judio", "judios", "judeu", "judeus", "protestant", "protestante",
    "protestantes", "agnostic", "agnostico", "agnosticos", "business", "negocios",
    # one person of an audience (issue 31: busy, religious, another language...)
    "person", "persona", "pessoa", "busy", "ocupada", "ocupado", "religiosa", "religioso",
    "immigrant", "immigrants", "inmigrante", "inmigrantes", "imigrante", "imigrantes",
    "foreigner", "foreigners", "extranjero", "extranjera", "estrangeiro", "estrangeira",
}
EXPLICIT_LANGUAGE: dict[str, Language] = {
    "english": "en", "ingles": "en", "spanish": "es", "espanol": "es", "castellano": "es",
    "espanhol": "es", "portuguese": "pt", "portugues": "pt",
}
LANGUAGE_PREPOSITIONS = {"in", "en", "em", "into", "al", "para", "ao"}


NEXT_TOPIC = re.compile(
    r"\b(?:talk about|talk next about|discuss|discussed|speak about|talked about|spoke about"
    r"|hablar(?:le)? (?:de|sobre)|hablamos (?:de(?:l)?|sobre)|conversamos (?:de(?:l)?|sobre)"
    r"|falamos (?:de|do|da|dos|das|sobre)"
    r"|conversar (?:de|sobre)|tratar|falar(?:-lhe)? (?:de|sobre)|conversar sobre"
    r"|next time|next visit|la pr[oó]xima vez|pr[oó]xima visita|da pr[oó]xima vez"
    r"|na pr[oó]xima vez|na pr[oó]xima visita)\b[\s,:]*", re.IGNORECASE)
NEXT_QUESTION = re.compile(
    r"\b(?:ask(?: (?:him|her|them))?|preguntar(?:le)?|pregunta|perguntar(?:-lhe)?|pergunta"
    r"|question)\b[\s:]*[\"“«'¿]?([^\"”»?]{6,200}\?)", re.IGNORECASE)
LITERATURE = re.compile(
    r"\b(?:left (?:him|her|them)?|gave (?:him|her|them)?|dej[eé](?:le)?|le dej[eé]"
    r"|deixei(?: com (?:ele|ela))?)\s+(?:the |el |la |los |las |o |a |os |as )?"
    r"([^.;,]{3,120})", re.IGNORECASE)
ADDRESS = re.compile(
    r"\b(?:lives (?:at|on|in)|vive en|mora (?:na|no|em))\s+([^.;,]{3,200})", re.IGNORECASE)
CLAUSE_END = re.compile(r"[.;!]|,\s*(?:left|gave|ask|dej|le dej|pregunt|deixei|pergunt|"
                         r"and ask|y pregunt|e pergunt)", re.IGNORECASE)


STREET = re.compile(
    r"\b(?:street|st|avenue|ave|road|rd|lane|drive|boulevard|blvd|court|apartment|apt|house"
    r"|calle|avenida|avda|av|camino|plaza|paseo|carrera|barrio|edificio|piso|casa"
    r"|apartamento|depto|rua|travessa|praca|praça|estrada|alameda|bairro|apto|n[oº°])\b"
    r"|\d", re.IGNORECASE)


LESSON_WORD = {"en": "lesson", "es": "lección", "pt": "lição"}
POINT_WORD = {"en": "point", "es": "punto", "pt": "ponto"}
TEACHING_PUBS = ("lmd", "th", "lff", "lfb")
