"""The draft player against random draft choices, the games then played by one engine.

    python benchmarks/draft_match.py [--games 200] [--movetime 100] [--jobs 2] [--seed 1]

Each game is a two-player draft over the gods the engine plays: one side drafts with the
draft player (the matchup table), the other picks a random legal token at each of its
decisions; the sides take turns being the Challenger. Both seats are then played by the
same engine at ``--movetime`` ms a turn (placements included), so the result measures the
draft alone. Prints the draft player's score, its Elo with the 95% interval.
"""

from __future__ import annotations

import argparse
import random
from multiprocessing import get_context

from santorini import Board
from santorini.engine.analysis import Engine, Limit
from santorini.engine.draft_player import advise
from santorini.engine.matchups import MAX_PLIES, MatchupTable
from santorini.protocol.capabilities import GODS
from santorini.rules.draft import Draft
from santorini.tools.match import elo_estimate


def one_game(args: tuple[int, int, int]) -> tuple[float, str]:
    """(the draft player's score, a line describing the game)."""
    game, movetime, seed = args
    rng = random.Random(seed * 100003 + game)
    table = MatchupTable.default()
    advised_seat = 1 if game % 2 == 0 else 2       # seat 1 is the Challenger
    draft = Draft(2)
    while not draft.done:
        if draft.to_move == advised_seat:
            token = advise(draft, table, GODS).token
        else:
            token = rng.choice(draft.legal_tokens(pool=GODS))
        draft.play(token)
    board = Board(draft.sfen())
    engine = Engine(hash_mb=16)
    while board.outcome() is None and len(board.move_stack) < MAX_PLIES:
        board.push(engine.search(board, Limit(movetime=movetime)).best)
    outcome = board.outcome()
    advised_side = "AB"[advised_seat - 1]
    score = 0.5 if outcome is None or outcome.winner is None else float(outcome.winner == advised_side)
    return score, f"{' '.join(draft.history)}: {outcome.winner if outcome else 'draw'} (drafter {advised_side})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--movetime", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    scores = []
    with get_context("spawn").Pool(args.jobs) as pool:
        for score, line in pool.imap_unordered(one_game, [(g, args.movetime, args.seed) for g in range(args.games)]):
            scores.append(score)
            print(line, flush=True)
    wins, losses = scores.count(1.0), scores.count(0.0)
    draws = len(scores) - wins - losses
    elo, error = elo_estimate(wins, losses, draws)
    print(f"draft player: {wins}-{losses}-{draws} in {len(scores)} games, score {sum(scores) / len(scores):.3f}, "
          f"Elo {elo:+.1f} ± {error:.1f}")


if __name__ == "__main__":
    main()
