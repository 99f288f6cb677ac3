"""`preparo nli`: run the local NLI model on one pair or on a TSV file of pairs.

    preparo nli PREMISE HYPOTHESIS [--json]
    preparo nli --pairs FILE.tsv [--json]      # header row with columns premise, hypothesis

With --json, one JSON object per pair on stdout (in input order), holding the
three probabilities and the most likely label. Problems (no model folder, a
malformed TSV) are reported on stderr with exit code 2 before any output.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from pathlib import Path
from typing import Any

from app.core.errors import PreparoError
from app.core.i18n import tr
from app.core.settings import user_language
from app.service.nli import LABELS, NLIModel, Scores, open_model

EXIT_USAGE = 2


class PairsFileError(PreparoError):
    """A --pairs file that cannot be read as premise/hypothesis rows."""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "nli",
        help="does a premise entail a hypothesis? (local NLI model)",
        description="Entailment, neutral and contradiction probabilities from the local "
        "NLI model, for one pair or for every row of a TSV file.",
    )
    parser.add_argument("premise", nargs="?", help="the text that may support the claim")
    parser.add_argument("hypothesis", nargs="?", help="the claim to check")
    parser.add_argument(
        "--pairs",
        type=Path,
        metavar="FILE.tsv",
        help="tab-separated file with a header row naming the columns premise and hypothesis",
    )
    parser.add_argument(
        "--model-dir",
        type=Path,
        metavar="DIR",
        help="folder with model.onnx, tokenizer.json and labels.json "
        "(default: the nli_model_dir setting, then the shipped model)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON lines on stdout")
    parser.set_defaults(handler=cmd_nli)


def read_pairs(path: Path, language: str = "en") -> list[tuple[str, str]]:
    """Every (premise, hypothesis) of a TSV with a header row; the whole file or an error
    (in `language`)."""
    try:
        text = path.read_text("utf-8-sig")
    except FileNotFoundError as exc:
        raise PairsFileError(tr("cli.pairs_no_file", language, path=path)) from exc
    except UnicodeDecodeError as exc:
        raise PairsFileError(tr("cli.pairs_not_utf8", language, path=path, reason=exc.reason,
                                byte=exc.start)) from exc
    except OSError as exc:
        raise PairsFileError(tr("cli.pairs_unreadable", language, path=path,
                                error=exc.strerror or exc)) from exc
    rows = list(csv.reader(text.splitlines(), delimiter="\t", quoting=csv.QUOTE_NONE))
    lines = [(n, row) for n, row in enumerate(rows, start=1) if any(cell.strip() for cell in row)]
    if not lines:
        raise PairsFileError(tr("cli.pairs_empty", language, path=path))
    header_line, header = lines[0]
    names = [cell.strip().lower() for cell in header]
    missing = [col for col in ("premise", "hypothesis") if col not in names]
    if missing:
        raise PairsFileError(tr("cli.pairs_header", language, path=path, line=header_line,
                                missing=", ".join(missing), found=repr(header)))
    p_col, h_col = names.index("premise"), names.index("hypothesis")
    pairs: list[tuple[str, str]] = []
    for line, row in lines[1:]:
        if len(row) != len(header):
            raise PairsFileError(tr("cli.pairs_fields", language, path=path, line=line,
                                    count=len(row), expected=len(header)))
        premise, hypothesis = row[p_col].strip(), row[h_col].strip()
        if not premise or not hypothesis:
            key = "cli.pairs_empty_premise" if not premise else "cli.pairs_empty_hypothesis"
            raise PairsFileError(tr(key, language, path=path, line=line))
        pairs.append((premise, hypothesis))
    if not pairs:
        raise PairsFileError(tr("cli.pairs_no_pairs", language, path=path))
    return pairs


def _record(scores: Scores) -> dict[str, Any]:
    record: dict[str, Any] = {name: round(scores[name], 6) for name in LABELS}
    record["label"] = max(LABELS, key=lambda name: scores[name])
    return record


def _open_model(args: argparse.Namespace, language: str) -> NLIModel:
    return open_model(args.model_dir, language=language)


def cmd_nli(args: argparse.Namespace) -> int:
    language = user_language()
    single = args.premise is not None or args.hypothesis is not None
    if args.pairs is not None and single:
        print(tr("cli.nli_both", language), file=sys.stderr)
        return EXIT_USAGE
    if args.pairs is None and (args.premise is None or args.hypothesis is None):
        print(tr("cli.nli_missing", language), file=sys.stderr)
        return EXIT_USAGE
    try:
        if args.pairs is not None:
            pairs = read_pairs(args.pairs, language)
        else:
            if not args.premise.strip() or not args.hypothesis.strip():
                raise PairsFileError(tr("cli.nli_empty_pair", language))
            pairs = [(args.premise, args.hypothesis)]
        model = _open_model(args, language)
        results = model.entail_batch(pairs)
    except PreparoError as exc:
        print(tr("cli.nli_error", language, error=exc), file=sys.stderr)
        return EXIT_USAGE
    for (premise, hypothesis), scores in zip(pairs, results, strict=True):
        record = _record(scores)
        if args.json:
            print(json.dumps(record, ensure_ascii=False))
        elif args.pairs is not None:
            print(
                f"{record['label']}\t"
                + "\t".join(f"{name}={record[name]:.3f}" for name in LABELS)
                + f"\t{premise[:60]} => {hypothesis[:60]}"
            )
        else:
            print(
                f"{record['label']}  ("
                + ", ".join(f"{name} {record[name]:.3f}" for name in LABELS)
                + ")"
            )
    return 0
