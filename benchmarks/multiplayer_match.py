"""Multiplayer strength check: the engine at a short fixed time against greedy players.

    python benchmarks/multiplayer_match.py three --games 300 --movetime 50
    python benchmarks/multiplayer_match.py three --movetime 50 --gods random
    python benchmarks/multiplayer_match.py four  --games 300 --movetime 50
    python benchmarks/multiplayer_match.py three --search paranoid   # the 3-player search mode
    python benchmarks/multiplayer_match.py both                      # three, then four
    python benchmarks/multiplayer_match.py pantheon --games 300      # 4 players, a pair each

``three``: 3 players (elimination).  The engine (EnginePlayer) sits in one seat, two
GreedyPlayer copies in the others; the engine's seat rotates over 1, 2, 3 on the same
opening (games 3k, 3k+1, 3k+2).  The engine scores a game only if it wins it (a climb,
or last standing); being eliminated, or another seat winning, is a loss.  Target: >= 70%.
The engine's 3-player search is its default (best-reply search) unless ``--search paranoid``
(or ``best-reply``) is given.

``four``: 4 players in two teams (seats A, B, A, B; teammates share their workers).  Two
engines form one team, two greedy players the other; the engines play team A in even
games and team B in odd ones, on the same opening (games 2k, 2k+1).  Target: >= 90%.
``pantheon``: the same with the Pantheon edition's teams, each player his own pair (seats
A, B, C, D, eight workers; docs/multiplayer.md).

Openings are random placements (seeded).  All seats are ``mortal`` unless ``--gods random``,
which gives every seat a different random Simple God (seeded, the same for the games that
share an opening, so the engine's seat rotates over the same cards).  A game still going
after ``--max-plies`` turns is stopped and reported apart (it counts as neither a win nor a
loss).  Win rates come with a 95% Wilson interval.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import time
from collections import Counter
from dataclasses import dataclass

from santorini import Board
from santorini.engine.players import EnginePlayer, GreedyPlayer

SIMPLE_GODS = ("apollo", "artemis", "athena", "atlas", "demeter", "hephaestus", "hermes", "minotaur", "pan",
               "prometheus")

#: Sides of the seats, by mode.
SIDES = {"three": "ABC", "four": "ABAB", "pantheon": "ABCD"}

#: Every turn but a win builds at least once and the board holds 100 builds, so a game
#: cannot last much beyond 100 turns after placement: hitting this means a bug.
MAX_PLIES = 300

TARGETS = {3: 0.70, 4: 0.90}


@dataclass
class Game:
    """One finished (or stopped) game, from the engine's view."""

    index: int
    mode: str
    engine_seats: tuple[int, ...]   # 1-based
    gods: tuple[str, ...]
    result: str                     # 'win', 'loss' or 'unfinished'
    reason: str                     # climb, last-standing, no-turn, eliminated, max-plies
    winner: str | None
    plies: int
    engine_ms: float                # mean wall time per engine turn
    seconds: float


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate.

    >>> tuple(round(x, 3) for x in wilson(70, 100))
    (0.604, 0.781)
    """
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def start_sfen(mode: str, gods: tuple[str, ...]) -> str:
    seats = ",".join(f"{side}:{god}" for side, god in zip(SIDES[mode], gods))
    return f"00000/00000/00000/00000/00000 1 {seats} 1 -"


def opening(mode: str, group: int, seed: int, gods_mode: str) -> tuple[tuple[str, ...], list[str]]:
    """The gods of the seats and the random placements of opening `group`.

    Placements are made by seats 1..3 (3 players), seats 1 and 2 (4 players: each team's
    first seat places the team's pair) or seats 1..4 (Pantheon teams: a pair each).
    """
    players = len(SIDES[mode])
    rng = random.Random(seed * 1_000_003 + players * 10_007 + group)
    if gods_mode == "random":
        gods = tuple(rng.sample(SIMPLE_GODS, players))
    else:
        gods = ("mortal",) * players
    board = Board(start_sfen(mode, gods))
    tokens = []
    while any(move.token.startswith("+") for move in board.legal_moves):
        move = rng.choice(list(board.legal_moves))
        board.push(move)
        tokens.append(move.token)
    return gods, tokens


def engine_seats(players: int, index: int) -> tuple[int, ...]:
    """3 players: the engine's seat rotates 1, 2, 3; 4 players: team A (1, 3), then team B (2, 4)."""
    if players == 3:
        return (index % 3 + 1,)
    return (1, 3) if index % 2 == 0 else (2, 4)


def make_engine(movetime: int, search: str) -> EnginePlayer:
    """The engine; ``search`` picks the 3-player search (best-reply or paranoid) or keeps the default."""
    player = EnginePlayer(movetime=movetime)
    if search != "default":
        player.engine.best_reply = search == "best-reply"
    return player


def play(job: tuple[int, str, int, int, str, int, str]) -> Game:
    index, mode, movetime, seed, gods_mode, max_plies, search = job
    players = len(SIDES[mode])
    began = time.perf_counter()
    group = index // players if players == 3 else index // 2
    gods, tokens = opening(mode, group, seed, gods_mode)
    board = Board(start_sfen(mode, gods))
    for token in tokens:
        board.push(token)
    seats = engine_seats(players, index)
    side = SIDES[mode][seats[0] - 1]
    actors = {
        seat: make_engine(movetime, search) if seat in seats else GreedyPlayer(seed * 7919 + index * 10 + seat)
        for seat in range(1, players + 1)
    }
    engine_time, engine_turns = 0.0, 0
    result, reason, winner = "unfinished", "max-plies", None
    for _ in range(max_plies):
        outcome = board.outcome()
        if outcome is not None:
            winner = outcome.winner
            result, reason = ("win" if board.team(winner) == board.team(side) else "loss"), outcome.reason
            break
        if side in board.eliminated:
            result, reason = "loss", "eliminated"   # nothing the engine does can change it now
            break
        actor = actors[board.turn]
        t0 = time.perf_counter()
        move = actor.choose(board)
        if board.turn in seats:
            engine_time += time.perf_counter() - t0
            engine_turns += 1
        board.push(move)
    return Game(index, mode, seats, gods, result, reason, winner, len(board.move_stack) - len(tokens),
                1000 * engine_time / max(engine_turns, 1), time.perf_counter() - began)


def report(mode: str, games: list[Game], movetime: int, gods_mode: str, search: str, wall: float) -> str:
    players = len(SIDES[mode])
    wins = sum(g.result == "win" for g in games)
    losses = sum(g.result == "loss" for g in games)
    unfinished = [g for g in games if g.result == "unfinished"]
    decided = wins + losses
    low, high = wilson(wins, decided)
    rate = wins / decided if decided else 0.0
    target = TARGETS[players]
    what = {"three": "engine vs 2 greedy (3 players)", "four": "2 engines vs 2 greedy (4 players, teams)",
            "pantheon": "2 engines vs 2 greedy (4 players, Pantheon teams: a pair each)"}[mode]
    lines = [
        f"{what}, gods {gods_mode}, engine {movetime} ms/turn"
        f"{'' if players == 4 else f', {search} search'}: {len(games)} games, "
        f"+{wins} -{losses}, {len(unfinished)} unfinished",
        f"  engine win rate {rate:.1%} (95% CI {low:.1%}-{high:.1%}), target >= {target:.0%}: "
        f"{'met' if rate >= target else 'NOT met'}{'' if low >= target else ' (CI reaches below the target)'}",
        f"  wins by {dict(Counter(g.reason for g in games if g.result == 'win'))}, "
        f"losses by {dict(Counter(g.reason for g in games if g.result == 'loss'))}",
    ]
    if players == 3:
        per_seat = []
        for seat in (1, 2, 3):
            seat_games = [g for g in games if g.engine_seats == (seat,) and g.result != "unfinished"]
            per_seat.append(f"seat {seat}: {sum(g.result == 'win' for g in seat_games)}/{len(seat_games)}")
        lines.append("  engine by seat: " + ", ".join(per_seat))
    else:
        per_team = []
        for team, seats in (("A", (1, 3)), ("B", (2, 4))):
            team_games = [g for g in games if g.engine_seats == seats and g.result != "unfinished"]
            per_team.append(f"as team {team}: {sum(g.result == 'win' for g in team_games)}/{len(team_games)}")
        lines.append("  engines " + ", ".join(per_team))
    plies = sorted(g.plies for g in games)
    lines.append(
        f"  turns per game: median {plies[len(plies) // 2]}, max {plies[-1]}; engine "
        f"{sum(g.engine_ms for g in games) / len(games):.0f} ms/turn; {wall:.0f} s wall"
    )
    for g in unfinished:
        lines.append(f"  UNFINISHED game {g.index} after {g.plies} turns: gods {','.join(g.gods)}, "
                     f"engine seats {g.engine_seats}")
    return "\n".join(lines)


def run(mode: str, args: argparse.Namespace) -> list[Game]:
    started = time.perf_counter()
    jobs = [(i, mode, args.movetime, args.seed, args.gods, args.max_plies, args.search) for i in range(args.games)]
    with multiprocessing.Pool(args.concurrency) as pool:
        games = sorted(pool.imap_unordered(play, jobs), key=lambda g: g.index)
    wall = time.perf_counter() - started
    print(report(mode, games, args.movetime, args.gods, args.search, wall), flush=True)
    if args.verbose:
        for g in games:
            print(f"    game {g.index:3d} engine seats {g.engine_seats} gods {','.join(g.gods)}: "
                  f"{g.result} ({g.reason}, winner {g.winner}) in {g.plies} turns")
    return games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["three", "four", "pantheon", "both"])
    parser.add_argument("--games", type=int, default=None,
                        help="games per mode (default 300: about a minute on two busy cores)")
    parser.add_argument("--movetime", type=int, default=50, help="engine milliseconds per turn")
    parser.add_argument("--gods", choices=["mortal", "random"], default="mortal",
                        help="mortal everywhere, or a different random Simple God per seat")
    parser.add_argument("--search", choices=["default", "best-reply", "paranoid"], default="default",
                        help="3 players: the engine's search (default: the engine's own default, best-reply)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--concurrency", type=int, default=2)
    parser.add_argument("--max-plies", type=int, default=MAX_PLIES, help="stop a game after this many turns")
    parser.add_argument("--verbose", action="store_true", help="one line per game")
    args = parser.parse_args()
    print(f"{time.strftime('%Y-%m-%d %H:%M')}, {os.cpu_count()} cores, load average at start "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    games_arg = args.games
    for mode in (("three", "four") if args.mode == "both" else (args.mode,)):
        args.games = games_arg or 300
        run(mode, args)


if __name__ == "__main__":
    main()
