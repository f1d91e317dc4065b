"""The players' join key and codes, made of letters and digits that cannot be taken for one
another when read aloud or off a screen: no 0/O, 1/I/l, 2/Z, 5/S, 6/G, 8/B (plain Python, so
the server stays free of Qt)."""

from __future__ import annotations

import secrets

CODE_ALPHABET = "ACDEFHJKMNPRTUVWXY3479"
CODE_LENGTH = 5
#: 22**24 keys: about 107 bits, out of reach of guessing at any rate a Wi-Fi allows.
SECRET_LENGTH = 24


def new_code(length: int = CODE_LENGTH) -> str:
    """A short code the GM reads out, or (``SECRET_LENGTH``) the join key the QR code carries."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def well_formed(text: object, length: int) -> bool:
    """Whether ``text`` is ``length`` characters of the alphabet."""
    return isinstance(text, str) and len(text) == length and all(c in CODE_ALPHABET for c in text)
