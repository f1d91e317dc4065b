"""The players' web view's fixtures: the widget tests' (offscreen Qt, settings and data folders of
their own), the demo campaign open in a session, and a running server on a free local port."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.ui.conftest import data_dir, fresh_settings, session

__all__ = ["data_dir", "fresh_settings", "session"]
