"""Operations packaging: a wheel of the bot carries every data file it reads, an install of it
finds them away from the source tree, and the Dockerfile and docker-compose.yml keep their
promises (a non-editable install, a non-root user, health checks, restarts, one PostgreSQL
shared by two processes that split the shards)."""

from __future__ import annotations

import importlib.util
import json
import os
import shlex
import shutil
import socket
import sqlite3
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.database import is_postgres

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "cogs", "rules", "sandbox", "assets")
RULES_PAGES = ROOT / "docs" / "rules"
GAMES = sorted(p.stem for p in RULES_PAGES.glob("*.md"))
FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt")


# ----------------------------------------------------------------------------- the wheel


def _backend_missing() -> str | None:
    """Why a wheel cannot be built offline here, or None. ``--no-build-isolation`` builds with
    this interpreter's setuptools; its bdist_wheel is built in from 70.1, the ``wheel``
    package before that. With isolation pip would have to fetch them from an index."""
    if importlib.util.find_spec("setuptools") is None:
        return "setuptools is not installed"
    if (importlib.util.find_spec("setuptools.command.bdist_wheel") is None
            and importlib.util.find_spec("wheel") is None):
        return "neither setuptools>=70.1 nor the wheel package is installed"
    return None


def _copy_sources(dest: Path) -> None:
    """What the Dockerfile copies into its build context; links kept as links, so the build
    has to follow assets/rules the way it does in the image."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, dest / name)
    for name in (*PACKAGES, "docs/rules"):
        shutil.copytree(ROOT / name, dest / name, symlinks=True, ignore=ignore)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    missing = _backend_missing()
    if missing:
        pytest.skip(f"cannot build a wheel offline: {missing}")
    src = tmp_path_factory.mktemp("src")
    _copy_sources(src)
    assert (src / "assets" / "rules").is_symlink()
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--disable-pip-version-check", "--quiet", "--wheel-dir", str(out), str(src)],
        capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    (built,) = out.glob("dojo-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("site")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--quiet",
         "--disable-pip-version-check", "--target", str(target), str(wheel)],
        capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return target


def _data_files() -> list[Path]:
    """Every file under the packages that is not Python: what the bot reads at run time."""
    found = []
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*"):
            if (path.is_file() and path.suffix not in (".py", ".pyc")
                    and "__pycache__" not in path.parts):
                found.append(path.relative_to(ROOT))
    return found


def test_the_wheel_carries_the_fonts_the_rules_pages_and_the_rules_content(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as whl:
        names = set(whl.namelist())
        for font in FONTS:
            assert whl.read(f"assets/fonts/{font}") == \
                (ROOT / "assets" / "fonts" / font).read_bytes()
        assert GAMES, "no rules pages in docs/rules"
        for game in GAMES:
            for page in (f"{game}.md", f"fr/{game}.md"):
                # The real page, not a link: a wheel cannot hold one.
                assert whl.read(f"assets/rules/{page}") == (RULES_PAGES / page).read_bytes()
        contents = sorted(ROOT.glob("rules/*/content.json"))
        assert contents, "no rules/*/content.json in the sources"
        for content in contents:
            assert content.relative_to(ROOT).as_posix() in names
        missing = [p.as_posix() for p in _data_files() if p.as_posix() not in names]
        assert not missing, f"data files left out of the wheel: {missing}"
        assert not any(n.startswith(("tests/", "docs/")) for n in names)


_FIND_DATA = """
import json, sys
from pathlib import Path

import assets, bot
from bot.render import kit
from bot.ui import rules_summary
import rules.combat.content  # reads content.json beside it at import

print(json.dumps({
    "modules": [m.__file__ for m in (assets, bot, kit, rules_summary, rules.combat.content)],
    "font": list(kit.font(20, bold=True).getname()),
    "font_file": kit._font_file(True),
    "pages": {f"{locale}/{game}": [str(page), page.is_file() and page.read_text("utf-8")]
              for game in sys.argv[1:] for locale in ("en", "fr")
              for page in [rules_summary.rules_file(game, locale)]},
}))
"""


def test_an_installed_wheel_finds_its_fonts_and_rules_pages_away_from_the_sources(
        installed: Path, tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(installed)}
    done = subprocess.run([sys.executable, "-c", _FIND_DATA, *GAMES], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    found: dict[str, Any] = json.loads(done.stdout)
    target = installed.resolve()
    for module in found["modules"]:
        assert target in Path(module).resolve().parents, f"{module} is not the installed one"
    assert found["font"] == ["DejaVu Sans", "Bold"]
    assert target in Path(found["font_file"]).resolve().parents
    for game in GAMES:
        for locale, source in (("en", RULES_PAGES / f"{game}.md"),
                               ("fr", RULES_PAGES / "fr" / f"{game}.md")):
            where, text = found["pages"][f"{locale}/{game}"]
            assert target in Path(where).resolve().parents
            assert text == source.read_text("utf-8"), f"{locale}/{game}"


def test_the_rules_pages_in_assets_are_the_ones_the_readme_links() -> None:
    # One copy of each page: the link keeps the package's and the README's the same files.
    assert (ROOT / "assets" / "rules").resolve() == RULES_PAGES.resolve()


# ----------------------------------------------------------------------------- Dockerfile


def _instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) of the Dockerfile, continuation lines joined."""
    steps: list[tuple[str, str]] = []
    pending = ""
    for raw in (ROOT / "Dockerfile").read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        if line.startswith("#"):
            continue  # a comment inside a continued instruction
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        word, _, rest = (pending + line).partition(" ")
        steps.append((word.upper(), rest.strip()))
        pending = ""
    assert not pending, "the Dockerfile ends inside a continued line"
    return steps


def _args(instruction: str) -> list[str]:
    return [rest for word, rest in _instructions() if word == instruction]


def test_the_image_installs_a_built_wheel_in_a_builder_stage_never_an_editable_tree() -> None:
    steps = _instructions()
    stages = [rest for word, rest in steps if word == "FROM"]
    assert len(stages) >= 2 and " AS " in stages[0].upper(), stages
    builder = stages[0].split()[-1]
    assert any(w == "COPY" and f"--from={builder}" in r for w, r in steps)
    runs = " && ".join(_args("RUN"))
    assert "pip wheel" in runs and "pip install" in runs
    words = shlex.split(runs.replace("&&", " "))
    assert "-e" not in words and "--editable" not in words and "develop" not in words
    # The runtime stage gets the environment, not the sources.
    runtime = steps[[i for i, (w, _) in enumerate(steps) if w == "FROM"][-1]:]
    assert not [r for w, r in runtime if w in ("COPY", "ADD") and "--from=" not in r]


def test_the_image_runs_the_bot_as_a_user_with_sqlite_in_the_data_volume() -> None:
    steps = _instructions()
    users = [i for i, (w, _) in enumerate(steps) if w == "USER"]
    assert users and steps[users[-1]][1] not in ("root", "0")
    assert users[-1] > [i for i, (w, _) in enumerate(steps) if w == "FROM"][-1]
    env = " ".join(_args("ENV"))
    assert "DOJO_DATABASE=/data/" in env
    assert "/data" in " ".join(_args("VOLUME"))
    assert json.loads(_args("CMD")[-1]) == ["python", "-m", "bot"]


def test_the_build_context_keeps_what_the_dockerfile_copies_and_leaves_secrets_out() -> None:
    ignored = {line.strip() for line in (ROOT / ".dockerignore").read_text().splitlines()
               if line.strip() and not line.startswith("#")}
    assert {".env", ".git", ".venv", "tests"} <= ignored
    for rest in _args("COPY"):
        if "--from=" in rest:
            continue
        *sources, _dest = rest.split()
        for source in sources:
            assert (ROOT / source).exists(), source
            assert source not in ignored and source.split("/")[0] not in ignored, source
    copied = " ".join(_args("COPY"))
    assert "assets" in copied and "docs/rules" in copied  # the link and what it points to


def _health_check(database: str, tmp_path: Path) -> int:
    """Run the Dockerfile's HEALTHCHECK command with ``DOJO_DATABASE=database``."""
    (check,) = _args("HEALTHCHECK")
    command = json.loads(check[check.index("CMD") + 3:].strip())
    assert command[0] == "python"
    env = {**os.environ, "DOJO_DATABASE": database}
    return subprocess.run([sys.executable, *command[1:]], cwd=tmp_path, env=env,
                          capture_output=True, timeout=60).returncode


@pytest.fixture
def listening_port() -> Iterator[int]:
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        yield server.getsockname()[1]


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]  # free once closed: nothing listens there


def test_the_health_check_reaches_the_sqlite_file(tmp_path: Path) -> None:
    db = tmp_path / "dojo.sqlite3"
    assert _health_check(str(db), tmp_path) != 0  # the bot has not created it yet
    with sqlite3.connect(db) as conn:
        conn.execute("create table t (x)")
    conn.close()
    assert _health_check(str(db), tmp_path) == 0
    db.write_bytes(b"not a database, but long enough to be read as a header" * 4)
    assert _health_check(str(db), tmp_path) != 0


def test_the_health_check_reaches_the_postgresql_server(tmp_path: Path,
                                                        listening_port: int) -> None:
    up = f"postgresql://dojo:secret@127.0.0.1:{listening_port}/dojo"
    assert _health_check(up, tmp_path) == 0
    down = f"postgresql://dojo:secret@127.0.0.1:{_closed_port()}/dojo"
    assert _health_check(down, tmp_path) != 0


# ----------------------------------------------------------------------------- compose


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    yaml = pytest.importorskip("yaml")
    loaded = yaml.safe_load((ROOT / "docker-compose.yml").read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def _shards(command: list[str]) -> tuple[set[int], int]:
    first, last = command[command.index("--shards") + 1].split("-")
    return set(range(int(first), int(last) + 1)), int(command[command.index("--shard-count") + 1])


def test_compose_runs_postgres_on_a_named_volume_with_a_health_check(
        compose: dict[str, Any]) -> None:
    pg = compose["services"]["postgres"]
    assert pg["image"] == "postgres:16"
    assert pg["restart"] == "unless-stopped"
    assert "pgdata:/var/lib/postgresql/data" in pg["volumes"]
    assert "pgdata" in compose["volumes"]
    assert "pg_isready" in pg["healthcheck"]["test"]
    assert pg["environment"]["POSTGRES_PASSWORD"].startswith("${POSTGRES_PASSWORD:-")


def test_compose_splits_the_shards_between_two_bots_on_that_database(
        compose: dict[str, Any]) -> None:
    services = compose["services"]
    pg_env = services["postgres"]["environment"]
    shards: list[set[int]] = []
    for name in ("bot-a", "bot-b"):
        bot = services[name]
        assert bot["build"] == "."
        assert bot["restart"] in ("unless-stopped", "always")
        assert bot["depends_on"]["postgres"]["condition"] == "service_healthy"
        # The image's HEALTHCHECK applies unless the service turns it off.
        check = bot.get("healthcheck", {})
        assert not check.get("disable") and check.get("test") not in (["NONE"], "NONE")
        env = bot["environment"]
        assert env["DISCORD_TOKEN"].startswith("${DISCORD_TOKEN")
        assert env["DOJO_LOG_FORMAT"] == "json"
        dsn = env["DOJO_DATABASE"]
        assert is_postgres(dsn)
        user = pg_env["POSTGRES_USER"]
        assert dsn.startswith(f"postgresql://{user}:")
        assert dsn.endswith(f"@postgres:5432/{pg_env['POSTGRES_DB']}")
        command = bot["command"]
        assert command[:3] == ["python", "-m", "bot"]
        mine, count = _shards(command)
        assert count == 8
        shards.append(mine)
    assert shards[0].isdisjoint(shards[1]) and shards[0] | shards[1] == set(range(8))


def test_the_bot_takes_the_arguments_compose_gives_it(
        compose: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    from bot.__main__ import parse_args

    with pytest.raises(SystemExit):
        parse_args(["--help"])
    if "--shards" not in capsys.readouterr().out:
        pytest.skip("bot/__main__.py does not take --shards yet (being written)")
    for name in ("bot-a", "bot-b"):
        command = compose["services"][name]["command"]
        parse_args(command[3:])  # argparse exits on an argument it does not know
