"""Qt's own dialogs speak Spanish with the program: the file dialog (Qt's own widgets, as under
Xvfb or without a desktop's file chooser) and the standard message box buttons. qtbase_es.qm
leaves "Look in:" and "Files of type:" in English; the program words those two itself."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFileDialog,
    QFileSystemModel,
    QLabel,
    QMessageBox,
    QTreeView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ryf_desktop.ui import translations
from ryf_desktop.ui.campaign.file_dialogs import campaign_filter
from tests.ui.test_translations import compiled_qm, spanish

__all__ = ["compiled_qm", "spanish"]  # fixtures, used by name


def texts_of(root: QWidget) -> set[str]:
    """Every text a GM can read in ``root``: labels, buttons and their tips, list headers."""
    found: set[str] = set()
    for widget in root.findChildren(QWidget):
        if isinstance(widget, QLabel | QAbstractButton):
            found.update((widget.text(), widget.toolTip()))
        if isinstance(widget, QComboBox):
            found.update(widget.itemText(row) for row in range(widget.count()))
        if isinstance(widget, QTreeView) and widget.model() is not None:
            model = widget.model()
            found.update(str(model.headerData(column, widget.header().orientation()))
                         for column in range(model.columnCount()))
    return {text.replace("&", "").strip() for text in found} - {""}


def file_dialog(qtbot: QtBot, save: bool) -> QFileDialog:
    dialog = QFileDialog(None, "RyF", "", campaign_filter())
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def message_box(qtbot: QtBot, save: bool) -> QMessageBox:
    del save
    buttons = (QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
               | QMessageBox.StandardButton.Cancel | QMessageBox.StandardButton.Close)
    box = QMessageBox(QMessageBox.Icon.Question, "RyF", "¿Seguro?", buttons)
    qtbot.addWidget(box)
    box.show()
    return box


@pytest.fixture
def english_texts(qapp: QApplication, qtbot: QtBot) -> Iterator[Callable[..., set[str]]]:
    """The texts a dialog shows with no translator at all (built before Spanish is put in)."""

    def build(make: Callable[[QtBot, bool], QWidget], save: bool) -> set[str]:
        widget = make(qtbot, save)
        try:
            return texts_of(widget)
        finally:
            widget.close()

    yield build


@pytest.mark.parametrize("save", [False, True], ids=["open", "save"])
@pytest.mark.parametrize("make", [file_dialog, message_box], ids=["file dialog", "message box"])
def test_qt_dialogs_show_no_english_in_spanish(
    qapp: QApplication,
    qtbot: QtBot,
    english_texts: Callable[..., set[str]],
    compiled_qm: object,
    monkeypatch: pytest.MonkeyPatch,
    make: Callable[[QtBot, bool], QWidget],
    save: bool,
) -> None:
    english = english_texts(make, save)
    assert english, "the English dialog shows texts"
    monkeypatch.setattr(translations, "i18n_path", lambda *parts: compiled_qm.joinpath(*parts))  # type: ignore[attr-defined]
    previous_locale = QLocale()
    installed: list[QTranslator] = translations.install_translators(qapp, "es")
    try:
        widget = make(qtbot, save)
        spanish_texts = texts_of(widget)
        widget.close()
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(previous_locale)  # Spanish numbers would leak into later tests
    # Names that read the same in both languages, and what the test itself passed in.
    same_in_both = {"RyF", "¿Seguro?", "No"}
    left = sorted(text for text in (spanish_texts & english) - same_in_both
                  if not Path(text).is_absolute())  # the folder shown is no word
    assert not left, f"English in the Spanish dialog: {left}"
    if make is file_dialog:
        assert {"Buscar en:", "Tipo de archivo:"} <= spanish_texts


def test_the_gaps_translator_answers_only_the_two_labels(
    spanish: list[QTranslator],
) -> None:
    del spanish
    gaps = next(t for t in QApplication.instance().findChildren(translations.QtGapsTranslator))  # type: ignore[union-attr]
    assert gaps.translate("QFileDialog", "&Look in:") == "&Buscar en:"
    assert gaps.translate("QFileDialog", "Files of &type:") == "&Tipo de archivo:"
    assert gaps.translate("QFileDialog", "&Open") is None  # left to qtbase_es.qm
    assert gaps.translate("CampaignController", "&Look in:") is None


def test_english_installs_no_gaps_translator(qapp: QApplication) -> None:
    installed = translations.install_translators(qapp, "en")
    try:
        assert not any(isinstance(t, translations.QtGapsTranslator) for t in installed)
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)


def test_the_file_dialog_names_folders_and_files_in_spanish(
    spanish: list[QTranslator], qtbot: QtBot, tmp_path: Path
) -> None:
    """The list's Type column said "Folder" (and "ryf File"): Qt's catalog lacks those words."""
    del spanish
    folder = tmp_path / "campañas"
    (folder / "partidas").mkdir(parents=True)
    (folder / "mesa.ryf").write_bytes(b"")
    dialog = QFileDialog(None, "RyF", str(folder), campaign_filter())
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    model = dialog.findChild(QFileSystemModel)
    assert isinstance(model, QFileSystemModel)
    root = model.index(str(folder))
    qtbot.waitUntil(lambda: model.rowCount(root) == 2)
    kinds = {str(model.index(row, 2, root).data()) for row in range(model.rowCount(root))}
    dialog.close()
    # The file's kind comes from the system's MIME database (its own Spanish).
    assert "Carpeta" in kinds and "Folder" not in kinds, kinds
