"""Build the list of names the Bible's text uses (run once, commit the output).

A claim or a goal that names a Bible person ("Jesus wept when his friend Lazarus died")
does not name one of the user's contacts: the planner's person finder
(app/orchestrator/planner/people.py) reads this list so such a name is not taken for
personal data. The user's own contacts (return visits, students) stay personal data,
whatever their name: the notebook registers them itself (app/agents/ministry_revisit.py).

Where the names come from:

- en and es: every word written with a capital inside a verse (not its first word) of
  the public-domain Bibles the mirror serves (resources/bible: World English Bible,
  Reina-Valera 1909), seen at least twice and never in lower case;
- pt: no public-domain Portuguese Bible is in this repository, so the Portuguese forms
  that differ from the Spanish and English ones are listed below (written for Preparo).

    .venv/bin/python scripts/build_bible_names.py      # writes resources/bible_names.txt

Output: one folded name a line (lower case, no accents), sorted; byte-for-byte
reproducible from the same Bible files.
"""

from __future__ import annotations

import json
import lzma
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIBLES = ROOT / "resources" / "bible"
OUT = ROOT / "resources" / "bible_names.txt"
MIN_SEEN = 2
_WORD = re.compile(r"[^\W\d_]+")

# Portuguese forms of Bible names (those the English and Spanish lists do not hold).
PORTUGUESE = """
Abraão Isaque Jacó Esaú Rúben Simeão Benjamim Arão Miriã Josué Calebe Gideão Sansão
Noemi Davi Jônatas Salomão Betseba Elias Eliseu Acabe Isaías Jeremias Ezequiel Jó Noé
Adão Eva Caim Sete Enoque Matusalém Neemias Esdras Oseias Amós Miqueias Naum Habacuque
Sofonias Ageu Malaquias Nabucodonosor Ciro Dario Faraó Jessé Obede Melquisedeque Ló Agar
Raabe Débora Baraque Jefté Natã Absalão Amnom Roboão Jeroboão Ezequias Josias Jeú Uzias
Jeosafá Acaz Manassés Efraim Naamã João Tiago Mateus Filipe Tomé André Bartolomeu Simão
Estêvão Barnabé Timóteo Lídia Priscila Áquila Apolo Cornélio Zaqueu Zacarias Herodes
Pilatos Caifás Paulo Joana Dorcas Tabita Loide Filemom Onésimo Tíquico Trófimo Êutico
Safira Festo Berenice Drusila Sérgio Dionísio Crispo Gaio Estéfanas Jesus Cristo Lázaro
Marta Maria Madalena Jairo Nicodemos Judas Pedro Tito Silas Lucas Marcos Isabel Gabriel
Miguel Ismael Dina Tamar Rute Boaz Samuel Ana Eli Saul Golias Ester Mordecai Jonas Abel
Judá Levi Moisés Rebeca Raquel Lia Sara Abigail Jezabel Dalila Eunice Febe Gamaliel
Agripa Félix Ananias Epafras Demas Erasto Damaris Susana Cleopas Lamec Jafé Cam Sem
Nimrode Jetro Zípora Balaão Acã Otniel Eúde Jael Sísera Boaz Ofra Ezequias Jotão Hulda
"""


def fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def bible_names(path: Path) -> set[str]:
    """The capitalised words inside the verses of one Bible file, seen MIN_SEEN times."""
    data = json.loads(lzma.decompress(path.read_bytes()))
    seen: Counter[str] = Counter()
    lower: set[str] = set()
    for book in data["books"]:
        for chapter in book:
            for verse in chapter:
                words = _WORD.findall(verse)
                seen.update(w for w in words[1:]
                            if w[:1].isupper() and not w.isupper() and len(w) > 2)
                lower.update(w for w in words if w.islower())
    # a word also written in lower case is a common word that began a sentence ("But")
    return {fold(w) for w, n in seen.items() if n >= MIN_SEEN and w.lower() not in lower}


def main() -> int:
    names: set[str] = set()
    for lang in ("en", "es"):
        path = BIBLES / f"{lang}.json.xz"
        if not path.is_file():
            print(f"missing {path}", file=sys.stderr)
            return 1
        names |= bible_names(path)
    names |= {fold(w) for w in PORTUGUESE.split()}
    OUT.write_text("".join(f"{n}\n" for n in sorted(names)), encoding="utf-8")
    print(f"{len(names)} names -> {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
