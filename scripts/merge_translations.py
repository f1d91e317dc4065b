"""Fill unfinished entries of a Qt Linguist file from another .ts that has them translated.

    python scripts/merge_translations.py FROM.ts INTO.ts

Only entries that are unfinished (or empty) in INTO and finished in FROM, with the same context and
source, are filled; everything else in INTO stays as it is. Useful when translations were drafted in
a separate file while the code was still changing.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def _key(context: ET.Element, message: ET.Element) -> tuple[str, str, str]:
    return (
        context.findtext("name") or "",
        message.findtext("source") or "",
        message.findtext("comment") or "",
    )


def _finished(message: ET.Element) -> ET.Element | None:
    translation = message.find("translation")
    if translation is None or translation.get("type") in {"unfinished", "obsolete", "vanished"}:
        return None
    if not (translation.text or "").strip() and not translation.findall("numerusform"):
        return None
    return translation


def merge(source: Path, target: Path) -> int:
    found: dict[tuple[str, str, str], ET.Element] = {}
    for context in ET.parse(source).getroot().iter("context"):
        for message in context.iter("message"):
            translation = _finished(message)
            if translation is not None:
                found[_key(context, message)] = translation
    tree = ET.parse(target)
    filled = 0
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            if _finished(message) is not None:
                continue
            donor = found.get(_key(context, message))
            if donor is None:
                continue
            old = message.find("translation")
            if old is not None:
                message.remove(old)
            message.append(donor)
            filled += 1
    tree.write(target, encoding="utf-8", xml_declaration=True)
    return filled


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    filled = merge(Path(argv[0]), Path(argv[1]))
    print(f"filled {filled} entries")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
