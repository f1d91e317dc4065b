"""A quoted name inside a quoted sentence takes the inner quotes (typography), in the combat log
and wherever a sentence is put together."""

from __future__ import annotations

from ryf_desktop.session.texts import nest_quotes


def test_spanish_quotes_inside_spanish_quotes_become_english_ones() -> None:
    assert nest_quotes("Añadir a Lucía al combate «Emboscada de «Lucía»»") == (
        "Añadir a Lucía al combate «Emboscada de “Lucía”»"
    )


def test_english_quotes_inside_english_quotes_become_single_ones() -> None:
    assert nest_quotes("Lucía joins the combat “Ambush of “Lucía””.") == (
        "Lucía joins the combat “Ambush of ‘Lucía’”."
    )


def test_quotes_side_by_side_are_left_alone() -> None:
    text = "«Goblin» y «Orco»; “a” and “b”"
    assert nest_quotes(text) == text
    assert nest_quotes("no quotes, » stray") == "no quotes, » stray"
