"""export.study_sheet: assembles the run's findings into the study-sheet model."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from app.agents._common import MAX_SHORT, LanguageArg, language_of
from app.agents._notices import with_notices
from app.agents.base import AgentContext, AgentResult, AgentSpec
from app.core.errors import PreparoError
from app.core.findings import StudySheetData
from app.core.i18n import tr
from app.core.models import Citation, CitationKind, Finding, Handoff
from app.export.sheet import StudySheet, build_sheet


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")

    title: str | None = Field(
        default=None, max_length=MAX_SHORT,
        description="The sheet's title; default: the article's or the run's goal.",
    )
    language: LanguageArg | None = Field(default=None, description="Default: the plan's.")


def unexplained(sheet: StudySheet) -> list[str]:
    """Scriptures the sheet names without their text."""
    missing = []
    if sheet.theme_scripture is not None and not sheet.theme_scripture.text:
        missing.append(sheet.theme_scripture.ref)
    for section in sheet.sections:
        missing.extend(s.ref for s in section.all_scriptures() if not s.text)
    return list(dict.fromkeys(missing))


async def run(args: Args, ctx: AgentContext) -> AgentResult:
    lang = language_of(args.language, ctx)
    findings = [f for f in ctx.run_findings() if not isinstance(f.data, StudySheetData)]
    if not findings:
        raise PreparoError(tr("export_study_sheet.empty", lang))
    goals = [g for h in ctx.upstream.values() for g in h.goals]
    sheet = build_sheet(findings, language=lang, title=args.title,
                        goal=goals[0] if goals else "")
    scripture_count = sum(len(s.all_scriptures()) for s in sheet.sections) + (
        1 if sheet.theme_scripture else 0)
    summary = tr("export_study_sheet.built", lang, title=sheet.title, sections=len(sheet.sections),
                  scriptures=scripture_count)
    citations = sheet.citations()
    missing = unexplained(sheet)
    for_next = [tr("export_study_sheet.unexplained", lang,
                   refs=", ".join(missing))] if missing else []
    sheet_json = sheet.model_dump(mode="json")
    first: Citation | None = citations[0] if citations else None
    finding = Finding(
        summary=summary,
        excerpt=sheet.subtitle or sheet.title,
        citation=first.model_copy(update={"kind": CitationKind(first.kind)}) if first else None,
        authority=10,
        data=StudySheetData(sheet=sheet_json, citations=len(citations), unexplained=missing),
    )
    return AgentResult(
        findings=[finding],
        handoff=Handoff(
            goals=["assemble the study sheet"],
            did=[summary],
            for_next=for_next,
            data={"sheet": sheet_json, "title": sheet.title, "kind": sheet.kind,
                  "unexplained": missing},
        ),
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
