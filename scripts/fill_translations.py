"""Re-extract the tr() strings and fill Spanish translations from tab-separated files.

    python scripts/fill_translations.py DRAFT.tsv [DRAFT.tsv ...]

Each line of a draft is ``context<TAB>English source<TAB>Spanish translation`` (a ``\\n`` in a
field stands for a new line; plurals as ``singular|plural``). It runs
``scripts/update_translations.sh`` first (and last, for lupdate's layout), then fills every Spanish
entry that is unfinished and has a draft line with the same context and source, and prints the
Spanish entries still unfinished. A source with no draft line that the Spanish file already
translated under another context (code moved to another class) keeps that translation. English
plurals written "%n thing(s)" get their two forms. Run it under ``flock /tmp/i18n.lock`` when
several people edit the code at once, so that two extractions never write the .ts files together.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPANISH = ROOT / "i18n" / "ryf_desktop_es.ts"
ENGLISH = ROOT / "i18n" / "ryf_desktop_en.ts"


def read_drafts(paths: list[Path]) -> dict[tuple[str, str], str]:
    drafts: dict[tuple[str, str], str] = {}
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != 3:
                sys.exit(f"{path}:{number}: want context<TAB>source<TAB>translation")
            context, source, text = (part.replace("\\n", "\n") for part in parts)
            drafts[(context, source)] = text
    return drafts


def known_translations() -> dict[str, str]:
    """Every finished Spanish translation by its English source (plurals joined by "|"), read
    before lupdate drops the ones whose context moved."""
    known: dict[str, str] = {}
    for message in ET.parse(SPANISH).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in {"unfinished", "obsolete", "vanished"}:
            continue
        forms = [form.text or "" for form in translation.iter("numerusform")]
        text = "|".join(forms) if message.get("numerus") == "yes" else (translation.text or "")
        if text:
            known.setdefault(message.findtext("source") or "", text)
    return known


def fill(drafts: dict[tuple[str, str], str], known: dict[str, str]) -> list[tuple[str, str]]:
    tree = ET.parse(SPANISH)
    missing: list[tuple[str, str]] = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            source = message.findtext("source") or ""
            text = drafts.get((name, source), known.get(source))
            if text is None:
                missing.append((name, source))
                continue
            if message.get("numerus") == "yes":
                for form in list(translation):
                    translation.remove(form)
                for plural in text.split("|"):
                    ET.SubElement(translation, "numerusform").text = plural
            else:
                translation.text = text
            del translation.attrib["type"]
    tree.write(SPANISH, encoding="utf-8", xml_declaration=True)
    return missing


def fill_english_plurals() -> list[str]:
    """Give English plural messages their two forms: "%n thing(s)" as "thing" and "things", a
    source with no "(s)" ("%n closed") as itself twice; the ones so filled are listed."""
    tree = ET.parse(ENGLISH)
    left: list[str] = []
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if message.get("numerus") != "yes" or translation is None:
            continue
        if translation.get("type") != "unfinished":
            continue
        source = message.findtext("source") or ""
        if "(s)" not in source:
            left.append(source)
        for form in list(translation):
            translation.remove(form)
        for text in (source.replace("(s)", ""), source.replace("(s)", "s")):
            ET.SubElement(translation, "numerusform").text = text
        del translation.attrib["type"]
    tree.write(ENGLISH, encoding="utf-8", xml_declaration=True)
    return left


def main(argv: list[str]) -> int:
    known = known_translations()
    subprocess.run([str(ROOT / "scripts" / "update_translations.sh")], check=True)
    missing = fill(read_drafts([Path(arg) for arg in argv]), known)
    for source in fill_english_plurals():
        print(f"English plural forms made the same as the source (check them): {source!r}")
    # Once more, so the file is written in lupdate's own layout rather than ElementTree's.
    subprocess.run(
        [str(ROOT / "scripts" / "update_translations.sh")], check=True, capture_output=True
    )
    for context, source in missing:
        print(f"unfinished: {context}\t{source!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
