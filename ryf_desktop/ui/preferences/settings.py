"""The program's preferences as typed values over ``QSettings``, and their versioned upgrades.

Every preference has one property here, so a key is spelt once and a wrong value never reaches a
widget. A release that renames or reshapes a key adds a step to :data:`UPGRADE_STEPS` and raises
:data:`SETTINGS_VERSION` (as Picard's ``config_upgrade`` does).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSettings

from ryf_desktop.ui.translations import LANGUAGE_SETTING, SUPPORTED_LANGUAGES

VERSION_KEY = "settings/version"
#: The version this program writes. Settings without the key are version 0 (written before it
#: existed); their keys already have the form of version 1.
SETTINGS_VERSION = 1

UpgradeStep = Callable[[QSettings], None]
#: (the version a step brings the settings to, the step), in rising order. Version 1 only adds
#: the version key, so it needs no step.
UPGRADE_STEPS: tuple[tuple[int, UpgradeStep], ...] = ()


def stored_version(settings: QSettings) -> int:
    """The version the settings were last written at; 0 when unrecorded or unreadable."""
    value = settings.value(VERSION_KEY, 0)
    try:
        return int(str(value))
    except ValueError:
        return 0


def upgrade_settings(
    settings: QSettings,
    *,
    steps: Sequence[tuple[int, UpgradeStep]] = UPGRADE_STEPS,
    target: int = SETTINGS_VERSION,
) -> int:
    """Bring ``settings`` up to ``target``; returns the version they are at afterwards.

    A step that raises stops the upgrade with the version of the last finished step recorded, so
    the next start tries again from there. Settings from a newer program are left as they are:
    rewriting them would break that program when the game master goes back to it.
    """
    version = stored_version(settings)
    if version >= target:
        return version
    for step_version, step in sorted(steps, key=lambda pair: pair[0]):
        if version < step_version <= target:
            step(settings)
            version = step_version
            settings.setValue(VERSION_KEY, version)
    settings.setValue(VERSION_KEY, target)
    settings.sync()
    return target


class AppSettings:
    """Typed access to the program's preferences in ``settings``."""

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    @property
    def language(self) -> str | None:
        """The language chosen in the preferences, or None to follow the system."""
        stored = self._settings.value(LANGUAGE_SETTING, "", str)
        return stored if isinstance(stored, str) and stored in SUPPORTED_LANGUAGES else None

    @language.setter
    def language(self, language: str | None) -> None:
        if language is None:
            self._settings.remove(LANGUAGE_SETTING)
            return
        if language not in SUPPORTED_LANGUAGES:
            msg = f"{language!r} is not a language of the program; use one of {SUPPORTED_LANGUAGES}"
            raise ValueError(msg)
        self._settings.setValue(LANGUAGE_SETTING, language)

    def sync(self) -> None:
        """Write the preferences to disk now, so a program started next reads them."""
        self._settings.sync()
