"""A small synthetic Watchtower-study run (our own sentences, not publication text)."""

from __future__ import annotations

from app.core.models import (
    Citation,
    Finding,
    Plan,
    RunResult,
    Step,
    StepResult,
    StepStatus,
    Verdict,
)

WOL = "https://wol.jw.org/en/wol"


def findings() -> list[Finding]:
    out = [Finding(summary="Keep Building Trust", kind="wt_article",
                   citation=Citation(url=f"{WOL}/d/r1/lp-e/2026800", kind="watchtower"),
                   data={"number": 40, "title": "Keep Building Trust",
                         "theme_scripture": "Psalm 37:5", "dates": "November 23-29, 2026",
                         "songs": [31, 129], "focus": "How steady trust grows.",
                         "boxes": [{"title": "TRY THIS", "after_paragraph": 2,
                                    "paragraphs": ["Write down one promise a day."]}],
                         "figures": [{"caption": "A sister keeps a promise journal.",
                                      "after_paragraph": 3}]})]
    questions = {1: "Why can trust grow over time?", 2: "Why can trust grow over time?",
                 3: "(a) What helps us when we feel anxious? (b) Why?"}
    labels = {1: "1-2", 2: "1-2", 3: "3"}
    groups = {1: [1, 2], 2: [1, 2], 3: [3]}
    parts = {1: [], 2: [], 3: ["What helps us when we feel anxious?", "Why?"]}
    refs = {1: ["John 3:16"], 2: [], 3: ["Psalm 37:10, 11", "Psalm 37:5"]}
    read = {1: ["John 3:16"], 2: [], 3: []}
    anchors = {1: "p8", 2: "p9", 3: "p12"}
    texts = {n: f"Sample paragraph {n} text about steady trust. Trust grows when promises "
                f"are kept. Paragraph {n} ends here." for n in (1, 2, 3)}
    answers = {1: ["Trust grows when promises are kept."], 2: [],
               3: ["Paragraph 3 ends here.", "Sample paragraph 3 text about steady trust."]}
    # the answer's confidence in words (meeting_watchtower_study.answer_verdict)
    notes = {1: ("entails", "clear, in ¶1", 1),
             2: ("neutral", "mainly in ¶1", 1),
             3: ("neutral", "unclear, read all of ¶3", 3)}
    for n in (1, 2, 3):
        label, reason, answer_in = notes[n]
        out.append(Finding(summary=f"Paragraph {n}", kind="wt_paragraph",
                           verdict=Verdict(label=label, score=0.9 if n == 1 else 0.4,  # type: ignore[arg-type]
                                           reason=reason, engine="word-overlap"),
                           excerpt=texts[n],
                           citation=Citation(url=f"{WOL}/d/r1/lp-e/2026800#{anchors[n]}",
                                             kind="watchtower"),
                           data={"number": n, "question": questions[n],
                                 "question_label": labels[n], "group": groups[n],
                                 "question_parts": parts[n], "text": texts[n],
                                 "scriptures": refs[n], "read": read[n],
                                 "subheading": "WHAT HELPS US" if n == 3 else "",
                                 "footnotes": ["A sample footnote."] if n == 1 else [],
                                 "anchor": anchors[n], "answer": answers[n],
                                 "answer_in": answer_in}))
    verses = [("John 3:16", 43, 3, 16, "A sample line about love shown to the world."),
              ("Psalm 37:5", 19, 37, 5, "A sample line about rolling your way onto God."),
              ("Psalm 37:10", 19, 37, 10, "A sample line about a little while longer."),
              ("Psalm 37:11", 19, 37, 11, "A sample line about the meek and peace.")]
    # two steps explained the theme scripture: its text must still show once
    verses.append(verses[1])
    for ref, book, ch, v, text in verses:
        url = f"{WOL}/b/r1/lp-e/nwtsty/{book}/{ch}#study=discover&v={book}:{ch}:{v}"
        out.append(Finding(summary=ref, kind="verse", excerpt=text,
                           citation=Citation(url=url, kind="bible"),
                           data={"ref": ref, "book": book, "chapter": ch, "verse": v,
                                 "text": text}))
    out.append(Finding(summary="John 3:16 study note", kind="study_note",
                       excerpt="A sample note on the word world.",
                       citation=Citation(url=f"{WOL}/b/r1/lp-e/nwtsty/43/3#study=discover",
                                         kind="study_note"),
                       data={"ref": "John 3:16", "headword": "world"}))
    out.append(Finding(summary="What trust means", kind="review_question",
                       data={"question": "How can we keep building trust?"}))
    out.append(Finding(summary="Trust", kind="topic", excerpt="Index entry on trust.",
                       citation=Citation(url=f"{WOL}/d/r1/lp-e/1200000", kind="topic_index")))
    return out


def run_result() -> RunResult:
    plan = Plan(goal="Prepare my Sunday meeting", language="en",
                steps=[Step(id="wt", agent="meeting.watchtower_study", status=StepStatus.DONE)])
    return RunResult(run_id="r-sample", plan=plan, status="finished", findings=findings(),
                     steps=[StepResult(step_id="wt", agent="meeting.watchtower_study",
                                       status=StepStatus.DONE)])
