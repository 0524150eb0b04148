"""Before/after speed of two builds of the engine, measured in one run.

    python benchmarks/compare_builds.py --base HEAD            # HEAD against the work tree
    python benchmarks/compare_builds.py --base v1 --new v2     # two revisions
    python benchmarks/compare_builds.py --base HEAD~3 --rounds 5 --out docs/compare.md

Each side is built into its own directory outside the repository
(``<build-root>/santorini-build-<sha>`` for a revision, exported with ``git archive``;
``<build-root>/santorini-build-worktree`` for the work tree, a copy of its tracked and
untracked-but-not-ignored files, so uncommitted edits count) with
``python setup.py build_ext --inplace`` and ``SANTORINI_DEBUG`` unset: the optimised build.
``import santorini`` resolves to a build through ``<build dir>/import/santorini -> ../src``
on ``PYTHONPATH`` (each worker checks where the package really came from).

Workloads, each in a fresh interpreter, alternating base and new (ABBA order per round so a
drift of the machine's speed hits both sides alike), ``--rounds`` rounds:

* ``perft``: ``santorini.Board(sfen).perft(5)`` of the first row of
  ``tests/data/perft-base.tsv`` (read from this checkout); only the call is timed, and the
  leaf count is checked against the file;
* ``bench``: ``santorini.engine.bench.run_bench()`` (``santorini.bench`` in builds from before
  the package had subpackages; the engine's bench, one thread, default depth
  unless ``--bench-depth``): nodes per second and the node count (the search signature);
* ``games``: ``Board(sfen)._core.random_games(games, seed)`` from the same position:
  random games per second.

An API missing from one build (for example ``_core.random_games`` after a core rewrite) is
reported as ``missing`` in the table, not an error. Every figure is stored with the load
average (``os.getloadavg()``) read just before it was measured. The table (markdown) goes to
stdout; ``--out FILE`` appends it to a file.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PERFT_FILE = REPO / "tests" / "data" / "perft-base.tsv"
WORKTREE = "worktree"
STAMP = ".compare-builds-ok"
WORKLOADS = ("perft", "bench", "games")

#: Build outputs and caches that are never copied from the work tree nor deleted from a build dir.
_KEEP_SUFFIXES = (".so", ".pyd", ".c", ".html", ".o")
_SKIP_DIRS = {".git", "build", "import", "__pycache__", ".pytest_cache", ".benchmarks", ".hypothesis"}


#: Where ``run_bench`` lives, newest layout first: a build of an older revision has it elsewhere.
BENCH_MODULES = ("santorini.engine.bench", "santorini.bench")


# --------------------------------------------------------------------------- the worker


def _bench_function():
    """The build's ``run_bench``, from whichever of :data:`BENCH_MODULES` it has (None if neither)."""
    for name in BENCH_MODULES:
        try:
            return importlib.import_module(name).run_bench
        except (ImportError, AttributeError):
            continue
    return None


def worker(kind: str, params: dict) -> dict:
    """Run one workload in this (fresh) interpreter; the result is printed as one JSON line."""
    load_before = os.getloadavg()
    out: dict = {"kind": kind, "load": load_before[0], "loadavg": load_before}
    import santorini

    where = Path(santorini.__file__).resolve()
    out["module"] = str(where)
    expected_root = Path(params["src"]).resolve()
    if expected_root not in where.parents:
        raise SystemExit(f"santorini was imported from {where}, not from the build {expected_root}")
    Board = getattr(santorini, "Board", None)
    if Board is None:
        return {**out, "missing": "santorini.Board"}

    if kind == "perft":
        board = Board(params["sfen"])
        if not hasattr(board, "perft"):
            return {**out, "missing": "Board.perft"}
        started = time.perf_counter()
        nodes = board.perft(params["depth"])
        elapsed = time.perf_counter() - started
        out.update(value=elapsed, nodes=nodes, ok=nodes == params["expected"])
    elif kind == "bench":
        run_bench = _bench_function()
        if run_bench is None:
            return {**out, "missing": f"run_bench in {' or '.join(BENCH_MODULES)}"}
        kwargs = {} if params["depth"] is None else {"depth": params["depth"]}
        started = time.perf_counter()
        result = run_bench(**kwargs)
        wall = time.perf_counter() - started
        nodes = getattr(result, "nodes", None)
        nps = getattr(result, "nps", None)
        if nps is None and nodes is not None:
            nps = nodes / max(wall, 1e-9)
        out.update(value=nps, nodes=nodes, wall=wall, time_ms=getattr(result, "time_ms", None))
    elif kind == "games":
        board = Board(params["sfen"])
        play = getattr(getattr(board, "_core", None), "random_games", None)
        if play is None:
            return {**out, "missing": "Board(sfen)._core.random_games"}
        started = time.perf_counter()
        plies = play(params["games"], params["seed"])
        elapsed = time.perf_counter() - started
        out.update(value=params["games"] / elapsed, plies=plies, time=elapsed)
    else:
        raise SystemExit(f"unknown workload {kind}")
    out["load_after"] = os.getloadavg()[0]
    return out


# --------------------------------------------------------------------------- builds


def git(*args: str, cwd: Path = REPO) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()


@dataclass
class Build:
    label: str  # what the user named: a revision or "worktree"
    sha: str  # the commit, or "worktree"
    root: Path  # the build directory
    status: str = ""  # "built", "reused", or the failure

    @property
    def import_dir(self) -> Path:
        return self.root / "import"

    @property
    def src(self) -> Path:
        return self.root / "src"


def _worktree_files() -> list[str]:
    """Tracked and untracked-but-not-ignored files of the work tree that exist now."""
    listed = git("ls-files", "-z", "--cached", "--others", "--exclude-standard").split("\0")
    return sorted({name for name in listed if name and (REPO / name).is_file()})


def _sync_worktree(dest: Path) -> int:
    """Make dest hold the work tree's current files (mtimes kept, so rebuilds are incremental)."""
    dest.mkdir(parents=True, exist_ok=True)
    wanted = _worktree_files()
    copied = 0
    for name in wanted:
        source, target = REPO / name, dest / name
        st = source.stat()
        if target.is_file():
            tt = target.stat()
            if tt.st_size == st.st_size and int(tt.st_mtime) == int(st.st_mtime):
                continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
        copied += 1
    keep = set(wanted) | {STAMP}
    for path in list(dest.rglob("*")):
        rel = path.relative_to(dest)
        if any(part in _SKIP_DIRS or part.endswith(".egg-info") for part in rel.parts):
            continue
        if path.is_file() and str(rel) not in keep:
            if path.suffix in _KEEP_SUFFIXES:
                # A build output: keep it unless its .pyx source is gone.
                if (path.with_name(path.name.split(".")[0] + ".pyx")).exists():
                    continue
            path.unlink()
    return copied


def prepare(label: str, build_root: Path, jobs: int, rebuild: bool, log) -> Build:
    if label == WORKTREE:
        build = Build(label, WORKTREE, build_root / "santorini-build-worktree")
        copied = _sync_worktree(build.root)
        log(f"[{label}] {copied} changed files copied to {build.root}")
        (build.root / STAMP).unlink(missing_ok=True)
    else:
        sha = git("rev-parse", "--verify", f"{label}^{{commit}}")
        build = Build(label, sha, build_root / f"santorini-build-{sha[:12]}")
        stamp = build.root / STAMP
        if stamp.is_file() and stamp.read_text().strip() == sha and not rebuild:
            build.status = "reused"
            log(f"[{label}] reusing the build of {sha[:12]} in {build.root}")
        else:
            if build.root.exists():
                shutil.rmtree(build.root)
            build.root.mkdir(parents=True)
            archive = subprocess.run(["git", "archive", "--format=tar", sha], cwd=REPO, check=True, capture_output=True)
            subprocess.run(["tar", "-x", "-C", str(build.root)], input=archive.stdout, check=True)
            log(f"[{label}] {sha[:12]} exported to {build.root}")
    if build.status != "reused":
        env = {k: v for k, v in os.environ.items() if k != "SANTORINI_DEBUG"}
        started = time.perf_counter()
        cmd = [sys.executable, "setup.py", "build_ext", "--inplace"]
        if jobs > 1:
            cmd += ["-j", str(jobs)]
        done = subprocess.run(cmd, cwd=build.root, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            output = (done.stdout + done.stderr).splitlines()
            tail = "\n".join(output[-25:])
            last = output[-1].strip()[:160] if output else ""
            build.status = f"build failed (exit {done.returncode}): {last}"
            log(f"[{label}] {build.status}:\n{tail}")
            return build
        build.status = "built"
        if label != WORKTREE:
            (build.root / STAMP).write_text(build.sha + "\n")
        log(f"[{label}] built in {time.perf_counter() - started:.0f} s")
    link = build.import_dir / "santorini"
    build.import_dir.mkdir(exist_ok=True)
    if not link.is_symlink():
        link.symlink_to(build.src, target_is_directory=True)
    return build


# --------------------------------------------------------------------------- measuring


@dataclass
class Sample:
    value: float | None
    load: float
    data: dict = field(default_factory=dict)


def run_worker(build: Build, kind: str, params: dict, timeout: float) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("SANTORINI_DEBUG", "PYTHONPATH")}
    env["PYTHONPATH"] = str(build.import_dir)
    cmd = [sys.executable, str(Path(__file__).resolve()), "--worker", kind, json.dumps({**params, "src": str(build.src)})]
    try:
        done = subprocess.run(cmd, cwd=build.import_dir, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"error": f"timed out after {timeout:.0f} s", "load": os.getloadavg()[0]}
    if done.returncode != 0:
        lines = (done.stderr or done.stdout).strip().splitlines()
        return {"error": lines[-1] if lines else f"exit {done.returncode}", "load": os.getloadavg()[0]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def first_perft_row() -> tuple[str, list[int]]:
    for line in PERFT_FILE.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            sfen, *counts = line.split("\t")
            return sfen, [int(c) for c in counts]
    raise SystemExit(f"{PERFT_FILE} has no data row")


def fmt(kind: str, value: float) -> str:
    if kind == "perft":
        return f"{value:.3f} s"
    return f"{value:,.0f}/s"


def summary_cells(kind: str, samples: list[Sample]) -> tuple[str, str, float | None, float | None]:
    """(best cell, median cell, best value, median value) of one side."""
    good = [s for s in samples if s.value is not None]
    if not good:
        reason = samples[0].data.get("missing") or samples[0].data.get("error") or "no result"
        cell = f"missing: {reason}" if samples[0].data.get("missing") else f"failed: {reason}"
        return cell, cell, None, None
    pick = min if kind == "perft" else max
    best = pick(good, key=lambda s: s.value)
    ordered = sorted(good, key=lambda s: s.value)
    median = statistics.median(s.value for s in good)
    mid = ordered[len(ordered) // 2]
    loads = [s.load for s in good]
    best_cell = f"{fmt(kind, best.value)} (load {best.load:.2f})"
    median_cell = f"{fmt(kind, median)} (load {mid.load:.2f}; all {min(loads):.2f}-{max(loads):.2f})"
    return best_cell, median_cell, best.value, median


def ratio(a: float | None, b: float | None) -> str:
    if a is None or b is None or b == 0:
        return "-"
    return f"{a / b:.3f}"


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    if argv[:1] == ["--worker"]:
        print(json.dumps(worker(argv[1], json.loads(argv[2]))))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", required=True, help="the baseline git revision (e.g. HEAD, main~3)")
    parser.add_argument("--new", default=WORKTREE, help="the revision to compare; default: the work tree as it is now")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of every workload on both sides (default 3)")
    parser.add_argument("--perft-depth", type=int, default=5)
    parser.add_argument("--bench-depth", type=int, default=None, help="bench depth (default: the engine's own)")
    parser.add_argument("--games", type=int, default=100_000, help="random games per timed call (default 100000)")
    parser.add_argument("--seed", type=int, default=12345)
    parser.add_argument("--workloads", default=",".join(WORKLOADS), help=f"comma-separated subset of {','.join(WORKLOADS)}")
    parser.add_argument("--build-root", type=Path, default=Path("/tmp"), help="where the build directories go (default /tmp)")
    parser.add_argument("--jobs", type=int, default=min(4, os.cpu_count() or 1), help="parallel compile jobs")
    parser.add_argument("--rebuild", action="store_true", help="rebuild a revision even if a finished build exists")
    parser.add_argument("--timeout", type=float, default=900, help="seconds allowed for one workload run")
    parser.add_argument("--out", type=Path, help="also append the report to this file")
    args = parser.parse_args(argv)
    kinds = [k.strip() for k in args.workloads.split(",") if k.strip()]
    for kind in kinds:
        if kind not in WORKLOADS:
            parser.error(f"unknown workload {kind!r}")
    build_root = args.build_root.resolve()
    if build_root == REPO or REPO in build_root.parents:
        parser.error("--build-root must be outside the repository")

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    base = prepare(args.base, build_root, args.jobs, args.rebuild, log)
    new = prepare(args.new, build_root, args.jobs, args.rebuild, log)
    sfen, counts = first_perft_row()
    expected = counts[args.perft_depth - 1] if args.perft_depth <= len(counts) else None
    params = {
        "perft": {"sfen": sfen, "depth": args.perft_depth, "expected": expected},
        "bench": {"depth": args.bench_depth},
        "games": {"sfen": sfen, "games": args.games, "seed": args.seed},
    }
    sides = {"base": base, "new": new}
    samples: dict[tuple[str, str], list[Sample]] = {(k, s): [] for k in kinds for s in sides}
    started = time.perf_counter()
    for rnd in range(args.rounds):
        order = ("base", "new") if rnd % 2 == 0 else ("new", "base")
        for kind in kinds:
            for side in order:
                build = sides[side]
                if build.status.startswith("build failed"):
                    data = {"error": build.status, "load": os.getloadavg()[0]}
                else:
                    data = run_worker(build, kind, params[kind], args.timeout)
                value = data.get("value")
                if kind == "perft" and value is not None and not data.get("ok", True):
                    data["error"] = f"wrong perft count {data.get('nodes')} (expected {expected})"
                    value = None
                samples[kind, side].append(Sample(value, data.get("load", float("nan")), data))
                shown = "-" if value is None else fmt(kind, value)
                note = data.get("missing") or data.get("error") or ""
                log(f"round {rnd + 1} {kind:5} {side:4} {shown:>16}  load {data.get('load', float('nan')):.2f}  {note}")
    elapsed = time.perf_counter() - started

    names = {
        "perft": f"perft({args.perft_depth}) time, row 1 of perft-base.tsv (lower is better)",
        "bench": "bench nodes/s, 1 thread" + (f", depth {args.bench_depth}" if args.bench_depth else ""),
        "games": f"random games/s, {args.games:,} games from row 1",
    }
    label = {side: f"{b.label} ({b.sha[:12]})" if b.sha != WORKTREE else "work tree" for side, b in sides.items()}
    lines = [
        f"## Build comparison: {label['base']} vs {label['new']}",
        "",
        f"{time.strftime('%Y-%m-%d %H:%M:%S')}, {os.cpu_count()} CPUs, Python {sys.version.split()[0]}, "
        f"{args.rounds} rounds (ABBA order), each run in a fresh interpreter, optimised builds "
        f"(SANTORINI_DEBUG unset); load = 1-minute load average just before the run; "
        f"measured in {elapsed:.0f} s.",
        "",
        f"| workload | base: {label['base']} | new: {label['new']} | ratio new/base |",
        "|---|---|---|---|",
    ]
    for kind in kinds:
        b_best, b_med, b_best_v, b_med_v = summary_cells(kind, samples[kind, "base"])
        n_best, n_med, n_best_v, n_med_v = summary_cells(kind, samples[kind, "new"])
        lines.append(f"| {names[kind]}, best | {b_best} | {n_best} | {ratio(n_best_v, b_best_v)} |")
        lines.append(f"| {names[kind]}, median | {b_med} | {n_med} | {ratio(n_med_v, b_med_v)} |")
        if kind == "bench":
            nodes = {s: {x.data.get("nodes") for x in samples[kind, s] if x.value is not None} for s in sides}
            cells = [", ".join(f"{n:,}" for n in sorted(v)) if v else "-" for v in (nodes["base"], nodes["new"])]
            same = "-" if not (nodes["base"] and nodes["new"]) else "same" if nodes["base"] == nodes["new"] else "differ"
            lines.append(f"| bench node count (signature) | {cells[0]} | {cells[1]} | {same} |")
        if kind == "perft":
            leaves = {s: {x.data.get("nodes") for x in samples[kind, s] if x.value is not None} for s in sides}
            cells = [", ".join(f"{n:,}" for n in sorted(v)) if v else "-" for v in (leaves["base"], leaves["new"])]
            lines.append(f"| perft({args.perft_depth}) leaves (file: {expected:,}) | {cells[0]} | {cells[1]} | |")
    lines += ["", "Every run (value, load before):", ""]
    for kind in kinds:
        for side in sides:
            runs = ", ".join(
                ("-" if s.value is None else fmt(kind, s.value)) + f" @{s.load:.2f}" for s in samples[kind, side]
            )
            lines.append(f"- {kind} {side}: {runs}")
    lines.append("")
    for side, b in sides.items():
        lines.append(f"- {side}: {b.root} ({b.status})")
    report = "\n".join(lines) + "\n"
    print(report)
    if args.out:
        with args.out.open("a") as handle:
            handle.write("\n" + report)
    failed = any(b.status.startswith("build failed") for b in sides.values())
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
