"""The table of every power for docs/gods.md, "Every power": from the catalog (set, player
counts, Golden Fleece icon, bans, rulings) and the engine (playable, engine bans), with the
measured speed (docs/gods-speed.md, "vs mortal") and strength (docs/gods-strength.md, the
score against the greedy player with the god in both seats) read from those pages.

    python benchmarks/gods_overview.py > /tmp/table.md    # then paste it into docs/gods.md
"""

from __future__ import annotations

import re
from pathlib import Path

from santorini.rules.gods import ENGINE_BANS, GODS, PLAYABLE, POWERS, RULINGS

DOCS = Path(__file__).resolve().parent.parent / "docs"

#: Rulings that every god has (the mirror match) or that only say where the data is thin.
_GENERAL = {"mirror-gods"}


def table_rows(path: Path, columns: int) -> list[list[str]]:
    """The cells of every markdown table row of a page with this many columns."""
    rows = []
    for line in path.read_text().splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == columns and not set(line) <= set("|-: "):
            rows.append(cells)
    return rows


def speeds() -> dict[str, str]:
    """god -> its speed against mortal's, from the speed page's tables (the last one wins)."""
    found = {}
    for god, _, _, _, ratio in table_rows(DOCS / "gods-speed.md", 5):
        if god in GODS and re.fullmatch(r"\d+\.\d+", ratio):
            found[god] = ratio
    return found


def scores() -> dict[str, str]:
    """god -> its score against the greedy player with the god in both seats (or, for a god
    whose ladder pairs it with another, Circe's, the first such row)."""
    found: dict[str, str] = {}
    for gods, games, wins, _, _ in table_rows(DOCS / "gods-strength.md", 5):
        first, _, second = gods.partition(" / ")
        if first in GODS and games.isdigit() and (first == second or first not in found):
            found[first] = f"{wins}/{games}" + ("" if first == second else f" (with {second})")
    return found


def bans_of(name: str) -> str:
    god = GODS[name]
    parts = sorted(god.bans)
    engine = {other for pair in ENGINE_BANS if name in pair for other in pair - {name}}
    parts += [f"{other} (probable)" for other in sorted(god.probable_bans - engine)]
    parts += [f"{other} (engine)" for other in sorted(engine)]
    return ", ".join(parts) or "-"


def main() -> None:
    speed, score = speeds(), scores()
    print("| # | power | set | players | GF | engine | bans | rulings | speed | strength |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name in sorted(POWERS, key=lambda n: GODS[n].index):
        god = GODS[name]
        rulings = ", ".join(r.key for r in RULINGS.values() if name in r.gods and r.key not in _GENERAL) or "-"
        print(f"| {god.index} | `{name}` | {god.set} | {','.join(map(str, sorted(god.players)))} "
              f"| {'yes' if god.golden_fleece else 'no'} | {'plays' if name in PLAYABLE else 'not yet'} "
              f"| {bans_of(name)} | {rulings} | {speed.get(name, '-')} | {score.get(name, '-')} |")


if __name__ == "__main__":
    main()
