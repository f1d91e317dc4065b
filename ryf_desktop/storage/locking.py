"""Who has a campaign open: a lock *row* inside the file, not a lock file beside it.

Choice: a lock file (``campaign.ryf.lock``) would be a sidecar left behind by every crash and
carried along by every copy; OS file locks vanish with the process but cannot say who holds them
and are unreliable on network shares. So the ``file_lock`` table holds at most one row — user,
host, pid, since when, a random token and the program's name — written when a campaign is opened
for writing and deleted when it is closed. A second copy of the program reads the row and is told
who has the campaign; it may open read-only (nothing written, so the row is left alone) or take
over.

Stale locks: a row whose process no longer runs (a crash, a kill, a power cut) is *stale*. On the
same host it is detected (the pid is not alive, or it now belongs to a process that started after
the row was written, or it is this very process but none of this process's open campaigns wrote
that token) and taken over silently. A row from another host
cannot be checked from here and is reported; the GM may take over with ``force=True``. Releasing
deletes the row only when it still carries the releaser's token, so a copy that was taken over
never removes its successor's lock.
"""

from __future__ import annotations

import getpass
import hashlib
import os
import socket
import sqlite3
import sys
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from pathlib import Path

from ryf_desktop.storage.errors import LockHolder

PROGRAM_NAME = "RyF Desktop"
#: How much earlier than its lock row a holder may seem to have started (clock steps, rounding):
#: the row is written seconds after the process starts, never before.
PID_START_SLACK = timedelta(seconds=5)


class LockState(StrEnum):
    FREE = "free"
    #: Held by a process that runs (or may run: another host, or a reused pid).
    HELD = "held"
    #: Held by a process of this host that is gone.
    STALE = "stale"


@dataclass(frozen=True, slots=True)
class LockRow:
    holder: LockHolder
    token: str


def current_user() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        return "unknown"


def current_host() -> str:
    return socket.gethostname() or "unknown"


def pid_alive(pid: int) -> bool:
    """Whether a process with this pid runs on this host (a zombie counts as gone)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _windows_pid_alive(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    stat = Path(f"/proc/{pid}/stat")
    try:
        # The state letter follows the command name in parentheses; Z and X are dead processes.
        state = stat.read_text(encoding="ascii", errors="replace").rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return True
    return state not in {"Z", "X"}


def _windows_pid_alive(pid: int) -> bool:  # pragma: no cover - exercised on Windows only
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    process_query_limited_information = 0x1000
    still_active = 259
    handle = kernel32.OpenProcess(process_query_limited_information, False, pid)
    if not handle:
        return False
    try:
        code = ctypes.c_ulong()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return bool(code.value == still_active)
    finally:
        kernel32.CloseHandle(handle)


def read_lock(connection: sqlite3.Connection) -> LockRow | None:
    try:
        row = connection.execute(
            'SELECT "user", host, pid, since, token, program, heartbeat FROM file_lock '
            "WHERE id = 1"
        ).fetchone()
    except sqlite3.OperationalError as error:
        if "heartbeat" not in str(error):
            raise
        # A file of schema 3 or older (read before its upgrade): no heartbeats yet.
        row = connection.execute(
            'SELECT "user", host, pid, since, token, program, NULL FROM file_lock WHERE id = 1'
        ).fetchone()
    if row is None:
        return None
    user, host, pid, since, token, program, heartbeat = row
    holder = LockHolder(
        str(user), str(host), int(pid), _moment(since) or datetime.fromtimestamp(0, UTC),
        str(program), _moment(heartbeat),
    )
    return LockRow(holder, str(token))


def _moment(text: object) -> datetime | None:
    """A stored ISO 8601 time (UTC when it says no zone), or None when absent or unreadable."""
    if text is None:
        return None
    try:
        moment = datetime.fromisoformat(str(text))
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def lock_state(lock: LockRow | None, now: datetime | None = None) -> LockState:
    """Whether ``lock`` is held by a copy of the program that may still run.

    A row of this host whose process is gone (or is another program, or started after the row
    was written) is stale only when the row was certainly written on this computer (its token
    carries this machine's mark): two computers with the same host name on a shared folder
    must not take each other's campaigns silently. A row without a mark (an older version) or
    with another machine's is stale only once its heartbeat has been silent too long (a row
    with no heartbeat at all, from a version older than heartbeats, as soon as its process is
    gone).
    """
    if lock is None:
        return LockState.FREE
    holder = lock.holder
    if holder.host != current_host():
        return LockState.HELD
    if _its_writer_runs(holder):
        return LockState.HELD
    if lock.token.startswith(f"{machine_mark()}-"):
        return LockState.STALE
    if holder.heartbeat is None:
        # A program older than heartbeats: its pid is all there is to go by.
        return LockState.HELD if pid_alive(holder.pid) else LockState.STALE
    silent = holder.probably_stale(now or datetime.now(UTC))
    return LockState.STALE if silent else LockState.HELD


def _its_writer_runs(holder: LockHolder) -> bool:
    if not pid_alive(holder.pid):
        return False
    started = process_start_time(holder.pid)
    # A process that began after the lock was written is not its writer: the pid was reused.
    if started is not None and started > holder.since + PID_START_SLACK:
        return False
    return is_this_program(holder.pid)


def is_this_program(pid: int) -> bool:
    """Whether the process ``pid`` of this host runs RyF Desktop (True when it cannot be told:
    no /proc, another user's process)."""
    if pid == os.getpid():
        return True
    try:
        command = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return True
    return any(word in command.lower() for word in _PROGRAM_WORDS)


#: Words of the command line of a running copy: the module, the script, the executable.
_PROGRAM_WORDS = (b"ryf_desktop", b"ryf-desktop", b"ryfdesktop")


def machine_mark() -> str:
    """A short mark of this computer (not its host name, which two computers may share), put in
    the lock row's token: from the system's machine id, else the network card's address."""
    if sys.platform == "win32":
        guid = _windows_machine_guid()
        if guid:
            return hashlib.sha256(guid.encode("utf-8")).hexdigest()[:12]
    for source in (Path("/etc/machine-id"), Path("/var/lib/dbus/machine-id")):
        try:
            text = source.read_text(encoding="ascii").strip()
        except (OSError, UnicodeDecodeError):
            continue
        if text:
            return hashlib.sha256(text.encode("ascii")).hexdigest()[:12]
    return hashlib.sha256(str(uuid.getnode()).encode("ascii")).hexdigest()[:12]


def _windows_machine_guid() -> str:  # pragma: no cover - exercised on Windows only
    """The id Windows gives the installation (what /etc/machine-id is on Linux), or ''."""
    import winreg  # type: ignore[import-not-found,unused-ignore]

    try:
        with winreg.OpenKey(  # type: ignore[attr-defined,unused-ignore]
            winreg.HKEY_LOCAL_MACHINE,  # type: ignore[attr-defined,unused-ignore]
            r"SOFTWARE\Microsoft\Cryptography",
        ) as key:
            value, _ = winreg.QueryValueEx(key, "MachineGuid")  # type: ignore[attr-defined,unused-ignore]
    except OSError:
        return ""
    return str(value).strip()


def new_token() -> str:
    """A lock row's token: this machine's mark and a random part."""
    return f"{machine_mark()}-{uuid.uuid4().hex}"


def process_start_time(pid: int) -> datetime | None:
    """When the process ``pid`` of this host started (Linux: from /proc), or None if unknown."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
        start_ticks = int(fields.rsplit(")", 1)[1].split()[19])
        uptime = float(Path("/proc/uptime").read_text(encoding="ascii").split()[0])
        ticks_per_second = os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None
    boot = datetime.now(UTC).timestamp() - uptime
    return datetime.fromtimestamp(boot + start_ticks / ticks_per_second, UTC)


def new_lock_row(token: str) -> dict[str, object]:
    now = _now_text()
    return {
        "id": 1,
        "user": current_user(),
        "host": current_host(),
        "pid": os.getpid(),
        "since": now,
        "token": token,
        "program": PROGRAM_NAME,
        "heartbeat": now,
    }


def _now_text() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def take_lock(connection: sqlite3.Connection, token: str) -> None:
    """Write this process's lock row, replacing any other (the caller decided it may)."""
    row = new_lock_row(token)
    connection.execute(
        'INSERT OR REPLACE INTO file_lock (id, "user", host, pid, since, token, program, '
        "heartbeat) VALUES (:id, :user, :host, :pid, :since, :token, :program, :heartbeat)",
        row,
    )


def beat_lock(connection: sqlite3.Connection, token: str) -> bool:
    """Say that the holder of ``token`` still runs; False when the row is no longer ours."""
    cursor = connection.execute(
        "UPDATE file_lock SET heartbeat = ? WHERE id = 1 AND token = ?", (_now_text(), token)
    )
    return cursor.rowcount == 1


def release_lock(connection: sqlite3.Connection, token: str) -> None:
    connection.execute("DELETE FROM file_lock WHERE id = 1 AND token = ?", (token,))

