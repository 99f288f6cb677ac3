from __future__ import annotations

import asyncio
from collections.abc import Sequence

import pytest

from app.nli import NLIModel
from app.study import answers as answers_module
from app.study.answers import find_answers, question_parts, rank_answers, rank_answers_async
from app.study.tuning import AnswerWeights, Tuning

PERDON = (
    "Todos cometemos errores, y a veces otros nos ofenden. Jesús enseñó que, si queremos "
    "que Jehová nos perdone, nosotros también tenemos que perdonar. (Mat. 6:14, 15.) "
    "Además, el rencor nos quita la paz y daña nuestra amistad con los hermanos."
)
ARK = (
    "Noah lived in a world filled with violence. Jehovah told him to build a huge ark. "
    "Noah kept obeying because he trusted that God would keep his word."
)


def test_question_parts() -> None:
    assert question_parts("1, 2. a) ¿Qué decidió Moisés? b) ¿Por qué?") == [
        ("a", "¿Qué decidió Moisés?"), ("b", "¿Por qué?")]
    assert question_parts("(a) What happened? (b) Why?") == [
        ("a", "What happened?"), ("b", "Why?")]
    assert question_parts("3-4. ¿Qué hizo a la ciudad?") == [("", "¿Qué hizo a la ciudad?")]


@pytest.mark.parametrize(("question", "parts"), [
    ("1, 2. ¿Cómo se sintió Elías, y cómo lo ayudó Jehová?",
     ["¿Cómo se sintió Elías?", "¿Cómo lo ayudó Jehová?"]),
    ("What is patience, and why can it be hard to show?",
     ["What is patience?", "Why can it be hard to show?"]),
    ("1-2. O que é paciência, e por que pode ser difícil mostrá-la?",
     ["O que é paciência?", "Por que pode ser difícil mostrá-la?"]),
    # "and" between two nouns, or not followed by a question word: one question
    ("¿Qué aprendemos de Pedro y Juan?", ["¿Qué aprendemos de Pedro y Juan?"]),
    ("Why did Ruth stay with Naomi, and Orpah not?",
     ["Why did Ruth stay with Naomi, and Orpah not?"]),
])
def test_a_question_asking_two_things_has_two_parts(question: str, parts: list[str]) -> None:
    assert [text for _, text in question_parts(question)] == parts


@pytest.mark.parametrize(("language", "question", "paragraph", "definition"), [
    # the sentence before the definition names the subject just as often: without the
    # "X is…" cue the two tie and the earlier one wins
    ("pt", "O que é paciência?",
     "Hoje se fala pouco de paciência. Muitos perdem a paciência quando o ônibus atrasa. "
     "Paciência é a capacidade de esperar com calma sem ficar irado.",
     2),
    ("es", "¿Qué es la mansedumbre?",
     "Hoy se habla poco de la mansedumbre. Algunos creen que la mansedumbre no sirve en un "
     "mundo duro. La mansedumbre es la calma que nos permite tratar con suavidad a quien "
     "nos provoca.",
     2),
    ("en", "What is contentment?",
     "We hear little about contentment today. Many people never feel contentment, whatever "
     "they own. Contentment is being satisfied with what we have.",
     2),
])
def test_a_what_is_question_is_answered_by_the_sentence_that_defines(
    language: str, question: str, paragraph: str, definition: int
) -> None:
    ranking = find_answers(question, [paragraph], language, use_model=False)
    assert ranking.answer[0] == definition, ranking.sentences


def test_a_two_part_question_highlights_an_answer_for_each_part() -> None:
    paragraph = (
        "Some people think that a meek person is easily pushed around. Meekness is calmness "
        "of spirit that keeps us gentle when others provoke us. It is not weakness, because "
        "it takes great inner strength to control our temper."
    )
    ranking = find_answers("What is meekness, and why is it not weakness?", [paragraph], "en",
                           use_model=False)
    assert [p.answer[0] for p in ranking.parts] == [1, 2]
    assert set(ranking.answer[:2]) == {1, 2}


def test_word_overlap_ranks_the_reason_first() -> None:
    ranking = find_answers("Why did Noah keep obeying?", [ARK], "en", use_model=False)
    assert ranking.engine == "word-overlap"
    assert ranking.note  # the fallback says why
    assert len(ranking.sentences) == 3
    assert ranking.answer[0] == 2
    assert len(ranking.scores) == 3
    assert ranking.answer_text[0].startswith("Noah kept obeying")


def test_two_parts_get_one_answer_each() -> None:
    paragraph = (
        "Pedro caminó sobre el agua hacia Jesús. Cuando vio la tormenta tuvo miedo y empezó "
        "a hundirse. La lección es clara: si dejamos de mirar a Jehová, la fe se debilita."
    )
    ranking = find_answers(
        "a) ¿Qué le pasó a Pedro cuando vio la tormenta? b) ¿Qué lección aprendemos?",
        [paragraph], "es", use_model=False)
    assert [p.label for p in ranking.parts] == ["a", "b"]
    assert ranking.parts[0].answer[0] == 1
    assert ranking.parts[1].answer[0] == 2
    assert ranking.answer[:2] == [1, 2]


def test_question_over_two_paragraphs_ranks_both() -> None:
    first = "Moisés creció en el palacio del faraón. Tuvo la mejor educación de Egipto."
    second = "Sin embargo, decidió sufrir con el pueblo de Dios. Lo hizo porque valoraba a Jehová."
    ranking = find_answers("1, 2. ¿Por qué decidió Moisés sufrir con el pueblo de Dios?",
                           [first, second], "es", use_model=False)
    assert ranking.paragraph_of == [0, 0, 1, 1]
    assert ranking.answer[0] in (2, 3)


class Broken:
    def entail_batch(self, pairs: Sequence[tuple[str, str]]) -> list[dict[str, float]]:
        raise RuntimeError("onnx exploded")


@pytest.mark.usefixtures("model_weighted")
def test_a_failing_model_falls_back_and_says_so() -> None:
    ranking = find_answers("Why did Noah keep obeying?", [ARK], "en", Broken())
    assert ranking.engine == "word-overlap"
    assert "onnx exploded" in ranking.note
    assert ranking.answer[0] == 2


@pytest.fixture
def model_weighted(monkeypatch: pytest.MonkeyPatch) -> None:
    """A tuning that gives the model's entailment some weight (whatever the shipped one says)."""
    tuning = Tuning(answers_model=AnswerWeights(model=0.5, overlap=1.0, cue=0.5))
    monkeypatch.setattr(answers_module, "load_tuning", lambda: tuning)


def test_a_model_the_tuning_ignores_is_not_run_and_that_is_said(
    monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(answers_module, "load_tuning",
                        lambda: Tuning(answers_model=AnswerWeights(model=0.0)))
    ranking = find_answers("Why did Noah keep obeying?", [ARK], "en", Broken())
    assert ranking.engine == "word-overlap"
    assert "no weight" in ranking.note


@pytest.mark.usefixtures("model_weighted")
def test_with_the_model(shipped_model: NLIModel) -> None:
    ranking = find_answers("¿Por qué es importante perdonar a los demás?", [PERDON], "es",
                           shipped_model)
    assert ranking.engine == "model"
    assert ranking.note == ""
    assert ranking.answer[0] in (1, 2)
    assert all(s >= 0.0 for s in ranking.scores)


@pytest.mark.usefixtures("model_weighted")
def test_batch_scores_all_questions_in_one_call(shipped_model: NLIModel) -> None:
    calls: list[int] = []

    class Counting:
        def entail_batch(self, pairs: Sequence[tuple[str, str]]) -> list[dict[str, float]]:
            calls.append(len(pairs))
            return shipped_model.entail_batch(pairs)

    rankings = rank_answers(
        [("Why did Noah keep obeying?", [ARK]), ("What did Jehovah tell Noah?", [ARK])],
        "en", Counting())
    assert calls == [6]
    assert [r.answer[0] for r in rankings] == [2, 1]


@pytest.mark.usefixtures("model_weighted")
def test_async_wrapper_runs_off_the_loop(shipped_model: NLIModel) -> None:
    rankings = asyncio.run(rank_answers_async([("Why did Noah keep obeying?", [ARK])], "en",
                                              shipped_model))
    assert rankings[0].engine == "model"


@pytest.mark.parametrize("language", ["es", "en", "pt"])
def test_empty_paragraph_gives_no_answer(language: str) -> None:
    ranking = find_answers("¿Qué?", [""], language, use_model=False)
    assert ranking.sentences == [] and ranking.answer == []


def test_the_answer_says_how_sure_it_is() -> None:
    """A question whose words one sentence holds is answered clearly; a question the
    paragraph shares no words with is not (the person is told to read it whole)."""
    sure = find_answers("Why did Noah keep obeying?", [ARK], "en", use_model=False)
    unsure = find_answers("How can young ones make friends at school?", [ARK], "en",
                          use_model=False)
    assert 0.0 <= unsure.confidence < sure.confidence <= 1.0
    assert sure.clear and not unsure.clear
    assert sure.as_dict()["clear"] is True and "confidence" in sure.as_dict()
    # a question in parts is as sure as its least sure part
    parts = find_answers("a) Why did Noah keep obeying? b) How can young ones make friends?",
                         [ARK], "en", use_model=False)
    assert parts.confidence == pytest.approx(min(p.confidence for p in parts.parts))
    assert not parts.clear


def test_answer_confidence_is_the_tuned_logistic_model() -> None:
    from app.study.tuning import AnswerConfidence

    c = AnswerConfidence(weights=[1.0, 0.0, 0.0, 0.0], bias=0.0, clear=0.6)
    assert answers_module.answer_confidence([0.0, 5.0, 1.0, 1.0], c) == pytest.approx(0.5)
    assert answers_module.answer_confidence([100.0, 0, 0, 0], c) == pytest.approx(1.0)


@pytest.mark.parametrize(("language", "question", "sentence", "cue"), [
    ("pt", "Por que é difícil?", "Quase todos nós já sentimos a paciência acabar.", 0.0),
    ("pt", "Por que é difícil?", "É difícil, já que vivemos com pressa.", 1.0),
    ("es", "¿Por qué es difícil?", "Ya lo hemos sentido todos.", 0.0),
    ("es", "¿Por qué es difícil?", "Es difícil, ya que vivimos con prisa.", 1.0),
])
def test_already_is_no_reason_but_since_is(language: str, question: str, sentence: str,
                                           cue: float) -> None:
    """"já"/"ya" alone mean "already"; only "já que"/"ya que" ("since") give a reason."""
    assert answers_module._cue(question, sentence, language) == cue


def test_an_unclear_answer_has_nothing_to_highlight() -> None:
    """Issue 29 item 3: below the "clear" threshold the answer is not highlighted (the
    person is told to read the whole paragraph); at or above it, it is."""
    sure = find_answers("Why did Noah keep obeying?", [ARK], "en", use_model=False)
    unsure = find_answers("How can young ones make friends at school?", [ARK], "en",
                          use_model=False)
    assert sure.clear and sure.highlight == sure.answer[:len(sure.highlight)] != []
    assert unsure.answer and not unsure.clear and unsure.highlight == []
    assert unsure.as_dict()["highlight"] == [] and sure.as_dict()["highlight"]


@pytest.mark.parametrize(("language", "question", "paragraph"), [
    ("en", "How did Nehemiah show that he relied on Jehovah?",
     ["In this article we will see how Nehemiah relied on Jehovah in prayer. "
      "The king asked him a hard question. He offered a short, silent prayer first."]),
    ("en", "Why did Ruth stay with Naomi?",
     ["Let us consider why Ruth stayed with Naomi. Naomi had lost her husband. "
      "Ruth loved her and wanted to serve Naomi's God."]),
    ("es", "¿Cómo mostró Nehemías que confiaba en Jehová?",
     ["En este artículo veremos cómo Nehemías confiaba en Jehová. El rey le hizo una "
      "pregunta difícil. Él hizo una oración breve y en silencio."]),
    ("pt", "Como Neemias mostrou que confiava em Jeová?",
     ["Neste artigo veremos como Neemias confiava em Jeová. O rei lhe fez uma pergunta "
      "difícil. Ele fez uma oração curta e em silêncio."]),
])
def test_an_introduction_is_never_the_answer(language: str, question: str,
                                             paragraph: list[str]) -> None:
    """Issue 29 item 3: "In this article we will see…" shares the question's words but
    answers nothing; it is never ranked as an answer, so never highlighted."""
    ranking = find_answers(question, paragraph, language, use_model=False)
    assert answers_module.is_intro(ranking.sentences[0])
    assert ranking.answer and 0 not in ranking.answer
    assert 0 not in ranking.highlight


def test_a_paragraph_of_introductions_only_still_has_a_ranking() -> None:
    ranking = find_answers("What will we see?", ["In this article we will see three things."],
                           "en", use_model=False)
    assert ranking.answer == [0]


def test_the_learned_selector_ranks_by_its_probabilities(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29 item 2: with `answers_selector: learned` the ranking is the shipped
    selector's softmax over the sentences (summing to 1), an introduction still never
    answers, and the confidence is the learned one's."""
    from app.study import tuning as tuning_module
    from app.study.selector import load_selector

    selector = load_selector()
    assert selector is not None and selector.dev_top1
    learned = tuning_module.load_tuning().model_copy(update={"answers_selector": "learned"})
    monkeypatch.setattr(answers_module, "load_tuning", lambda: learned)
    ranking = find_answers("Why did Noah keep obeying?", [ARK], "en", use_model=False)
    assert ranking.answer[0] == 2
    assert sum(ranking.parts[0].scores) == pytest.approx(1.0)
    intro = find_answers(
        "How did Nehemiah show that he relied on Jehovah?",
        ["In this article we will see how Nehemiah relied on Jehovah in prayer. "
         "The king asked him a hard question. He offered a short, silent prayer first."],
        "en", use_model=False)
    assert intro.parts[0].scores[0] == float("-inf") and 0 not in intro.answer


# -- the answer head over the model's pair vectors (issue 29 item 2) ----------------------


def _head_tuning(monkeypatch: pytest.MonkeyPatch) -> None:
    from app.study import tuning as tuning_module

    tuned = tuning_module.load_tuning().model_copy(update={"answers_selector": "head"})
    monkeypatch.setattr(answers_module, "load_tuning", lambda: tuned)


def test_the_shipped_model_folder_has_an_answer_head(shipped_model: NLIModel) -> None:
    from app.study.answer_head import load_head
    from app.study.tuning import load_tuning

    head = load_head(shipped_model.folder)
    assert head is not None and head.inputs == 384 + 3 + 15
    assert set(head.dev_top1) >= {"es", "en", "pt", "own"}
    assert 0.5 <= head.confidence.clear < 1.0
    assert load_tuning().answers_selector == "head"


def test_the_head_ranks_by_its_probabilities_over_pair_vectors(
        monkeypatch: pytest.MonkeyPatch, shipped_model: NLIModel) -> None:
    """One batch of pair vectors for every part of every question (no separate NLI
    scoring); each part's scores are the head's softmax (summing to 1); an introduction
    is never the answer; the confidence is the head's own."""
    from app.study.answer_head import load_head

    _head_tuning(monkeypatch)
    calls: list[int] = []
    original = shipped_model.represent_batch

    def counting(pairs: Sequence[tuple[str, str]]) -> list[object]:
        calls.append(len(pairs))
        return original(pairs)  # type: ignore[return-value]

    monkeypatch.setattr(shipped_model, "represent_batch", counting)
    monkeypatch.setattr(shipped_model, "entail_batch", lambda pairs: pytest.fail("scored twice"))
    rankings = rank_answers(
        [("a) Why did Noah keep obeying? b) What did Jehovah tell him?", [ARK]),
         ("How did Nehemiah show that he relied on Jehovah?",
          ["In this article we will see how Nehemiah relied on Jehovah in prayer. "
           "The king asked him a hard question. He offered a short, silent prayer first."])],
        "en", shipped_model)
    assert calls == [6 + 3]
    noah, nehemiah = rankings
    assert noah.engine == "model" and noah.note == ""
    for part in noah.parts:
        assert sum(part.scores) == pytest.approx(1.0)
    assert nehemiah.parts[0].scores[0] == float("-inf") and 0 not in nehemiah.answer
    head = load_head(shipped_model.folder)
    assert head is not None
    clear = head.confidence.clear
    for ranking in rankings:
        assert ranking.clear == (ranking.confidence >= clear)


@pytest.mark.parametrize("clear", [0.0, 1.0])
def test_the_head_highlights_only_a_clear_answer(
        monkeypatch: pytest.MonkeyPatch, shipped_model: NLIModel, clear: float) -> None:
    """Issue 29 item 3 on the head: at or above the head's "clear" threshold the answer is
    highlighted; below it nothing is (read the whole paragraph); never both."""
    from app.study import answer_head

    _head_tuning(monkeypatch)
    head = answer_head.load_head(shipped_model.folder)
    assert head is not None
    strict = head.model_copy(update={"confidence": head.confidence.model_copy(
        update={"clear": clear})})
    monkeypatch.setattr(answers_module, "load_head", lambda folder: strict)
    ranking = find_answers("Why did Noah keep obeying?", [ARK], "en", shipped_model)
    assert ranking.answer
    if clear == 0.0:
        assert ranking.clear and ranking.highlight == ranking.answer
    else:
        assert not ranking.clear and ranking.highlight == []
        assert ranking.as_dict()["highlight"] == []


def test_a_model_folder_without_head_ranks_as_before(
        monkeypatch: pytest.MonkeyPatch, shipped_model: NLIModel) -> None:
    """No answer-head.json beside the model (a drop-in model): the weighted ranking, which
    gives the model no weight, so the model is not run for answers."""
    _head_tuning(monkeypatch)
    monkeypatch.setattr(answers_module, "load_head", lambda folder: None)
    monkeypatch.setattr(shipped_model, "represent_batch", lambda pairs: pytest.fail("ran"))
    monkeypatch.setattr(shipped_model, "entail_batch", lambda pairs: pytest.fail("ran"))
    ranking = find_answers("Why did Noah keep obeying?", [ARK], "en", shipped_model)
    assert ranking.answer[0] == 2


def test_a_failing_head_model_falls_back_and_says_so(
        monkeypatch: pytest.MonkeyPatch, shipped_model: NLIModel) -> None:
    _head_tuning(monkeypatch)

    def broken(pairs: Sequence[tuple[str, str]]) -> list[object]:
        raise RuntimeError("onnx exploded")

    monkeypatch.setattr(shipped_model, "represent_batch", broken)
    ranking = find_answers("Why did Noah keep obeying?", [ARK], "en", shipped_model)
    assert ranking.engine == "word-overlap"
    assert "onnx exploded" in ranking.note
    assert ranking.answer[0] == 2


@pytest.mark.parametrize("sentence", [
    "En los siguientes párrafos analizaremos tres ejemplos de la Biblia.",
    "También hablaremos de cómo ayudar a otros.",
    "In the following paragraphs, we will consider three examples.",
    "We will also discuss how to help others.",
    "Nos próximos parágrafos, veremos três exemplos.",
    "Também falaremos de como ajudar outros.",
])
def test_more_ways_of_announcing_the_article_are_introductions(sentence: str) -> None:
    """Wordings the training paragraphs use (bench/data/answer_train) that the rule
    missed: announcing what comes is never an answer."""
    assert answers_module.is_intro(sentence)


@pytest.mark.parametrize("sentence", [
    "Los siguientes días fueron difíciles para Nehemías.",
    "We also need to pray for others.",
    "Também precisamos orar pelos outros.",
])
def test_sentences_that_only_start_alike_are_not_introductions(sentence: str) -> None:
    assert not answers_module.is_intro(sentence)
