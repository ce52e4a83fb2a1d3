"""Every command shown in the documentation is run: each line of a ```sh block of README.md and
docs/**/*.md that starts ``cargo run --release -- `` or ``gamelab `` is run with the release
binary (``GAMELAB_BIN``), so the docs cannot show a command that no longer works.

A block's commands run in order in one scratch folder that sees the repository's ``tests/`` and
``data/`` (so a file one line writes is read by the next, and nothing is written into the
repository). A command passes when it exits with 0 and prints something or writes the file it
was asked to write. A block whose first line is ``# long: checked to start, not run to the end``
holds commands that take minutes: each is started and passes if it is still running after a few
seconds, or has exited with 0. A block whose first line is ``# not run: <reason>`` is not run;
the reason must be given. Script lines (``./scripts/…``) are never run."""

import glob
import os
import re
import shlex
import subprocess
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.environ.get("GAMELAB_BIN", os.path.join(ROOT, "target", "release", "gamelab"))

LONG = "# long: checked to start, not run to the end"
NOT_RUN = "# not run:"
TIMEOUT = 60  # seconds one command may take; a longer one belongs in a `long` block
STARTED = 3  # seconds a `long` command must run without failing
OUTPUTS = ("--out", "--svg", "--save-games")  # flags naming a file or folder the command writes


def doc_files():
    files = [os.path.join(ROOT, "README.md")]
    files += sorted(glob.glob(os.path.join(ROOT, "docs", "**", "*.md"), recursive=True))
    return files


def command(line):
    """The binary's arguments for one logical line, or None for a line that is not a command."""
    for prefix in ("cargo run --release -- ", "gamelab "):
        if line.startswith(prefix):
            return shlex.split(line[len(prefix):], comments=True)
    return None


def blocks():
    """Every ```sh block: (name, kind, reason, commands), kind "run", "long" or "not run"."""
    out = []
    for path in doc_files():
        text = open(path, encoding="utf-8").read()
        name = os.path.relpath(path, ROOT)
        for n, body in enumerate(re.findall(r"^```sh[ \t]*\n(.*?)^```", text, re.S | re.M), 1):
            first = next((l.strip() for l in body.splitlines() if l.strip()), "")
            kind, reason = "run", None
            if first == LONG:
                kind = "long"
            elif first.startswith(NOT_RUN):
                kind, reason = "not run", first[len(NOT_RUN):].strip()
            lines, joined = [], ""
            for line in body.splitlines():
                if line.rstrip().endswith("\\"):
                    joined += line.rstrip()[:-1] + " "
                    continue
                lines.append((joined + line).strip())
                joined = ""
            cmds = [c for c in map(command, lines) if c is not None]
            out.append((f"{name} block {n}", kind, reason, cmds))
    return out


def outputs(args):
    """The paths (relative to the working folder) the command is asked to write."""
    flags = list(OUTPUTS)
    if args[:2] == ["ttr", "play"]:
        flags.append("--record")  # `ttr check --record` reads one
    return [args[i + 1] for i, a in enumerate(args[:-1]) if a in flags]


def scratch(tmp_path):
    """A working folder that reads the repository's tests/ and data/ but writes only to itself:
    tests/ is a link, data/ a folder of links (a command that writes data/x replaces the link)."""
    os.symlink(os.path.join(ROOT, "tests"), tmp_path / "tests")
    (tmp_path / "data").mkdir()
    for entry in os.listdir(os.path.join(ROOT, "data")):
        os.symlink(os.path.join(ROOT, "data", entry), tmp_path / "data" / entry)
    return str(tmp_path)


def prepare(cwd, args, shown):
    for out in outputs(args):
        path = os.path.join(cwd, out)
        if os.path.islink(path):
            os.unlink(path)
        folder = os.path.realpath(os.path.dirname(os.path.abspath(path)))
        assert folder.startswith(os.path.realpath(cwd)), \
            f"{shown} would write {out} outside its scratch folder"


def run(cwd, args, shown):
    start = time.monotonic()
    try:
        done = subprocess.run([BIN, *args], cwd=cwd, capture_output=True, text=True,
                              timeout=TIMEOUT, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{shown}: still running after {TIMEOUT} s (a command this long belongs in a "
                    f"block marked `{LONG}`)")
    took = time.monotonic() - start
    print(f"{took:7.1f} s  {shown}")
    assert done.returncode == 0, f"{shown}: exit code {done.returncode}\n{done.stderr}"
    wrote = [o for o in outputs(args) if os.path.exists(os.path.join(cwd, o))]
    assert done.stdout.strip() or wrote, f"{shown}: printed nothing and wrote nothing"


def start(cwd, args, shown):
    with open(os.path.join(cwd, ".stdout"), "w") as out, \
            open(os.path.join(cwd, ".stderr"), "w+") as err:
        proc = subprocess.Popen([BIN, *args], cwd=cwd, stdout=out, stderr=err,
                                stdin=subprocess.DEVNULL)
        try:
            code = proc.wait(timeout=STARTED)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            print(f"  running after {STARTED} s, stopped  {shown}")
            return
        err.seek(0)
        assert code == 0, f"{shown}: exit code {code} within {STARTED} s\n{err.read()}"
        print(f"  finished within {STARTED} s  {shown}")


ALL = blocks()
RUN = [b for b in ALL if b[1] != "not run" and b[3]]


def test_the_docs_show_commands():
    commands = [c for b in ALL for c in b[3]]
    assert len(commands) >= 60, len(commands)
    assert any(b[1] == "long" for b in ALL)


@pytest.mark.parametrize("name,reason", [(b[0], b[2]) for b in ALL if b[1] == "not run"])
def test_a_block_not_run_says_why(name, reason):
    assert reason, f"{name}: `{NOT_RUN}` without a reason"


@pytest.mark.parametrize("name,kind,cmds", [(b[0], b[1], b[3]) for b in RUN],
                         ids=[b[0] for b in RUN])
def test_every_command_of_a_block_runs(name, kind, cmds, tmp_path):
    cwd = scratch(tmp_path)
    for args in cmds:
        shown = "gamelab " + shlex.join(args) + f"  ({name})"
        prepare(cwd, args, shown)
        if kind == "long":
            start(cwd, args, shown)
        else:
            run(cwd, args, shown)
