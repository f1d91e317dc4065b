"""Behaviour of the catalog browser: fills its view from the catalog and the open campaign's GM
entries, searches as the GM types, keeps the chosen entry shown, and enables the actions
(:mod:`.play_actions`, :mod:`.gm_actions`) only while a campaign is open for writing.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QModelIndex, QObject, QSignalBlocker, Qt
from PySide6.QtWidgets import QDialog, QHeaderView, QMenu

from ryf_desktop.catalog import ERAS, EntryKind, Era, load_catalog
from ryf_desktop.rules.dice import RandomSource
from ryf_desktop.rules.profile import HEROICO
from ryf_desktop.session import CampaignSession, GmEntries, GmEntry
from ryf_desktop.session.catalog_queries import gathered, gm_entry
from ryf_desktop.session.events import Changed
from ryf_desktop.session.texts import fill
from ryf_desktop.storage.records import CatalogEntry as CatalogEntryRecord
from ryf_desktop.ui.campaign.labels import setting_name
from ryf_desktop.ui.catalog import labels
from ryf_desktop.ui.catalog.details import describe, placeholder
from ryf_desktop.ui.catalog.gm_actions import GmEntryActions
from ryf_desktop.ui.catalog.index import ALL, GM_ENTRIES, BrowserEntry, CatalogIndex, Category
from ryf_desktop.ui.catalog.mime import EntryRef
from ryf_desktop.ui.catalog.play_actions import PlayActions
from ryf_desktop.ui.catalog.table_models import GM_COLUMN, EntryTableModel, make_models
from ryf_desktop.ui.catalog.tree_model import COUNT_COLUMN, NAME_COLUMN, CategoryTreeModel
from ryf_desktop.ui.catalog.view import CatalogBrowserView
from ryf_desktop.ui.common import SessionSource, follow_session

# A column narrower than this was sized while hidden: it is sized again when shown.
MIN_COLUMN_PX = 20


class CatalogBrowserController(QObject):
    """Keeps ``view`` showing the catalog and the GM's entries, and acts on the chosen entry."""

    def __init__(
        self,
        view: CatalogBrowserView,
        sessions: SessionSource | None = None,
        *,
        rng: RandomSource | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.sessions = sessions
        self.rng: RandomSource = rng if rng is not None else random.Random()
        self.index = CatalogIndex(load_catalog().entries())
        self.models = make_models(self)
        self.tree_model = CategoryTreeModel(self)
        # The open campaign (None: none, or it closed); set as the window's campaign changes.
        self.session: CampaignSession | None = None
        self._gm = GmEntries()
        # The GM's entries as last read: each record, and its entry or why it does not read.
        self._read: dict[int, tuple[CatalogEntryRecord, GmEntry | str]] = {}
        self.category: Category = ALL
        self._category_before_search: Category | None = None
        self._current: BrowserEntry | None = None
        self._size_columns_later = False
        self._shown = False
        # The dialog the last action opened (tests and scripts reach it here).
        self.dialog: QDialog | None = None

        view.setting_filter.addItem(labels.all_settings(), None)
        for era in ERAS:
            view.setting_filter.addItem(setting_name(era), era.value)
        view.tree.setModel(self.tree_model)
        header = view.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(NAME_COLUMN, QHeaderView.ResizeMode.Stretch)
        # A fixed width: a column sized to its contents is measured again on every new count.
        header.setSectionResizeMode(COUNT_COLUMN, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(COUNT_COLUMN, view.tree.fontMetrics().horizontalAdvance("00000") + 6)
        view.tree.expandAll()
        view.tree.setCurrentIndex(self.tree_model.index_of(ALL))
        view.tree.selectionModel().currentChanged.connect(self._category_chosen)
        view.search.textChanged.connect(self._search_changed)
        view.search.returnPressed.connect(view.table.setFocus)
        view.setting_filter.currentIndexChanged.connect(self._table_changed)
        view.table.customContextMenuRequested.connect(
            lambda at: self.context_menu().popup(view.table.viewport().mapToGlobal(at)))
        self._model = self.models[ALL.kind]
        self._use_model(self._model)
        self.play = PlayActions(self, self)
        self.gm = GmEntryActions(self, self)
        for action, slot in (
            (view.add_to_character_action, self.play.add_to_character),
            (view.add_to_combat_action, self.play.add_to_combat),
            (view.place_on_map_action, self.play.place_on_map),
            (view.duplicate_action, self.gm.duplicate_entry),
            (view.edit_action, self.gm.edit_entry),
            (view.delete_action, self.gm.delete_entry),
        ):
            action.triggered.connect(slot)
        for kind, action in view.new_actions.items():
            action.triggered.connect(lambda _=False, kind=kind: self.gm.new_entry(kind))
        follow_session(self, sessions, on_session=self._show_session,
                       on_change=self._campaign_changed)

    # --- following the open campaign --------------------------------------------------------
    def _show_session(self, session: CampaignSession | None) -> None:
        """A campaign opened (None: it closes, its file still readable, or none is open)."""
        self.session = session
        self.view.status.set_message("")
        if session is not None:
            # The campaign's setting is preselected; the GM may widen it.
            self.set_setting_filter(session.setting)
            self.play.follow_hiding()
        self.reload_gm_entries()

    def _campaign_changed(self, changed: Changed) -> None:
        if changed.gm_entries:
            self.reload_gm_entries()
        elif changed.campaign:
            self._show_current()  # the rules profile may change what an entry's page says

    def reload_gm_entries(self) -> None:
        session = self.session
        # Each stored entry is read again only when its record changed (a record is never
        # changed in place): one edit among thousands of entries parses one.
        kept, self._read = self._read, {}
        if session is not None:
            for record in session.model.all(CatalogEntryRecord):
                old = kept.get(record.id)
                self._read[record.id] = (
                    old if old is not None and old[0] is record else (record, gm_entry(record))
                )
        self._gm = gathered(found for _record, found in self._read.values())
        self.index.set_gm_entries(self._gm.entries)
        self._shown = False  # the entries are new objects, and the actions may change
        self._hide_empty_branches()
        self.refresh()
        if self._gm.problems:
            self.view.status.set_message(" ".join(self._gm.problems))

    # --- filters ----------------------------------------------------------------------------
    def setting(self) -> Era | None:
        """The setting filter: a setting, or None for every setting."""
        value = self.view.setting_filter.currentData()
        return Era(value) if isinstance(value, str) else None

    def set_setting_filter(self, setting: Era | str | None) -> None:
        position = self.view.setting_filter.findData(None if setting is None else str(setting))
        self.view.setting_filter.setCurrentIndex(max(0, position))

    def set_category(self, category: Category) -> None:
        self.view.tree.setCurrentIndex(self.tree_model.index_of(category))

    def _category_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self.category = self.tree_model.category_at(current)
        if self.view.search.text().strip():
            self._category_before_search = None
        self._table_changed()

    def _table_changed(self) -> None:
        """Another table (not another keystroke): its columns are fitted to what it shows."""
        self._size_columns_later = True
        self.refresh()

    def _search_changed(self, text: str) -> None:
        searching = bool(text.strip())
        if searching and self._category_before_search is None and self.category != ALL:
            # A search looks through every kind; the GM may narrow it in the tree.
            self._category_before_search = self.category
            self._select_category_quietly(ALL)
        elif not searching and self._category_before_search is not None:
            self._select_category_quietly(self._category_before_search)
            self._category_before_search = None
        self.refresh()

    def _select_category_quietly(self, category: Category) -> None:
        with QSignalBlocker(self.view.tree.selectionModel()):
            self.view.tree.setCurrentIndex(self.tree_model.index_of(category))
        self.category = category

    def _hide_empty_branches(self) -> None:
        """Settings and lists no entry has (armour of the present day) stay out of the tree."""
        totals = self.index.counts(self.index.entries)
        tree = self.view.tree
        for category in self.tree_model.categories():
            if category.era is None and category.item_category is None:
                continue
            index = self.tree_model.index_of(category)
            tree.setRowHidden(index.row(), index.parent(), totals.get(category, 0) == 0)

    # --- showing ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Search, count, fill the table, keep the chosen entry chosen (else the first)."""
        setting = self.setting()
        found = self.index.search(self.view.search.text(), setting)
        self.tree_model.set_counts(self.index.counts(found))
        rows = CatalogIndex.in_category(found, self.category)
        self._hint_other_settings(setting, found=bool(rows))
        model = self.models[self.category.kind]
        if model is not self._model:
            self._use_model(model)
        model.set_entries(rows)
        column = model.setting_column
        if column >= 0:
            # Every row of one setting: the column would say the same thing on every line.
            one_setting = setting is not None or self.category.era is not None
            table = self.view.table
            if table.isColumnHidden(column) != one_setting:
                table.setColumnHidden(column, one_setting)
                if not one_setting and table.columnWidth(column) < MIN_COLUMN_PX:
                    table.resizeColumnToContents(column)
        self._select(self._current.ref if self._current is not None else None)

    def _hint_other_settings(self, setting: Era | None, *, found: bool) -> None:
        """A search that finds nothing in the setting chosen says how many it finds in the
        others (a GM searching "espada" in the present day otherwise sees an empty list)."""
        text = self.view.search.text()
        elsewhere = 0
        if not found and setting is not None and text.strip():
            elsewhere = len(CatalogIndex.in_category(self.index.search(text, None),
                                                     self.category))
        self.view.search_hint.set_message(fill(
            self.tr("Nothing in %1; %n result(s) in other settings: choose “%2” beside the "
                    "search.", "", elsewhere), setting_name(setting), labels.all_settings(),
        ) if elsewhere and setting is not None else "")

    def _use_model(self, model: EntryTableModel) -> None:
        table = self.view.table
        old_selection = table.selectionModel()
        table.setModel(model)
        # Hidden columns belong to the view, by number: another model's choice does not apply.
        for column in range(model.columnCount()):
            table.setColumnHidden(column, False)
        if old_selection is not None:
            old_selection.deleteLater()
        table.selectionModel().currentRowChanged.connect(self._row_chosen)
        table.horizontalHeader().setSortIndicator(model.sort_column, model.sort_order)
        self._model = model
        self._size_columns_later = True

    def _size_columns(self) -> None:
        table = self.view.table
        table.resizeColumnsToContents()
        header = table.horizontalHeader()
        for column in range(header.count()):
            if not header.isSectionHidden(column):
                header.resizeSection(column, min(header.sectionSize(column) + 6, 280))
        header.resizeSection(GM_COLUMN, table.fontMetrics().horizontalAdvance("GM") + 16)

    def _select(self, ref: EntryRef | None) -> None:
        model = self._model
        first = 0 if model.rowCount() > 0 else -1
        row = next(
            (number for number, entry in enumerate(model.entries()) if entry.ref == ref), first
        )
        if self._size_columns_later and model.rowCount() > 0:
            self._size_columns()
            self._size_columns_later = False
        table = self.view.table
        if row < 0:
            table.selectionModel().clearCurrentIndex()
            table.clearSelection()
            self._show(None)
            return
        table.setCurrentIndex(model.index(row, 0))
        self._show(model.entry_at(row))

    def _row_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._show(self._model.entry_at(current.row()))

    def _show(self, entry: BrowserEntry | None) -> None:
        if entry is self._current and self._shown:
            return  # a keystroke that keeps the same entry chosen: nothing to redraw
        self._current = entry
        self._show_current()
        self._update_actions()

    def _show_current(self) -> None:
        entry = self._current
        profile = self.session.profile if self.session is not None else HEROICO
        self.view.details.setHtml(placeholder() if entry is None else describe(entry, profile))
        self._shown = True

    def current_entry(self) -> BrowserEntry | None:
        return self._current

    def select_entry(self, ref: EntryRef) -> bool:
        """Choose an entry shown in the table; whether it is there."""
        self._select(ref)
        return self._current is not None and self._current.ref == ref

    def reveal(self, ref: EntryRef) -> None:
        """Choose the entry (one just made or edited), even when the filters would hide it."""
        if all(entry.ref != ref for entry in self.index.entries):
            return
        if not any(entry.ref == ref for entry in self.shown_entries()):
            self.view.search.clear()
            self.set_setting_filter(None)
            self.set_category(GM_ENTRIES)
        self.select_entry(ref)

    def _update_actions(self) -> None:
        view = self.view
        session = self.session
        writable = session is not None and not session.read_only
        entry = self._current
        monster = entry is not None and entry.kind is EntryKind.MONSTER
        own = entry is not None and entry.is_gm
        for action, usable in (
            (view.add_to_character_action, entry is not None and not monster),
            (view.add_to_combat_action, monster),
            (view.place_on_map_action, monster),
            (view.duplicate_action, entry is not None),
            (view.edit_action, own),
            (view.delete_action, own),
            *((action, True) for action in view.new_actions.values()),
        ):
            action.setEnabled(writable and usable)
        if session is None:
            why = self.tr("Open a campaign to use its entries")
        elif session.read_only:
            why = self.tr("The campaign is open read-only")
        else:
            why = ""
        view.gm_button.setEnabled(writable)
        for action in view.play_actions:
            action.setStatusTip(why)

    def context_menu(self) -> QMenu:
        """The menu of actions on the chosen entry (right click on the table)."""
        view = self.view
        menu = QMenu(view.table)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addActions(view.play_actions)
        menu.addSeparator()
        menu.addActions(view.own_entry_actions)
        return menu

    # --- for the actions --------------------------------------------------------------------
    def report(self, text: str) -> None:
        """Say in the browser's status line what the last action did (or why it did not)."""
        self.view.status.set_message(text)

    def gm_entries(self) -> GmEntries:
        """The open campaign's own entries as last read."""
        return self._gm

    def shown_entries(self) -> tuple[BrowserEntry, ...]:
        return self._model.entries()
