from __future__ import annotations

from dataclasses import dataclass, field

from app.study.paragraphs import answer_paragraphs


@dataclass
class Par:
    number: int
    question: str
    text: str
    question_group: list[int] = field(default_factory=list)


MOSES_Q = "1, 2. ¿Por qué decidió Moisés sufrir con el pueblo de Dios?"
ARTICLE = [
    Par(1, MOSES_Q, "Moisés creció en el palacio del faraón. Tuvo la mejor educación de Egipto.",
        [1, 2]),
    Par(2, MOSES_Q, "Sin embargo, decidió sufrir con el pueblo de Dios. Lo hizo porque "
        "valoraba su amistad con Jehová más que los tesoros de Egipto.", [1, 2]),
    Par(3, "a) ¿Qué hizo Rut? b) ¿Qué aprendemos de ella?",
        "Rut decidió quedarse con Noemí. Su ejemplo nos enseña a ser leales."),
]


def test_grouped_question_answered_once_and_split_by_paragraph() -> None:
    answers = answer_paragraphs(ARTICLE, "es", use_model=False)
    assert sorted(answers) == [1, 2, 3]
    # the answer lies in ¶2; ¶1 still gets its own best sentence to highlight
    assert answers[2].answer[0].startswith("Lo hizo porque") or \
        answers[2].answer[0].startswith("Sin embargo")
    assert len(answers[1].answer) == 1
    assert answers[1].answer[0] in ARTICLE[0].text
    assert all(a.engine == "word-overlap" for a in answers.values())
    # a question in two parts: one sentence for each
    assert set(answers[3].answer) == {"Rut decidió quedarse con Noemí.",
                                      "Su ejemplo nos enseña a ser leales."}


def test_paragraph_without_group_is_its_own_group() -> None:
    answers = answer_paragraphs([Par(5, "¿Qué hizo Rut?", "Rut se quedó con Noemí.")], "es",
                                use_model=False)
    assert answers[5].answer == ["Rut se quedó con Noemí."]


def test_the_sheet_and_window_answers_use_the_answer_head_through_the_session() -> None:
    """Issue 29: the study article's answers (the sheet, and the window that shows it)
    come from the session's ONNX entailer's model and its answer head: the model's pair
    vectors are computed in the NLI worker thread and each part's scores are the head's
    probabilities."""
    import asyncio

    from app.core.paths import models_dir
    from app.nli import NLIModel
    from app.nli.entailer import OnnxEntailer
    from app.study.paragraphs import answer_paragraphs_async

    model = NLIModel(models_dir() / "nli", threads=2)
    answers = asyncio.run(answer_paragraphs_async(ARTICLE, "es", OnnxEntailer(model)))
    assert all(a.engine == "model" and a.note == "" for a in answers.values())
    assert model.stats["pairs"] > 0 and model.has_pooled
    assert len(model._vectors) == model.stats["pairs"]  # every pair went through the head
