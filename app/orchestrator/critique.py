"""Critique: does each finding's evidence support its claim?

Every finding that carries a claim is checked as an NLI pair (premise = the
finding's evidence: its excerpt, else `data["evidence"]`, else its summary;
hypothesis = the claim) and gets a Verdict, with its reason in words in the
run's language ("supported by ¶4", "not found in its source", "contradicts
its source") and the engine that decided ("model", or "word-overlap" when no
model is installed or it failed; the run's verdict names it too). The run gets a RunVerdict:
"strong" when at least three quarters of the checked findings are entailed,
"mixed" from half, "weak" below, "none" when nothing carried a claim. A replan
is suggested when the run found nothing, when more than half of the checked
findings are not entailed, or when a failed step has a fallback agent to try.

`Entailer` is the interface of the NLI engine (`app.nli.OnnxEntailer`);
`LexicalEntailer` is a deterministic stand-in used by tests and whenever no
model is installed.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from collections.abc import Callable
from typing import Literal, Protocol

from app.agents.registry import Registry
from app.core.events import CritiqueDone, Event
from app.core.findings import WtParagraph
from app.core.i18n import tr
from app.core.models import Finding, RunResult, RunVerdict, StepStatus, Verdict
from app.core.settings import Settings
from app.study.verdicts import paragraph_mark, verdict_reason

log = logging.getLogger(__name__)

LABELS = ("entailment", "neutral", "contradiction")
VerdictLabel = Literal["entails", "neutral", "contradicts"]
_LABEL_TO_VERDICT: dict[str, VerdictLabel] = {
    "entailment": "entails", "neutral": "neutral", "contradiction": "contradicts"}
MAX_PREMISE_CHARS = 2000


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


class Entailer(Protocol):
    async def entail_batch(self, pairs: list[tuple[str, str]]) -> list[dict[str, float]]:
        """Scores for each (premise, hypothesis): entailment, neutral, contradiction."""
        ...


_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_NEGATIONS = _words(
        "not no never none nobody nothing neither nor cannot cant dont doesnt didnt "
        "isnt arent wasnt werent wont nunca nadie nada ninguno ninguna jamas tampoco "
        "nao nem nenhum nenhuma ninguem")
_FILLER = _words(
        "a an the of to in on at for by with and or is are was were be been it its this "
        "that these those as from el la los las un una de del al en con por para y o es "
        "son fue que se lo su sus o os as um uma do da dos das no na nos nas com e ao "
        "aos pelo pela seu sua")


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _content(text: str) -> list[str]:
    return [w for w in _WORD.findall(_fold(text)) if w not in _FILLER]


def _stem(word: str) -> str:
    return word[:6] if len(word) > 6 else word


class LexicalEntailer:
    """A deterministic entailer from word overlap and negation (no model).

    Entailment grows with the share of the claim's content words found in the
    evidence (compared on their first six letters); a negation present on one
    side only turns an overlap into a contradiction."""

    async def entail_batch(self, pairs: list[tuple[str, str]]) -> list[dict[str, float]]:
        return [self.score(p, h) for p, h in pairs]

    def score(self, premise: str, hypothesis: str) -> dict[str, float]:
        prem = _content(premise)
        hyp = _content(hypothesis)
        prem_stems = {_stem(w) for w in prem if w not in _NEGATIONS}
        hyp_words = [w for w in hyp if w not in _NEGATIONS]
        if not hyp_words or not prem_stems:
            return {"entailment": 0.05, "neutral": 0.9, "contradiction": 0.05}
        covered = sum(1 for w in hyp_words if _stem(w) in prem_stems) / len(hyp_words)
        negated = bool(_NEGATIONS.intersection(prem)) != bool(_NEGATIONS.intersection(hyp))
        if negated and covered >= 0.5:
            contradiction = 0.4 + 0.5 * covered
            entailment = 0.05
        else:
            entailment = 0.05 + 0.9 * covered ** 1.5
            contradiction = 0.05
        neutral = max(0.0, 1.0 - entailment - contradiction)
        total = entailment + neutral + contradiction
        return {"entailment": round(entailment / total, 4), "neutral": round(neutral / total, 4),
                "contradiction": round(contradiction / total, 4)}


def default_entailer(settings: Settings | None = None) -> Entailer:
    """The ONNX entailer when a model is installed, else the lexical one."""
    try:
        from app.nli import OnnxEntailer, find_model_dir

        find_model_dir(settings)
    except Exception as exc:  # no model installed (or no NLI layer): still critique
        log.info("NLI model unavailable (%s); using the lexical entailer", exc)
        return LexicalEntailer()
    entailer: Entailer = OnnxEntailer(settings=settings)
    return entailer


def premise_of(finding: Finding) -> str:
    evidence = (finding.data.model_extra or {}).get("evidence")  # a plugin's kind may say
    text = finding.excerpt or (evidence if isinstance(evidence, str) else "") or finding.summary
    return text[:MAX_PREMISE_CHARS]


def where_of(finding: Finding, language: str) -> str | None:
    """Where a finding's evidence is, in words ("¶4"), when it is a numbered paragraph."""
    if isinstance(finding.data, WtParagraph) and finding.data.number:
        return paragraph_mark(finding.data.number, language)
    return None


def verdict_from(scores: dict[str, float]) -> Verdict:
    clean = {k: float(max(0.0, min(1.0, scores.get(k, 0.0)))) for k in LABELS}
    best = max(LABELS, key=lambda k: clean[k])
    label = _LABEL_TO_VERDICT[best]
    return Verdict(label=label, score=clean[best], scores=clean)


class Critique:
    """Scores a run's findings and says whether a replan is worth it."""

    def __init__(self, entailer: Entailer | None = None, *, registry: Registry | None = None,
                 emit: Callable[[Event], None] | None = None,
                 fallback: Entailer | None = None) -> None:
        self.entailer: Entailer = entailer or LexicalEntailer()
        self.registry = registry
        self.emit = emit
        self.fallback: Entailer = fallback or LexicalEntailer()
        self.engine_note = ""
        self.engine = "word-overlap" if isinstance(self.entailer, LexicalEntailer) else "model"

    async def run(self, result: RunResult) -> RunVerdict:
        """Set a Verdict on each finding with a claim (those without one yet) and return
        (and store on `result`) the run's verdict."""
        findings = result.findings or [f for r in result.steps for f in r.findings]
        todo = [f for f in findings if f.claim and f.verdict is None]
        if todo:
            pairs = [(premise_of(f), f.claim or "") for f in todo]
            scores = await self._entail(pairs)
            for finding, score in zip(todo, scores, strict=True):
                finding.verdict = verdict_from(score)
                finding.verdict.engine = self.engine
                finding.verdict.reason = verdict_reason(
                    finding.verdict.label, result.plan.language,
                    where_of(finding, result.plan.language))
        checked = [f for f in findings if f.claim and f.verdict is not None]
        entailed = sum(1 for f in checked if f.verdict and f.verdict.label == "entails")
        contradicted = sum(1 for f in checked if f.verdict and f.verdict.label == "contradicts")
        verdict = RunVerdict(checked=len(checked), entailed=entailed,
                             engine=self.engine if todo else "")
        if checked:
            share = entailed / len(checked)
            verdict.label = "strong" if share >= 0.75 else "mixed" if share >= 0.5 else "weak"
        reasons: list[str] = []
        language = result.plan.language
        if not findings:
            reasons.append(tr("critique.found_nothing", language))
        elif checked and (len(checked) - entailed) * 2 > len(checked):
            reasons.append(tr("critique.unsupported", language,
                              unsupported=len(checked) - entailed, checked=len(checked),
                              contradicted=contradicted))
        retry = self._failed_with_fallback(result)
        if retry:
            reasons.append(tr("critique.fallbacks_to_try", language, steps=", ".join(retry)))
        verdict.replan_suggested = bool(reasons)
        verdict.reason = "; ".join(reasons)
        result.verdict = verdict
        if self.emit is not None:
            engine = verdict.engine or self.engine
            if self.engine_note:  # the fallback and why, never silent
                note = tr("study.model_failed", result.plan.language, error=self.engine_note)
                engine = f"{engine} ({note})"
            self.emit(CritiqueDone(run_id=result.run_id, label=verdict.label,
                                   entailed=entailed, checked=len(checked),
                                   contradicted=contradicted, findings=len(findings),
                                   replan_suggested=verdict.replan_suggested,
                                   reason=verdict.reason, engine=engine))
        return verdict

    async def _entail(self, pairs: list[tuple[str, str]]) -> list[dict[str, float]]:
        try:
            scores = await self.entailer.entail_batch(pairs)
            if len(scores) != len(pairs):
                raise ValueError(f"the entailer returned {len(scores)} scores "
                                 f"for {len(pairs)} pairs")
            return scores
        except Exception as exc:  # a broken model must not lose the run: score lexically
            log.warning("entailer failed (%s); using the lexical entailer", exc)
            self.engine_note = f"{type(exc).__name__}: {exc}"  # said in the run's language
            self.engine = "word-overlap"
            return await self.fallback.entail_batch(pairs)

    def _failed_with_fallback(self, result: RunResult) -> list[str]:
        if self.registry is None:
            return []
        from app.orchestrator.replan import fallback_for

        out = []
        for r in result.steps:
            if r.status == StepStatus.FAILED and fallback_for(result, r.step_id,
                                                              self.registry) is not None:
                out.append(r.step_id)
        return out
