"""Fast checks of packaging/: the PyInstaller spec (run with PyInstaller stubbed out), the desktop
entry and MIME type, the icons and the shell scripts. Building the executable is CI's job
(packaging/build.sh and packaging/smoke.sh), not this test's.
"""

from __future__ import annotations

import ast
import configparser
import os
import runpy
import shutil
import struct
import subprocess
import sys
import tomllib
import types
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "ryf-desktop.spec"
ICONS = ROOT / "resources" / "icons"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
PLATFORM = sys.platform
PYINSTALLER_STEPS = ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")
#: Files the program loads from resources/ by name, which every build must carry.
NEEDED_RESOURCES = ("players_page/page.html", "players_page/page.css", "players_page/page.js")
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


# --- the spec ----------------------------------------------------------------------------------


@dataclass
class Build:
    """What the spec handed to PyInstaller's build steps, and the spec's own globals."""

    calls: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    spec_globals: dict[str, Any] = field(default_factory=dict)
    imports_of: dict[str, list[str]] = field(default_factory=dict)

    def one(self, step: str) -> dict[str, Any]:
        (call,) = self.calls[step]
        return call


def _step(build: Build, step: str) -> Callable[..., Any]:
    def record(*args: Any, **kwargs: Any) -> types.SimpleNamespace:
        build.calls.setdefault(step, []).append({"args": args, **kwargs})
        return types.SimpleNamespace(
            scripts=[], pure=[], binaries=[], datas=list(kwargs.get("datas", []))
        )

    return record


@pytest.fixture
def spec_root(tmp_path: Path) -> Path:
    """A copy of the repository's layout for the spec: the real package, resources and
    pyproject, and stand-in .qm files (the real ones are build products, absent in a checkout)."""
    root = tmp_path / "repo"
    (root / "packaging").mkdir(parents=True)
    shutil.copy(SPEC, root / "packaging" / SPEC.name)
    for name in ("pyproject.toml", "resources", "ryf_desktop"):
        (root / name).symlink_to(ROOT / name)
    (root / "i18n").mkdir()
    for ts_file in (ROOT / "i18n").glob("*.ts"):
        (root / "i18n" / ts_file.with_suffix(".qm").name).write_bytes(b"")
    return root


@pytest.fixture
def run_spec(monkeypatch: pytest.MonkeyPatch, spec_root: Path) -> Callable[..., Build]:
    def run(*, debug: bool = False, platform: str = sys.platform) -> Build:
        build = Build()
        hooks = types.ModuleType("PyInstaller.utils.hooks")
        hooks.collect_submodules = lambda package: [f"{package}.cli", f"{package}.session.demo"]  # type: ignore[attr-defined]
        bindepend = types.ModuleType("PyInstaller.depend.bindepend")
        bindepend.get_imports = lambda source: [  # type: ignore[attr-defined]
            (name, f"/lib/{name}") for name in build.imports_of.get(source, [])
        ]
        for name in ("PyInstaller", "PyInstaller.utils", "PyInstaller.depend"):
            monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
        monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
        monkeypatch.setitem(sys.modules, "PyInstaller.depend.bindepend", bindepend)
        if debug:
            monkeypatch.setenv("RYF_PYI_DEBUG", "1")
        else:
            monkeypatch.delenv("RYF_PYI_DEBUG", raising=False)
        monkeypatch.setattr(sys, "platform", platform)
        steps = {step: _step(build, step) for step in PYINSTALLER_STEPS}
        build.spec_globals = runpy.run_path(
            str(spec_root / "packaging" / SPEC.name),
            init_globals={"SPECPATH": str(spec_root / "packaging"), **steps},
        )
        monkeypatch.setattr(sys, "platform", PLATFORM)
        return build

    return run


def _destinations(build: Build, root: Path) -> dict[str, str]:
    """Each bundled data file, relative to the repository, mapped to its folder in the build."""
    datas = build.one("Analysis")["datas"]
    return {str(Path(source).relative_to(root)): dest for source, dest in datas}


def test_spec_takes_name_and_version_from_pyproject(run_spec: Callable[..., Build]) -> None:
    build = run_spec()
    assert build.spec_globals["NAME"] == PROJECT["name"] == "ryf-desktop"
    assert build.spec_globals["VERSION"] == PROJECT["version"]
    assert [call["name"] for call in build.calls["EXE"]] == [PROJECT["name"]]
    assert build.one("COLLECT")["name"] == PROJECT["name"]


def test_spec_bundles_catalog_translations_and_migration_files(
    run_spec: Callable[..., Build], spec_root: Path
) -> None:
    destinations = _destinations(run_spec(), spec_root)
    assert destinations["resources"] == "resources"
    for needed in NEEDED_RESOURCES:
        assert (spec_root / "resources" / needed).is_file(), needed
    for ts_file in (ROOT / "i18n").glob("*.ts"):
        assert destinations[f"i18n/{ts_file.stem}.qm"] == "i18n"
    migrations = ROOT / "ryf_desktop" / "storage" / "migrations"
    scripts = [migrations / "env.py", *sorted((migrations / "versions").glob("v*.py"))]
    assert len(scripts) >= 2
    for script in scripts:
        relative = script.relative_to(ROOT)
        assert destinations[str(relative)] == str(relative.parent)
    assert not [source for source in destinations if "__pycache__" in source]


def test_windows_build_stages_the_resources_where_paths_looks(
    monkeypatch: pytest.MonkeyPatch, spec_root: Path, tmp_path: Path
) -> None:
    windows_build = runpy.run_path(str(PACKAGING / "windows_build.py"))
    stage_package = windows_build["stage_package"]
    monkeypatch.setitem(stage_package.__globals__, "ROOT", spec_root)
    stage_package(tmp_path / "stage")
    package = tmp_path / "stage" / "pynsist_pkgs" / "ryf_desktop"
    assert (package / "paths.py").is_file()
    for needed in NEEDED_RESOURCES:
        assert (package / "_resources" / needed).read_bytes() == (
            ROOT / "resources" / needed).read_bytes(), needed


def test_spec_refuses_to_build_without_compiled_translations(
    run_spec: Callable[..., Build], spec_root: Path
) -> None:
    for qm_file in (spec_root / "i18n").glob("*.qm"):
        qm_file.unlink()
    with pytest.raises(SystemExit, match=r"build\.sh"):
        run_spec()


def test_spec_freezes_every_module_of_the_package(run_spec: Callable[..., Build]) -> None:
    hidden = run_spec().one("Analysis")["hiddenimports"]
    assert {"ryf_desktop.cli", "ryf_desktop.session.demo"} <= set(hidden)


def test_spec_is_windowed_unless_debugging(run_spec: Callable[..., Build]) -> None:
    normal = run_spec().one("EXE")
    assert (normal["console"], normal["debug"]) == (False, False)
    assert normal["args"][2] == []
    debug = run_spec(debug=True).one("EXE")
    assert (debug["console"], debug["debug"], debug["strip"]) == (True, True, False)
    assert ("v", None, "OPTION") in debug["args"][2]


def test_spec_on_windows_adds_a_console_twin_for_the_cli_and_the_ico(
    run_spec: Callable[..., Build], spec_root: Path
) -> None:
    executables = run_spec(platform="win32").calls["EXE"]
    assert [(call["name"], call["console"]) for call in executables] == [
        ("ryf-desktop", False),
        ("ryf-desktop-cli", True),
    ]
    assert {call["icon"] for call in executables} == {
        str(spec_root / "resources" / "icons" / "ryf-desktop.ico")
    }
    assert not any(call["strip"] for call in executables)


def test_spec_on_macos_makes_an_app_bundle_with_the_icns(
    run_spec: Callable[..., Build], spec_root: Path
) -> None:
    bundle = run_spec(platform="darwin").one("BUNDLE")
    assert bundle["icon"] == str(spec_root / "resources" / "icons" / "ryf-desktop.icns")
    assert bundle["info_plist"]["CFBundleShortVersionString"] == PROJECT["version"]


def test_spec_on_linux_needs_no_icon_file(run_spec: Callable[..., Build]) -> None:
    assert run_spec(platform="linux").one("EXE")["icon"] is None
    assert "BUNDLE" not in run_spec(platform="linux").calls


def test_no_excluded_qt_module_is_imported_by_the_program() -> None:
    excluded = set(_spec_constants()["QT_EXCLUDES"])
    used: dict[str, Path] = {}
    for source in (ROOT / "ryf_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            used.update({name: source for name in names if name.startswith("PySide6.")})
    clashes = {name: str(path.relative_to(ROOT)) for name, path in used.items() if name in excluded}
    assert not clashes, f"remove these from QT_EXCLUDES in packaging/ryf-desktop.spec: {clashes}"
    assert {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg"}.isdisjoint(
        excluded
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the trimming is Linux-only")
def test_spec_drops_unused_plugins_what_only_they_need_and_other_languages(
    run_spec: Callable[..., Build],
) -> None:
    build = run_spec()
    qt = "PySide6/Qt"
    binaries = [
        (f"{qt}/plugins/platforms/libqxcb.so", "/w/libqxcb.so", "BINARY"),
        (f"{qt}/plugins/platforms/libqvnc.so", "/w/libqvnc.so", "BINARY"),
        (f"{qt}/lib/libQt6XcbQpa.so.6", "/w/libQt6XcbQpa.so.6", "BINARY"),
        (f"{qt}/lib/libQt6Network.so.6", "/w/libQt6Network.so.6", "BINARY"),
        ("libxcb-cursor.so.0", "/w/libxcb-cursor.so.0", "BINARY"),
        ("libstdc++.so.6", "/w/libstdc++.so.6", "BINARY"),
        ("PySide6/QtCore.abi3.so", "/w/QtCore.abi3.so", "EXTENSION"),
        ("libQt6XcbQpa.so.6", f"{qt}/lib/libQt6XcbQpa.so.6", "SYMLINK"),
        ("libQt6Network.so.6", f"{qt}/lib/libQt6Network.so.6", "SYMLINK"),
    ]
    build.imports_of.update({
        "/w/libqxcb.so": ["libQt6XcbQpa.so.6", "libstdc++.so.6"],
        "/w/libQt6XcbQpa.so.6": ["libxcb-cursor.so.0"],  # reached only through another library
        "/w/libqvnc.so": ["libQt6Network.so.6"],
    })
    datas = [
        (f"{qt}/translations/qtbase_es.qm", "/w/qtbase_es.qm", "DATA"),
        (f"{qt}/translations/qtbase_fr.qm", "/w/qtbase_fr.qm", "DATA"),
        ("resources/catalog/armour.toml", "/w/armour.toml", "DATA"),
    ]
    kept_binaries, kept_datas = build.spec_globals["_trim"](binaries, datas)
    assert sorted(dest for dest, _, _ in kept_binaries) == sorted([
        f"{qt}/plugins/platforms/libqxcb.so",
        f"{qt}/lib/libQt6XcbQpa.so.6",
        "libxcb-cursor.so.0",
        "PySide6/QtCore.abi3.so",
        "libQt6XcbQpa.so.6",
    ])
    assert [dest for dest, _, _ in kept_datas] == [
        f"{qt}/translations/qtbase_es.qm",
        "resources/catalog/armour.toml",
    ]


def _spec_constants() -> dict[str, Any]:
    constants: dict[str, Any] = {}
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name) and isinstance(node.value, ast.Constant | ast.Tuple):
                constants[target.id] = ast.literal_eval(node.value)
    return constants


# --- the desktop entry and the file type -------------------------------------------------------


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(PACKAGING / "ryf-desktop.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_names_the_program_its_icon_and_file_type() -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["GenericName"] == "Virtual tabletop for RyF"
    for key in ("Name", "Name[es]", "Comment", "Comment[es]", "GenericName[es]"):
        assert entry[key].strip()
    assert entry["Exec"].split()[0] == PROJECT["name"]
    assert entry["Icon"] == "ryf-desktop"
    assert entry["Terminal"] == "false"
    assert {"Game", "RolePlaying"} <= set(entry["Categories"].rstrip(";").split(";"))
    assert "application/x-ryf-campaign" in entry["MimeType"].split(";")


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None and not os.environ.get("RYF_CI"),
    reason="desktop-file-utils",
)
def test_desktop_entry_passes_desktop_file_validate() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(PACKAGING / "ryf-desktop.desktop")],
        capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in result.stdout


def test_mime_type_matches_desktop_entry_and_campaign_header() -> None:
    from ryf_desktop.storage.file_format import APPLICATION_ID

    tree = ET.parse(PACKAGING / "ryf-campaign-mime.xml")
    mime = tree.getroot().find(f"{MIME_NS}mime-type")
    assert mime is not None
    assert mime.get("type") in _desktop_entry()["MimeType"].split(";")
    globs = [glob.get("pattern") for glob in mime.iter(f"{MIME_NS}glob")]
    assert globs == ["*.ryf"]
    header_id = [
        match for match in mime.iter(f"{MIME_NS}match") if match.get("offset") == "68"
    ]
    assert [int(match.get("value", ""), 16) for match in header_id] == [APPLICATION_ID]


# --- icons -------------------------------------------------------------------------------------


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.parametrize("size", PNG_SIZES)
def test_icon_png_has_its_size(size: int) -> None:
    assert _png_size((ICONS / f"ryf-desktop-{size}.png").read_bytes()) == (size, size)


def test_windows_icon_holds_the_sizes_windows_picks_from() -> None:
    data = (ICONS / "ryf-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, _, _, _, _, _, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        image_size = _png_size(data[offset : offset + length])
        assert image_size[0] == (width or 256)
        sizes.append(image_size[0])
    assert {16, 32, 48, 256} <= set(sizes)


def test_macos_icon_holds_png_entries_up_to_512() -> None:
    data = (ICONS / "ryf-desktop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    sizes, position = [], 8
    while position < len(data):
        length = struct.unpack(">I", data[position + 4 : position + 8])[0]
        sizes.append(_png_size(data[position + 8 : position + length])[0])
        position += length
    assert sizes == [16, 32, 64, 128, 256, 512]


# --- scripts -----------------------------------------------------------------------------------


@pytest.mark.parametrize("script", ["build.sh", "smoke.sh", "install.sh"])
def test_shell_script_parses_and_is_executable(script: str) -> None:
    path = PACKAGING / script
    assert path.stat().st_mode & 0o111, f"chmod +x packaging/{script}"
    result = subprocess.run(["bash", "-n", str(path)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
