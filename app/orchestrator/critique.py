"""Critique: does each finding's evidence support its claim?

Every finding that carries a claim (and has no verdict yet) is judged by the one
evidence model (app.study.evidence, the fact-check's rules): its source must be cited
and openable, only the author's own sentences about the claim's subject count (reported
speech and questions never do), the claim's polarity is read; the premise is the
finding's excerpt, else `data["evidence"]`, else its summary. It gets a Verdict
("entails", "contradicts", else "neutral"), with its reason in words in the run's
language ("supported by ¶4", "not found in its source", "contradicts its source") and
the engine that decided ("model", or "word-overlap" when no model is installed or it
failed; the run's verdict names it too). The run gets a RunVerdict:
"strong" when at least three quarters of the checked findings are entailed,
"mixed" from half, "weak" below, "none" when nothing carried a claim. A replan
is suggested when the run found nothing, when more than half of the checked
findings are not entailed, or when a failed step has a fallback agent to try.

The pairs are scored by the NLI engine (app.nli.engine): its `Entailer` interface,
the ONNX model (`OnnxEntailer`) or word overlap (`LexicalEntailer`, the stand-in tests
use and the fallback when the model fails or is not installed).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from app.agents.registry import Registry
from app.core.events import CritiqueDone, Event
from app.core.findings import ClaimCheck, ClaimEvidence, WtParagraph
from app.core.i18n import tr
from app.core.models import Finding, RunResult, RunVerdict, StepStatus, Verdict
from app.nli.engine import (
    Entailer,
    LexicalEntailer,
    default_entailer,
    engine_name,
    entail_pairs,
    failure,
)
from app.study.claims import Stance, decided_check, one_answer
from app.study.evidence import Source, label_of, weigh
from app.study.verdicts import paragraph_mark, verdict_reason

# the NLI engine's names, where the orchestrator and its tests always found them
__all__ = ["Critique", "Entailer", "LexicalEntailer", "default_entailer", "premise_of",
           "verdict_from", "where_of"]

log = logging.getLogger(__name__)

MAX_PREMISE_CHARS = 2000


def premise_of(finding: Finding) -> str:
    evidence = (finding.data.model_extra or {}).get("evidence")  # a plugin's kind may say
    text = finding.excerpt or (evidence if isinstance(evidence, str) else "") or finding.summary
    return text[:MAX_PREMISE_CHARS]


def where_of(finding: Finding, language: str) -> str | None:
    """Where a finding's evidence is, in words ("¶4"), when it is a numbered paragraph."""
    if isinstance(finding.data, WtParagraph) and finding.data.number:
        return paragraph_mark(finding.data.number, language)
    return None


def verdict_from(stance: Stance) -> Verdict:
    """A finding's verdict from the evidence model's stance of its source."""
    label = label_of(stance)
    scores = {"entailment": stance.supports, "contradiction": stance.contradicts,
              "neutral": max(0.0, 1.0 - max(stance.supports, stance.contradicts))}
    clean = {k: float(max(0.0, min(1.0, v))) for k, v in scores.items()}
    key = {"entails": "entailment", "contradicts": "contradiction", "neutral": "neutral"}
    return Verdict(label=label, score=clean[key[label]], scores=clean)


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
        self.engine = engine_name(self.entailer)
        self._language = "en"

    async def run(self, result: RunResult) -> RunVerdict:
        """Set a Verdict on each finding with a claim (those without one yet) and return
        (and store on `result`) the run's verdict."""
        if result.findings:  # a replan's second look at a claim only adds to its answer
            result.findings = one_answer(result.findings)
        findings = result.findings or [f for r in result.steps for f in r.findings]
        todo = [f for f in findings if f.claim and f.verdict is None]
        for finding in todo:  # each through the one evidence model (app.study.evidence)
            finding.verdict = await self._weigh(finding, result.plan.language)
        # A fact-check is judged by its answer (a definite one was earned by its evidence),
        # not by each passage it read.
        checking = {f.step_id for f in findings if isinstance(f.data, ClaimCheck)}
        checked = [f for f in findings if f.claim and f.verdict is not None and not (
            isinstance(f.data, ClaimEvidence) and f.step_id in checking)]
        entailed = sum(1 for f in checked if decided_check(f) or (
            f.verdict and f.verdict.label == "entails"))
        contradicted = sum(1 for f in checked if f.verdict and f.verdict.label == "contradicts"
                           and not decided_check(f))
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

    async def _score(self, pairs: list[tuple[str, str]]) -> tuple[list[dict[str, float]], str]:
        scored = await entail_pairs(self.entailer, pairs, fallback=self.fallback)
        if scored.error is not None:  # said in the run's language, never silent
            self.engine_note = failure(scored.error, self._language)
            self.engine = scored.engine
        return scored.scores, scored.engine

    async def _weigh(self, finding: Finding, language: str) -> Verdict:
        """A finding's claim against its own evidence, by the rules every verdict follows:
        only an openable cited source, only its author's on-subject assertions, the
        claim's polarity; else neutral ("not found in its source")."""
        self._language = language
        url = finding.citation.url if finding.citation is not None else ""
        title = finding.citation.title if finding.citation is not None else ""
        weighed = await weigh(finding.claim or "", [Source(premise_of(finding), url, title)],
                              language, self._score)
        verdict = verdict_from(weighed.best(0))
        verdict.engine = self.engine
        verdict.reason = verdict_reason(verdict.label, language, where_of(finding, language))
        return verdict

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
