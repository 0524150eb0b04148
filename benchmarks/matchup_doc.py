"""Write docs/matchups.md from a matchup table (the package's unless a file is given).

    python benchmarks/matchup_doc.py [TABLE.json] > docs/matchups.md
"""

from __future__ import annotations

import math
import sys

from santorini.engine.matchups import MatchupTable


def main() -> None:
    table = MatchupTable.load(sys.argv[1]) if len(sys.argv) > 1 else MatchupTable.default()
    gods = table.gods
    print("# God matchups\n")
    print(f"Every ordered pair of the {len(gods)} powers the engine plays (mortal included; a banned "
          "pair never meets, its cell is empty), "
          f"{table.games} games each: the same engine in both seats at {table.nodes:,} nodes a move, "
          f"from seeded random placements (seed {table.seed}; the same {table.games} seeds for every pair, "
          "each god's own placement rules applied), a game of more than 300 turns a draw. An ordered "
          "pair is (the first player's god, the second player's god); the score is the first "
          "player's (a win 1, a draw 1/2). `santorini matchups build` rebuilds the table "
          "(`--jobs` processes; this one took about 20 minutes with two), `santorini matchups build --extend` "
          "plays only the pairs of gods added since (Hades, Terpsichore and Urania were, then four heroes in about 7 minutes with two, then Nemesis and five more heroes in about 26 minutes with two on a busy machine, then Europa, Graeae "
          "and seven promo gods in 33 minutes with one process on a busy machine, and Hippolyta in 3, then Aeolus, "
          "Siren and Clio, then Harpies (8 minutes, one process), then Clio's pairs with Medusa and the Maenads and Adonis' with Proteus "
          "once the engine played them, then Hydra (3 minutes, two processes), then Eris (3 minutes, one process), then Heracles and Nyx (Nyx with the first Night Power each lineup allows; 18 minutes, one process on a busy machine), and Eris' pairs with Hermes, Nemesis, Atalanta, Triton and Hydra were dropped when the engine banned them, then Charybdis (10 minutes, one process on a busy machine), then Gaea (9 minutes, one process on a busy machine; her pairs with Eris once the engine played them), and Siren's pairs with Hydra and Gaea were dropped when the engine banned them, then Tyche (12 minutes, one process on a busy machine; her draws dealt by a referee seeded with the game's start), then Hecate (7 minutes, one process on a busy machine), then Moerae (11 minutes, two processes on a busy machine) and Chaos (2 minutes, two processes; his draws dealt by a referee seeded with the game's start), then Tartarus (12 minutes, one process on a busy machine, once his opponent's judging of every world he may have chosen was made fast: it had not finished in 50 minutes), then the 48 ordered pairs the engine no longer bans (Siren with Hydra and Gaea, Eris with Persephone, Adonis with Hermes and Odysseus, Circe with Hydra, Aeolus, Siren and Europa, Nyx with nine heroes, Aeolus, Siren, Hydra, Eris, Europa and Charybdis: a few minutes), then Nyx's two with Heracles, Eris' with Atalanta, Triton, Nemesis, Hydra and Hermes, Circe's with Charybdis, Charybdis' with Triton and with Hermes, Nyx's with Dionysus and with Clio, Charybdis' with Europa and with Harpies, Circe's with Eris, Tyche's with Eris, Chaos' with Eris and with Tyche, Gaea's with Tyche and with Chaos, Moerae's with Nyx, and Tartarus' with the Harpies, with Charybdis, with Siren, with Hydra, with Triton, with Atalanta and with Hermes, and Gaea's with Demeter, Hestia, Prometheus, Ares, Asteria, Medusa and the Maenads (seconds each), and Gaea's with Castor, Terpsichore and Aeolus played again once their turns stopped at a dome for her (seconds each), and Gaea's with Medea played again once her turn stopped at a dome for her, and with Theseus, Achilles and Polyphemus once the engine played them (seconds each), then Gaea's with Heracles and Hydra once their turns stopped for her, and with Europa and Adonis (seconds each), then Gaea's with Charybdis once her turn stopped for her, and with Nyx (seconds each), then Gaea's with Poseidon and with Morpheus once their turns stopped for her (seconds each); Jason's "
          "pairs were played again in 3 after a fix: his games had begun with random turns until he spent "
          "his power), "
          "`santorini matchups show GOD` "
          "prints a god's rows, `python benchmarks/matchup_doc.py` writes this page. Fixed nodes "
          "rather than a fixed time, so that the table does not depend on the machine's load.\n")
    print("The error bars are wide (95%: about ±0.25 for one ordered pair, ±0.18 for a pair of gods "
          "over both seat orders): the table tells strong matchups from weak ones, not 55% from 50%.\n")
    total = [0, 0, 0]
    for counts in table.results.values():
        total = [t + c for t, c in zip(total, counts)]
    n = sum(total)
    print(f"First player's score over all {n:,} games: {(total[0] + total[2] / 2) / n:.3f} "
          f"({total[0]:,} wins, {total[1]:,} losses, {total[2]:,} draws).\n")
    print("## Ranking\n")
    print("Each god's mean score against all the others (both seats, mirror matches left out), "
          "with its 95% error bar. These are this engine's results at a short search: a power that "
          "its evaluation does not understand well (one whose strength is long-term) scores lower "
          "than in expert play, and the table is the draft player's view of its own strength.\n")
    print("| god | score | ± | as first | as second |")
    print("|---|---|---|---|---|")
    rows = []
    for god in gods:
        others = [other for other in gods if other != god and (god, other) in table.results]
        firsts = [table.score(god, other)[0] for other in others]
        seconds = [1 - table.score(other, god)[0] for other in others]
        games = table.games * 2 * len(firsts)
        mean = (sum(firsts) + sum(seconds)) / (2 * len(firsts))
        rows.append((mean, god, sum(firsts) / len(firsts), sum(seconds) / len(seconds), 1.96 * 0.5 / math.sqrt(games)))
    for mean, god, first, second, error in sorted(rows, reverse=True):
        print(f"| {god} | {mean:.3f} | {error:.3f} | {first:.3f} | {second:.3f} |")
    print("\n## The table\n")
    print("The first player's score in percent: the row is the first player's god, the column the "
          "second's.\n")
    short = {god: god[:4] for god in gods}
    print("| first \\ second | " + " | ".join(short[g] for g in gods) + " |")
    print("|---" * (len(gods) + 1) + "|")
    for first in gods:
        cells = [f"{round(100 * table.score(first, second)[0])}" if (first, second) in table.results else ""
                 for second in gods]
        print(f"| {first} | " + " | ".join(cells) + " |")
    print("\n## The draft player\n")
    print("`go` during a draft (USP) and `santorini draft-advice` choose from this table "
          "(`santorini.engine.draft_player`) by looking ahead to the end of the draft, every seat "
          "choosing what is best for itself: with two players the Challenger offers the pair whose "
          "worse half (the opponent takes the better one) scores best once he names the better start "
          "seat. A seat's expected score is its mean score against each god of the other side, as "
          "the first or second player of the pair by who moves first: with two players the table's "
          "own number, with three a proxy from two-player games, with four in teams the team's mean; "
          "with three or four players the offers are made from the twelve strongest gods by the "
          "table. The expected scores it prints are optimistic: "
          "an offer is the best of hundreds of pairs measured with 16 games each, and the best of "
          "many noisy numbers is too high.\n")
    print("Measured (`python benchmarks/draft_match.py --games 200 --movetime 100 --jobs 2`): the draft "
          "player against random draft choices, the sides taking turns as the Challenger, both seats "
          "then played by the same engine at 100 ms a turn: **121-79, score 0.605, +74.1 ± 49.6 Elo** "
          "(200 games; measured with the two-player look-ahead written before it was generalised to "
          "3 and 4 players, whose two-player choices are the same but for ties).\n")
    print("```\n$ santorini draft-advice\n" + _advice([]) + "\n$ santorini draft-advice offer:apollo,pan\n"
          + _advice(["offer:apollo,pan"]) + "\n```")


def _advice(tokens: list[str]) -> str:
    from santorini.engine.draft_player import advise
    from santorini.rules.draft import Draft

    draft = Draft(2)
    for token in tokens:
        draft.play(token)
    advice = advise(draft)
    return "\n".join([f"{advice.token} (expected score {advice.score:.2f})", *("  " + r for r in advice.reasons)])


if __name__ == "__main__":
    main()
