"""Which language the program speaks (Spanish on a Spanish system or by preference, else
English), and the Qt translators that make it speak it: ours, Qt's ``qtbase``, and
:class:`QtGapsTranslator` for the words of Qt's file dialog that ``qtbase_es`` lacks.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from ryf_desktop.paths import i18n_path

SUPPORTED_LANGUAGES = ("es", "en")
LANGUAGE_SETTING = "ui/language"


def system_language() -> str:
    return "es" if QLocale.system().language() == QLocale.Language.Spanish else "en"


def chosen_language(settings: QSettings | None = None) -> str:
    """The preference when it names a supported language, else the system's."""
    stored = (settings or QSettings()).value(LANGUAGE_SETTING, "", str)
    if isinstance(stored, str) and stored in SUPPORTED_LANGUAGES:
        return stored
    return system_language()


class QtGapsTranslator(QTranslator):
    """Answers Qt's file dialog, with the words of our own catalog, for the texts
    ``qtbase_es.qm`` leaves English: "Look in:", "Files of type:" and the kinds its list shows in
    the Type column ("Folder", "ryf File"). Every other text falls through."""

    def translate(
        self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        del disambiguation, n
        text = ""
        if context == "QFileDialog" and source_text == "&Look in:":
            text = QCoreApplication.translate("QtGapsTranslator", "&Look in:")
        elif context == "QFileDialog" and source_text == "Files of &type:":
            text = QCoreApplication.translate("QtGapsTranslator", "Files of &type:")
        elif context == "QAbstractFileIconProvider":
            text = {
                "Folder": QCoreApplication.translate("QtGapsTranslator", "Folder"),
                "File Folder": QCoreApplication.translate("QtGapsTranslator", "Folder"),
                "File": QCoreApplication.translate("QtGapsTranslator", "File"),
                "%1 File": QCoreApplication.translate("QtGapsTranslator", "%1 File"),
                "Drive": QCoreApplication.translate("QtGapsTranslator", "Drive"),
                "Shortcut": QCoreApplication.translate("QtGapsTranslator", "Shortcut"),
                "Alias": QCoreApplication.translate("QtGapsTranslator", "Alias"),
                "Unknown": QCoreApplication.translate("QtGapsTranslator", "Unknown"),
            }.get(source_text, "")
        if not text or text == source_text:
            # No answer: Qt asks the next translator only when given a null string (None), not
            # an empty one. (Our catalog hands the source back when it has no translation.)
            return None  # type: ignore[return-value]
        return text

    def isEmpty(self) -> bool:  # noqa: N802
        return False


def install_translators(
    app: QCoreApplication, language: str, catalog: Path | None = None
) -> list[QTranslator]:
    """Install the program's and Qt's translators for ``language``; returns them so they stay alive.

    English installs the program's own file too: the English source strings hold no plural forms
    ("%n dice"), ``ryf_desktop_en.qm`` does ("1 die", "2 dice"). ``catalog`` is a compiled
    ``.qm`` to use instead of ``i18n/``'s (the end-to-end tests compile the newest words).
    """
    import PySide6

    installed: list[QTranslator] = []
    if language != "en":
        qt_translator = QTranslator(app)
        # Qt's translations path, and PySide6's folder (where a frozen build keeps them, should
        # Qt's path point elsewhere there).
        bundled = Path(PySide6.__file__).resolve().parent / "Qt" / "translations"
        folders = (QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), str(bundled))
        if any(qt_translator.load(f"qtbase_{language}", folder) for folder in folders):
            app.installTranslator(qt_translator)
            installed.append(qt_translator)
    own = QTranslator(app)
    if own.load(str(catalog or i18n_path(f"ryf_desktop_{language}.qm"))):
        app.installTranslator(own)
        installed.append(own)
    if language != "en":
        # Asked first (installed last), it answers only the file dialog's two labels.
        gaps = QtGapsTranslator(app)
        app.installTranslator(gaps)
        installed.append(gaps)
        QLocale.setDefault(QLocale(QLocale.Language.Spanish))
    return installed
