"""Which language the program speaks, and the Qt translators that make it speak it.

Spanish first: a Spanish system (or the preference) gets Spanish, every other system English. The
program's strings are written in English in code; ``i18n/ryf_desktop_es.ts`` translates them, and
Qt's own ``qtbase_es.qm`` translates the standard dialogs.
"""

from __future__ import annotations

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


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install the program's and Qt's translators for ``language``; returns them so they stay alive.

    English installs the program's own file too: the English source strings hold no plural forms
    ("%n dice"), ``ryf_desktop_en.qm`` does ("1 die", "2 dice").
    """
    installed: list[QTranslator] = []
    if language != "en":
        qt_translator = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_translator.load(f"qtbase_{language}", qt_dir):
            app.installTranslator(qt_translator)
            installed.append(qt_translator)
    own = QTranslator(app)
    if own.load(str(i18n_path(f"ryf_desktop_{language}.qm"))):
        app.installTranslator(own)
        installed.append(own)
    if language != "en":
        QLocale.setDefault(QLocale(QLocale.Language.Spanish))
    return installed
