"""The evidence a claim's verdict needs: which sentences may decide it and how.

A sentence of a cited passage decides a claim only when

- it is the author's own assertion: not reported speech ("Some say that…", "Algunos
  dicen que…", "Há quem diga…", "the teaching that…") and not a question (`reported`);
- it is about the claim's subject (`on_subject`): it names every entity the claim names
  (Jesus, Lazarus, the Trinity, Jehovah's Witnesses…, the same in es, en and pt) and
  most of the claim's other content words (light stems; Jehovah answers for God);
- its NLI scores, read with the claim's polarity (`stance`): a negated claim ("do not
  believe", "never", "não acreditam", "nunca") is scored through its positive form too,
  and a sentence whose negation does not touch the claim's words ("not a person but
  God's active force") cannot contradict an affirmative claim for that negation.

`decide` turns the sentences' stances into one verdict: supported, contradicted or not
established. The NLI scores come from the one engine (app.nli.engine) through the
caller; nothing here runs a model.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from app.core.findings import ClaimCheck
from app.core.models import Finding
from app.core.text import fold
from app.core.text.lexicon import content_stems, stem, words

ClaimVerdict = Literal["supported", "contradicted", "not_established"]
SUPPORTED: ClaimVerdict = "supported"
CONTRADICTED: ClaimVerdict = "contradicted"
NOT_ESTABLISHED: ClaimVerdict = "not_established"

DECIDES = 0.55  # the entailment or contradiction a sentence needs to decide the claim
MARGIN = 0.15  # and how far above the other side the winning side must be
ON_SUBJECT = 0.65  # the share of the claim's content words a sentence must carry

# -- reported speech --------------------------------------------------------------------

_REPORTERS = (
    # en
    r"some(?: people)? (?:say|said|claim|believe|think|argue|teach|ask)",
    r"others? (?:say|said|claim|believe|think|argue|teach)",
    r"many(?: \w+){0,2} (?:say|claim|believe|think)",
    r"people (?:say|claim|believe|think|ask)", r"critics (?:say|claim)",
    r"it is (?:said|claimed|often said)", r"there are those who",
    r"the (?:teaching|idea|belief|claim|notion) that",
    # what someone says to himself ("The fool has said in his heart, 'There is no God'")
    r"(?:say|says|said) in (?:his|her|their|your) heart",
    # es
    r"algun[oa]s (?:personas )?(?:dicen|afirman|creen|piensan|enseñan|aseguran|preguntan)",
    r"otr[oa]s (?:dicen|afirman|creen|piensan|enseñan|aseguran)",
    r"much[oa]s(?: \w+){0,2} (?:dicen|afirman|creen|piensan)",
    r"hay quien(?:es)? (?:dice|dicen|afirma|afirman|cree|creen|piensa|piensan)",
    r"se (?:dice|afirma|cree) que", r"la gente (?:dice|cree|piensa)",
    r"la (?:enseñanza|idea|creencia|afirmación) de que",
    r"(?:dice|dicen|dijo|dijeron)(?: \w+){0,2} en su corazón",
    # pt
    r"alguns (?:dizem|afirmam|acreditam|pensam|ensinam|perguntam)",
    r"algumas pessoas (?:dizem|afirmam|acreditam|pensam|perguntam)",
    r"outros (?:dizem|afirmam|acreditam|pensam|ensinam)",
    r"muit[oa]s(?: \w+){0,2} (?:dizem|afirmam|acreditam|pensam)",
    r"há quem (?:diga|afirme|acredite|pense|ensine)", r"diz-se que",
    r"as pessoas (?:dizem|acreditam|pensam)",
    r"[oa] (?:ensino|ideia|crença|afirmação) de que",
    r"(?:diz|dizem|disse|disseram)(?: \w+){0,2} (?:no|em) seu coração",
)
# An indirect question reports a doubt, not an answer: "many ask why…", "se preguntan si…".
_ASKING = (r"(?:ask|asks|asked|wonder|wonders|wondered) (?:why|whether|if|how)",
           r"se pregunta(?:n|ban)? (?:por qué|si|cómo)",
           r"pergunta(?:m|vam)? (?:por que|por quê|se|como)",
           r"se perguntam (?:por que|por quê|se|como)")
_REPORTED = re.compile(r"(?<!\w)(?:" + "|".join((*_REPORTERS, *_ASKING)) + r")(?!\w)",
                       re.IGNORECASE)


def reported(sentence: str) -> bool:
    """The sentence reports what others say or asks: it is not the author's assertion."""
    text = sentence.strip()
    return "?" in text or "¿" in text or _REPORTED.search(text) is not None


# -- polarity ---------------------------------------------------------------------------

_NEGATORS = frozenset({"not", "never", "no", "nunca", "jamas", "nao", "nem", "ni",
                       "cannot", "nobody", "nadie", "ninguem", "neither"})
_NEGATED_VERB = re.compile(r"\w+n['’]t\b", re.IGNORECASE)  # don't, isn't, wasn't
_CONTRAST = frozenset({"but", "sino", "mas", "pero", "however", "embargo"})
_SCOPE = 4  # words after a negation it is taken to cover
# what to drop to turn a negated claim into its positive form
_NEGATION_WORDS = re.compile(
    r"(?<!\w)(?:do not|does not|did not|don['’]t|doesn['’]t|didn['’]t|is not|are not|"
    r"was not|were not|will not|won['’]t|not|never|no|nunca|jamás|jamais|não)(?!\w)",
    re.IGNORECASE)
_KEEP_BE = {"is not": "is", "are not": "are", "was not": "was", "were not": "were",
            "will not": "will", "won't": "will", "won’t": "will"}


def _tokens(text: str) -> list[str]:
    return words(_NEGATED_VERB.sub(lambda m: m.group(0)[:-3] + " not", text))


def negated(claim: str) -> bool:
    """The claim denies something ("do not believe", "nunca", "não acreditam")."""
    return any(t in _NEGATORS for t in _tokens(claim))


def positive_form(claim: str) -> str:
    """The claim without its negation: "Jesus was never baptized" -> "Jesus was
    baptized", "no creen en Jesús" -> "creen en Jesús"."""
    def keep(match: re.Match[str]) -> str:
        return _KEEP_BE.get(match.group(0).lower(), "")

    return " ".join(_NEGATION_WORDS.sub(keep, claim).split())


def negates_claim(sentence: str, claim: str, language: str) -> bool:
    """A negation of the sentence covers some of the claim's content words (the few
    words after it, up to a "but"): "they do not feel pain" negates "the dead feel
    pain"; "is not a person but God's active force" does not negate "active force"."""
    wanted = set(content_stems(claim, language))
    tokens = _tokens(sentence)
    for i, token in enumerate(tokens):
        if token not in _NEGATORS:
            continue
        for after in tokens[i + 1:i + 1 + _SCOPE]:
            if after in _CONTRAST:
                break
            if stem(after, language) in wanted:
                return True
    return False


def has_negation(sentence: str) -> bool:
    return any(t in _NEGATORS for t in _tokens(sentence))


# -- sentence windows ------------------------------------------------------------------

# Where a sentence's clauses part: "…, so …", "…, así que …", "…, então …", "…, but …".
_CLAUSE = re.compile(
    r",\s+(?=(?:so|and so|therefore|but|yet|así que|por eso|por lo tanto|pero|então|"
    r"por isso|portanto|mas)\b)", re.IGNORECASE)
# "X is not A but B" asserts "X is B" (and denies "X is A").
_NOT_BUT = (
    re.compile(r"\b(is|are|was|were) not\b[^,;]*?,?\s+but\s+", re.IGNORECASE),
    re.compile(r"\bno (es|son|era|eran)\b[^,;]*?,?\s+sino\s+(?:que\s+)?", re.IGNORECASE),
    re.compile(r"\bnão (é|são|era|eram)\b[^,;]*?,?\s+mas(?: sim)?\s+", re.IGNORECASE),
)

_BUT = re.compile(r",?\s+(?:but|sino|mas)\b", re.IGNORECASE)


def premises(sentence: str) -> list[str]:
    """What a sentence is scored as: "X is not A but B" as "X is B" and "X is not A", then
    each clause of a long sentence on its own (the model reads short premises best, and a
    trailing "…, so there is nothing wrong…" would sway it)."""
    candidates = [sentence]
    for pattern in _NOT_BUT:
        found = pattern.search(sentence)
        if found is not None:
            candidates = [pattern.sub(lambda m: f"{m.group(1)} ", sentence, count=1),
                          _BUT.split(sentence[:found.end()])[0]]
            break
    out: list[str] = []
    for candidate in candidates:
        parts = [p.strip() for p in _CLAUSE.split(candidate) if len(p.split()) >= 3]
        out.extend(parts if len(parts) > 1 else [candidate])
    return list(dict.fromkeys(out))


# -- the subject ------------------------------------------------------------------------

# Names and subjects that must be named for a sentence to be about them, in es, en and
# pt (folded); the words of one group answer for each other.
_ENTITIES: tuple[frozenset[str], ...] = tuple(frozenset(group.split()) for group in (
    "jesus jesucristo cristo christ",
    "lazarus lazaro",
    "jairus jairo",
    "god dios deus jehovah jehova jeova",
    "trinity trinidad trindade",
    "witnesses testigos testemunhas",
    "christmas navidad natal",
    "noah noe",
    "moses moises",
    "earth tierra terra",
    "father padre pai",
    "son hijo filho",
    "spirit espiritu espirito",
    "israel",
    "baptized baptism baptised bautizado bautismo batizado batismo",
    "hell infierno inferno",
    "resurrection resurreccion ressurreicao",
))
_ENTITY_OF = {word: group for group in _ENTITIES for word in group}


def entities(text: str) -> list[frozenset[str]]:
    """The entity groups the text names, in order, once each."""
    out: list[frozenset[str]] = []
    for word in words(text):
        group = _ENTITY_OF.get(word)
        if group is not None and group not in out:
            out.append(group)
    return out


_PREFIX = 4  # letters two forms of one verb share at least ("sufra", "sufriera")


def _forms(word: str, language: str) -> set[str]:
    """What a word matches by: its light stem, and for a longer word its first letters
    (verb forms the light stem does not join: "wanted"/"wants", "sofram"/"sofressem")."""
    out = {stem(word, language)}
    if len(word) > _PREFIX:
        out.add(word[:_PREFIX])
    return out


# "Again" and "will" are function words of English claims; Spanish and Portuguese say
# them with a verb ("volverán a vivir", "voltarão a viver", "van a vivir", "vão viver")
# or a phrase ("de nuevo", "outra vez"), which must not count as one more content word
# the evidence has to repeat: the same claim then asks the same of its evidence in every
# language.
_INFINITIVE = r"(?=\s+\w+(?:ar|er|ir|ár|ér|ír)(?:se|-se)?(?!\w))"
_AUXILIARY = re.compile(
    r"(?<!\w)(?:(?:vuelv|volv|volt)\w*\s+a" + _INFINITIVE
    + r"|(?:voy|vas|va|vamos|van|iba|iban)\s+a" + _INFINITIVE
    + r"|(?:vou|vais|vai|vamos|vão|ia|iam)" + _INFINITIVE
    + r"|de nuevo|otra vez|nuevamente|de novo|outra vez|novamente|once more|once again)"
    r"(?!\w)", re.IGNORECASE)


def without_auxiliaries(claim: str) -> str:
    """The claim without its "again" and "going to" ("Los muertos volverán a vivir" ->
    "Los muertos vivir", "Os mortos vão viver de novo" -> "Os mortos viver")."""
    return " ".join(_AUXILIARY.sub(" ", claim).split())


def subject_share(claim: str, sentence: str, language: str) -> float:
    """How much of the claim's subject the sentence carries (0..1): 0 when it misses an
    entity the claim names, else the share of the claim's content words it has (an
    entity counting when any of its names is there; "again" and "going to" in any of
    their forms are not content words)."""
    claim = without_auxiliaries(claim)
    named = set(words(sentence))
    wanted = entities(claim)
    if any(not (group & named) for group in wanted):
        return 0.0
    entity_words = {w for group in wanted for w in group}
    present = {form for w in named for form in _forms(w, language)}
    claim_stems = set(content_stems(claim, language))
    content = [w for w in dict.fromkeys(words(claim))
               if w not in entity_words and stem(w, language) in claim_stems]
    total = len(wanted) + len(content)
    if total == 0:
        return 0.0
    have = len(wanted) + sum(1 for w in content if _forms(w, language) & present)
    return have / total


def on_subject(claim: str, sentence: str, language: str) -> bool:
    return subject_share(claim, sentence, language) >= ON_SUBJECT


# -- stance and verdict -----------------------------------------------------------------

@dataclass(frozen=True)
class Stance:
    """What one sentence says of the claim: how much it supports and contradicts it."""

    supports: float
    contradicts: float


def stance(claim: str, sentence: str, language: str, scores: dict[str, float],
           positive: dict[str, float] | None = None,
           both_positive: dict[str, float] | None = None) -> Stance:
    """The sentence's stance on the claim, with the polarity of both compared. `scores`:
    the sentence against the claim; `positive`: against the claim's positive form (a
    negated claim); `both_positive`: the sentence's positive form against the claim's
    (a sentence that denies the claim's words). A negated claim is contradicted only by
    a sentence asserting its positive form, and supported only by one denying it too; an
    affirmative claim is supported only by a sentence that does not deny its words."""
    entail = float(scores.get("entailment", 0.0))
    contra = float(scores.get("contradiction", 0.0))
    denies = negates_claim(sentence, claim, language)
    same = float((both_positive or {}).get("entailment", 0.0)) if denies else 0.0
    if negated(claim):
        if positive is None:
            return Stance(0.0, 0.0)
        if denies:  # both deny: the sentence says what the claim says, or it does not
            return Stance(max(entail, float(positive.get("contradiction", 0.0)), same), 0.0)
        return Stance(0.0, float(positive.get("entailment", 0.0)))
    if denies:  # the sentence denies what the claim affirms
        return Stance(0.0, max(contra, same))
    if has_negation(sentence):  # a negation elsewhere: the model's "contradiction" is it
        return Stance(entail, 0.0)
    return Stance(entail, contra)


def decide(stances: list[Stance]) -> ClaimVerdict:
    """The claim's verdict from its on-subject sentences: one side must be clear and
    well above the other, else not established."""
    support = max((s.supports for s in stances), default=0.0)
    against = max((s.contradicts for s in stances), default=0.0)
    if max(support, against) < DECIDES or abs(support - against) < MARGIN:
        return NOT_ESTABLISHED
    return SUPPORTED if support > against else CONTRADICTED


def _claim_key(text: str) -> str:
    return " ".join(fold(text).split())


def decided_check(finding: Finding) -> bool:
    """The finding is a fact-check's answer that established something."""
    return isinstance(finding.data, ClaimCheck) and finding.data.decided


def one_answer(findings: list[Finding]) -> list[Finding]:
    """One answer per claim in a run: when a replan checked a claim again, the first
    definite answer (else the first) is kept and the others only add what they searched,
    read and found on the same side; the person never sees two answers that disagree."""
    groups: dict[str, list[Finding]] = {}
    for finding in findings:
        if isinstance(finding.data, ClaimCheck):
            groups.setdefault(_claim_key(finding.data.claim), []).append(finding)
    dropped: set[int] = set()
    for group in groups.values():
        if len(group) < 2:
            continue
        keep = next((f for f in group if decided_check(f)), group[0])
        data = keep.data
        assert isinstance(data, ClaimCheck)
        evidence = list(data.evidence)
        read = list(data.read)
        searched = [data.searched]
        for other in group:
            if other is keep:
                continue
            dropped.add(id(other))
            more = other.data
            assert isinstance(more, ClaimCheck)
            if more.verdict == data.verdict:
                evidence += [e for e in more.evidence
                             if e.text not in {x.text for x in evidence}]
            read += [title for title in more.read if title not in read]
            if more.searched and more.searched not in searched:
                searched.append(more.searched)
        keep.data = data.model_copy(update={
            "evidence": evidence, "read": read, "searched": " | ".join(searched)})
    return [f for f in findings if id(f) not in dropped]
