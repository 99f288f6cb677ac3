"""Recognising a person in distress from what they write (es/en/pt).

`care_of(text)` says whether a goal or topic speaks of danger to life (suicidal
thoughts, self-harm, abuse or violence) or of a painful situation (grief,
serious illness, despair or depression, anxiety, loneliness), and which theme it
is. The planner uses it to route such goals to `study.life_topics`; that agent puts a care note
first (talk to the elders and family; for danger to life, emergency services)
and looks for material on the theme, never a bare search of the words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from app.core.text import plain

Level = Literal["danger", "care"]
Theme = Literal["suicide", "abuse", "grief", "illness", "despair", "anxiety", "loneliness"]

# Folded phrases (lower case, no accents, no apostrophes), matched on word boundaries;
# a phrase ending in "*" matches any word that starts with it.
_PHRASES: dict[Theme, tuple[Level, str]] = {
    "suicide": ("danger", """
        want to die|wanna die|i want to be dead|wish i was dead|wish i were dead
        |kill myself|end my life|take my life|end it all|suicid*|self harm|selfharm
        |hurt myself|cut myself|cutting myself|no reason to live|dont want to live
        |dont want to be alive|better off dead
        |quiero morir*|me quiero morir|quisiera morir*|quiero estar muerto|quiero estar muerta
        |matarme|quitarme la vida|acabar con mi vida|no quiero vivir|no vale la pena vivir
        |hacerme dano|cortarme|autoles*
        |quero morrer|eu quero morrer|queria morrer|me matar|tirar minha vida
        |acabar com minha vida|nao quero viver|nao quero mais viver|me machucar|me cortar
        |automutila*"""),
    "abuse": ("danger", """
        abuse*|abusive|abused|molest*|rape|raped|incest|domestic violence|hits me|beats me
        |beat me|hit me|he hurts me|she hurts me|violence at home
        |abuso*|abusad*|abusa de mi|maltrat*|violaci*|violad*|violencia domestica
        |me pega|me golpea|me golpeo|golpead*|violencia en casa|violencia familiar
        |abusad*|estupr*|violencia domestica|me bate|me espanca|espancad*|agredid*
        |violencia em casa|violencia familiar"""),
    "grief": ("care", """
        grief|grieving|mourning|passed away|lost my mother|lost my father|lost my mom
        |lost my dad|lost my wife|lost my husband|lost my son|lost my daughter|lost my child
        |lost my baby|lost my brother|lost my sister|lost my friend|death of my|widowed
        |miscarriage|my mother died|my father died|my mom died|my dad died|my wife died
        |my husband died|my son died|my daughter died|my brother died|my sister died
        |my friend died|my baby died
        |duelo|fallecio|fallecida|fallecido|perdi a mi|muerte de mi|enviude|aborto espontaneo
        |mi madre murio|mi padre murio|mi mama murio|mi papa murio|mi esposo murio
        |mi esposa murio|mi marido murio|mi hijo murio|mi hija murio|mi hermano murio
        |mi hermana murio|mi amigo murio|mi amiga murio
        |luto|faleceu|falecida|falecido|perdi minha|perdi meu|morte da minha|morte do meu
        |fiquei viuva|fiquei viuvo|minha mae morreu|meu pai morreu|meu marido morreu
        |minha esposa morreu|meu filho morreu|minha filha morreu|meu irmao morreu
        |minha irma morreu|meu amigo morreu|minha amiga morreu"""),
    "illness": ("care", """
        cancer|terminal|terminally ill|diagnosed|chronic illness|seriously ill|very sick
        |in hospital|chemotherapy|is dying
        |cancer|enfermedad grave|enfermo terminal|enferma terminal|diagnosticad*
        |enfermedad cronica|muy enfermo|muy enferma|hospitalizad*|quimioterapia|se esta muriendo
        |doenca grave|doente terminal|diagnosticad*|doenca cronica|muito doente
        |internad*|quimioterapia|esta morrendo"""),
    "despair": ("care", """
        hopeless|no hope|cant go on|cannot go on|give up on life|depressed|depression
        |panic attack*|cant stop crying|desperate|falling apart
        |sin esperanza|no puedo mas|ya no puedo|deprimid*|depresion|ataques de panico
        |no dejo de llorar|desesperad*
        |sem esperanca|nao aguento mais|deprimid*|depressao|ataques de panico
        |nao paro de chorar|desesperad*"""),
    "anxiety": ("care", """
        anxiety|anxieties|anxious|panic|panicking
        |ansiedad|ansiedades|ansios*|angustia|angustiad*|crisis de panico
        |ansiedade|ansiedades|angustiad*|crise de panico|crises de panico"""),
    "loneliness": ("care", """
        so alone|all alone|feel alone|completely alone|lonely|loneliness|nobody cares
        |no one cares
        |muy solo|muy sola|me siento solo|me siento sola|soledad|nadie me quiere
        |a nadie le importo
        |muito sozinho|muito sozinha|me sinto sozinho|me sinto sozinha|solidao
        |ninguem me ama|ninguem se importa"""),
}


def fold(text: str) -> str:
    """Lower case, no accents, no apostrophes, single spaces between words."""
    return plain(text)


def _pattern(phrases: str) -> re.Pattern[str]:
    parts = []
    for raw in phrases.split("|"):
        phrase = " ".join(raw.split())
        if not phrase:
            continue
        stem = phrase.endswith("*")
        body = re.escape(phrase.rstrip("*"))
        parts.append(rf"\b{body}\w*" if stem else rf"\b{body}\b")
    return re.compile("|".join(parts))


_PATTERNS: dict[Theme, tuple[Level, re.Pattern[str]]] = {
    theme: (level, _pattern(phrases)) for theme, (level, phrases) in _PHRASES.items()
}


@dataclass(frozen=True)
class Care:
    level: Level
    theme: Theme
    words: str  # the words that showed it, as folded


def care_of(text: str) -> Care | None:
    """Danger to life first, then the first painful situation the text speaks of."""
    folded = fold(text)
    found: list[Care] = []
    for theme, (level, pattern) in _PATTERNS.items():
        m = pattern.search(folded)
        if m:
            found.append(Care(level, theme, m.group(0)))
    if not found:
        return None
    found.sort(key=lambda c: (c.level != "danger", folded.find(c.words)))
    return found[0]
