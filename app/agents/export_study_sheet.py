"""export.study_sheet: assembles the run's findings into the study-sheet model."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import MAX_SHORT, LanguageArg, language_of
from app.agents._notices import with_notices
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.findings import StudySheetData
from app.core.i18n import tr
from app.core.models import Finding, Handoff


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    title: str | None = Field(
        default=None, max_length=MAX_SHORT,
        description="The sheet's title; default: the article's or the run's goal.",
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    """Record what the sheet is to be (title, goal, language); the sheet itself is built
    once, from the run's final findings, when it is shown or exported
    (app/export sheet_for_run)."""
    lang = language_of(args.language, ctx)
    findings = [f for f in ctx.run_findings() if not isinstance(f.data, StudySheetData)]
    if not findings:
        raise PreparoError(tr("export_study_sheet.empty", lang))
    goals = [g for h in ctx.upstream.values() for g in h.goals]
    chosen = StudySheetData(title=args.title, goal=goals[0] if goals else "", language=lang,
                            findings=len(findings))
    summary = tr("export_study_sheet.chosen", lang, findings=len(findings)) \
        if args.title is None else \
        tr("export_study_sheet.chosen_titled", lang, title=args.title, findings=len(findings))
    finding = Finding(summary=summary, authority=10, data=chosen)
    return AgentResult(
        findings=[finding],
        handoff=Handoff(goals=["assemble the study sheet"], did=[summary],
                        data=chosen.model_dump(mode="json")),
    )


SPEC = AgentSpec(
    name="export.study_sheet",
    description=(
        "Assemble the run's findings into a study sheet (article paragraphs with questions, "
        "scriptures with their text and study notes, space for comments, sources); put it "
        "last, after the steps whose findings it gathers."
    ),
    descriptions={
        "es": (
            "Reúne los hallazgos de la ejecución en una hoja de estudio (párrafos con sus "
            "preguntas, textos con su contenido y notas de estudio, espacio para comentarios, "
            "fuentes); va al final, después de los pasos que reúne."
        ),
        "pt": (
            "Reúne os resultados da execução numa folha de estudo (parágrafos com perguntas, "
            "textos com conteúdo e notas de estudo, espaço para comentários, fontes); vai no "
            "fim, depois das etapas que reúne."
        ),
    },
    args_model=Args,
    run=with_notices(run),
    fallback=None,
    confidence_bias=0.0,
    max_per_run=2,
)
