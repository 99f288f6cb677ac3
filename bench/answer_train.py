"""What our study-style answer training files hold, per language, and how hard they are
for plain word overlap.

Run: .venv/bin/python -m bench.answer_train [--json]

Reads every file bench.answer_head trains on from bench/data/answer_train and prints,
per language and set ("first": the older `{lang}.json`; "study": the `_study_` files):
paragraphs, questions, question parts, two-part questions, questions answered in the
first sentence, paragraphs with an introduction, sentences a paragraph; then, over the
question parts, the QA data's overlap baseline (the sentence sharing the most content
words with the part, as in ../shared/data/qa/README) and chance (a sentence picked at
random among the non-introductions). No model is loaded.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from app.study import answers as answer_engine
from app.study.answers import is_intro
from bench.answer_head import _overlap_pick, own_train_files


def stats() -> dict[str, dict[str, Any]]:
    pick = _overlap_pick()
    out: dict[str, dict[str, Any]] = {}
    for lang, path in own_train_files():
        group = f"{lang} {'study' if '_study_' in path.stem else 'first'}"
        row = out.setdefault(group, {"files": [], "paragraphs": set(), "questions": 0,
                                    "parts": 0, "two_part": 0, "answer_first": 0,
                                    "intro_paragraphs": set(), "sentences": [],
                                    "overlap_hits": 0, "chance": 0.0})
        row["files"].append(path.name)
        for item in json.loads(path.read_text("utf-8")):
            job = answer_engine.prepare(item["question"],
                                        [" ".join(p) for p in item["paragraphs"]])
            key = json.dumps(item["paragraphs"], ensure_ascii=False)
            if key not in row["paragraphs"]:
                row["sentences"].append(len(job.sentences))
            row["paragraphs"].add(key)
            if any(is_intro(s) for s in job.sentences):
                row["intro_paragraphs"].add(key)
            row["questions"] += 1
            row["two_part"] += len(job.parts) > 1
            row["answer_first"] += any(0 in gold for gold in item["gold"])
            usable = sum(not is_intro(s) for s in job.sentences)
            for part, gold in zip(job.parts, item["gold"], strict=True):
                row["parts"] += 1
                row["overlap_hits"] += pick(part.text, job.sentences, lang) in gold
                row["chance"] += len(gold) / usable
    return {group: {
        "files": row["files"], "paragraphs": len(row["paragraphs"]),
        "questions": row["questions"], "parts": row["parts"], "two_part": row["two_part"],
        "answer_first": row["answer_first"], "intro_paragraphs": len(row["intro_paragraphs"]),
        "sentences": f"{min(row['sentences'])}-{max(row['sentences'])}",
        "overlap_top1": round(row["overlap_hits"] / row["parts"], 3),
        "chance_top1": round(row["chance"] / row["parts"], 3),
    } for group, row in sorted(out.items())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.answer_train",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    found = stats()
    if args.json:
        print(json.dumps(found, indent=1))
        return 0
    for group, row in found.items():
        print(f"{group}: {row['paragraphs']} paragraphs ({row['sentences']} sentences), "
              f"{row['questions']} questions, {row['parts']} parts, "
              f"{row['two_part']} two-part, {row['answer_first']} answered in the first "
              f"sentence, {row['intro_paragraphs']} with an introduction; "
              f"overlap top-1 {row['overlap_top1']}, chance {row['chance_top1']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
