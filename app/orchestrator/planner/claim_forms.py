"""A goal that asks whether a claim is true, in es, en and pt, and the claim it asks
about: "¿Es cierto que X?", "Me dijeron que X, ¿es así?", "Someone told me X, is that
true?", "Do Jehovah's Witnesses really X?", "Será que X?", "Dizem que X, isso é verdade?"
(with or without punctuation and accents). Such a goal goes to the fact-checker whatever
doctrinal words it carries; a question of doctrine without a claim ("Is Jesus God?")
is not one.

    claim_of("Me dijeron que los testigos no creen en el infierno, ¿es así?")
    -> "los testigos no creen en el infierno"
"""

from __future__ import annotations

import re
import unicodedata

# The patterns read a folded copy of the goal of the same length (one letter for one
# letter, accents and case dropped), so the claim is cut from the goal as written.


def _fold_same_length(text: str) -> str:
    out = []
    for ch in text:
        base = unicodedata.normalize("NFD", ch)[:1] or ch
        out.append(base.lower() if len(base.lower()) == 1 else base)
    return "".join(out)


_OPEN = r"^[\s¿¡\"'“«]*"
_END = r"[\s?!.…\"'”»]*$"
# "Is it true that", "¿Es cierto que", "É verdade que", "Será que" …: the claim follows.
_ASKS_BEFORE = re.compile(_OPEN + r"(?:(?:but|so|and|pero|y|mas|e)\s+)?(?:"
    r"is it (?:really |actually )?(?:true|correct|right|a fact)(?: that)?"
    r"|is it so that|it is true that|true that"
    r"|(?:es|sera|seria) (?:realmente |de verdad )?(?:cierto|verdad)(?: eso)?(?: de)?"
    r"(?: que| q)?"
    r"|(?:(?:e|sera) )?(?:mesmo |realmente )?(?:verdade|certo)(?: que)"
    r"|(?:e|sera) (?:mesmo |realmente )?(?:verdade|certo)"
    r"|sera que"
    r")\s+(?P<claim>.+?)" + _END)
# "… is that true?", "…, ¿es así?", "…, isso é verdade?": the claim comes first.
_ASKS_AFTER = re.compile(_OPEN + r"(?P<claim>.+?)[\s,;:.\-–—]*[¿]?\s*(?:"
    r"(?:is|isn'?t) (?:that|this|it) (?:really )?(?:true|right|correct|so)"
    r"|(?:is that|is this) a fact|true or false|is it true"
    r"|(?:es|sera) (?:eso |esto |realmente )?(?:asi|cierto|verdad)"
    r"|verdad o mentira|(?:eso )?es verdad"
    r"|(?:isso |isto )?(?:e|sera) (?:mesmo )?(?:verdade|certo|assim)|(?:isso |isto )?e isso mesmo"
    r"|(?:isso |isto )?e mesmo|verdade ou mentira"
    r")" + _END)
# "Someone told me that", "Me dijeron que", "Dizem que": who said the claim, not the claim.
_REPORTER = re.compile(r"^(?:"
    r"(?:someone|somebody|people|they|a friend|a neighbou?r|my \w+) (?:told me|tell me|"
    r"said|say|says|claim|claims)(?: that)?|i (?:heard|read|was told)(?: that)?"
    r"|(?:me (?:dijeron|dijo|han dicho|contaron)|dicen|escuche|he oido|oi|lei|alguien "
    r"(?:me )?dijo|un vecino (?:me )?dijo)(?: que| q)?"
    r"|(?:me (?:disseram|disse|contaram)|dizem|ouvi(?: dizer)?|li|alguem (?:me )?disse)"
    r"(?: que)?"
    r")\s+")
# "Do Jehovah's Witnesses really X?", "¿Los testigos de verdad X?", "As Testemunhas
# realmente X?": the claim is the sentence without the doubt.
_REALLY = re.compile(_OPEN + r"(?:(?P<aux>do|does|did) (?P<who>.{2,60}?) (?:really|actually) "
    r"(?P<what>.+?)"
    r"|(?:de verdad|en serio|realmente|en verdad) (?P<who2>.+?)"
    r"|(?P<who3>(?:los |las |as |os )?(?:testigos|testemunhas)(?: de jehova| de jeova)?) "
    r"(?:de verdad|en serio|realmente|en verdad|mesmo|de fato|na verdade) (?P<what3>.+?)"
    r")" + _END)
# "Será que Deus se importa comigo?" wonders about the person, it is no claim to check.
_FIRST_PERSON = re.compile(r"\b(?:eu|me|mim|comigo|meu|minha|posso|devo|consigo|i|my|me|yo|mi"
                           r"|puedo|debo|conmigo)\b")
_LEAD = re.compile(r"^(?:that|que|q)\s+")
MIN_WORDS = 2


def _clean(claim: str) -> str:
    """The claim without who said it and a leading "that"/"que"."""
    for _ in range(2):
        folded = _fold_same_length(claim)
        found = _REPORTER.match(folded) or _LEAD.match(folded)
        if found is None:
            break
        claim = claim[found.end():]
    return claim.strip(" ,;:.¿?¡!\"'“”«»")


def claim_of(goal: str) -> str | None:
    """The claim a goal asks to check, or None when it asks no "is it true" question."""
    text = " ".join(goal.split())
    folded = _fold_same_length(text).replace("’", "'")
    for pattern in (_ASKS_BEFORE, _ASKS_AFTER):
        found = pattern.match(folded)
        if found is not None:
            claim = _clean(text[found.start("claim"):found.end("claim")])
            wondering = "sera que" in folded[:found.start("claim")]
            personal = wondering and _FIRST_PERSON.search(_fold_same_length(claim)) is not None
            if len(claim.split()) >= MIN_WORDS and not personal:
                return claim
    found = _REALLY.match(folded)
    if found is None:
        return None
    if found.group("who"):
        claim = (f"{text[found.start('who'):found.end('who')]} "
                 f"{text[found.start('what'):found.end('what')]}")
    elif found.group("who2"):
        claim = text[found.start("who2"):found.end("who2")]
    else:
        claim = (f"{text[found.start('who3'):found.end('who3')]} "
                 f"{text[found.start('what3'):found.end('what3')]}")
    claim = _clean(claim)
    return claim if len(claim.split()) >= MIN_WORDS else None
