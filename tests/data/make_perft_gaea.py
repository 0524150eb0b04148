"""Write perft-gaea.tsv (2 players), perft-gaea-multiplayer.tsv (3 players) and perft-gaea-pause.tsv (2
players but eight rows, Demeter, Hestia, Prometheus, Ares, Asteria, Medusa, the Maenads, Castor,
Terpsichore, Aeolus, the heroes, Hydra, Europa, Charybdis, Poseidon and Morpheus pausing for her, or not): perft
counts
with Gaea (gods.md §3.3, 35), computed by the pure-Python reference oracle (santorini.reference), never by
the native core.

    python tests/data/make_perft_gaea.py [--pause-only] [--budget SECONDS] [--jobs N] [--resume]

``--pause-only`` writes perft-gaea-pause.tsv alone (with ``--resume`` the depth-3 counts already
written are kept, each row's depths 1-2 counted again and checked against them).

After any seat's turn that built a dome, Gaea (two workers waiting on her card) makes a placement
turn before play goes on: ``+sq`` puts a worker from her card on a ground-level square with no dome
and no worker next to a dome that turn built, ``+sq+sq`` two (next to two different domes, with
two on her card), ``pass`` none; play then resumes from the builder (its Dionysus extra turns
first, else the seat after it). While it is due her state lists the domes (``gaea[2,c3]``) and the
extra item ``resume:K`` names the builder. Each placement turn is a ply of perft like any turn. The
rulings are in santorini/reference/gaea.py.

The rows: the mid-game board (d4 on level 3, its ground-level neighbours c3, d5, e4, e5) with Gaea
to move (her own dome), with an opponent to move (Pan as seat 2, Minotaur as seat 1: Gaea seat 2),
and placements due (after her dome, after Pan's); Castor building with both workers (a dome first
stops his turn) and a due pair set up (``+sq+sq``: no turn builds two domes she may place next to
any more, each first one stopping it); Dionysus completing d4 (she places between his turn and
his extra turn) and that position due; one worker left on her card (three of hers against Apollo);
two Gaea due (the mirror); four complete towers and Chronus (every dome is the fifth: a win, no
placement); Athena climbing and doming (her mark outlives the placement); Jason's card turn doming;
with 3 players: seat 3 doming (Gaea seat 2 places, then seat 1 in the next round), that placement
due, Gaea boxed in (her placement gives her a turn, her pass eliminates her), two Gaea due after
two domes (set up), Dionysus, Demeter's and Ares' stops.

The pause rows (perft-gaea-pause.tsv): Demeter, Hestia, Prometheus, Ares and Asteria, whose turns may go on after a dome,
pause right after it when she may place next to it - that part is a turn of its own (``d3-e4^d4``, his
``d3^d4``), then her placement, then the rest of the turn by the builder (``e4^e5``, ``pass``; his
``d3-c3^b2``), each one ply -: Demeter (A, on the mid-game board's d3 and b3) domes d4 and pauses,
and that position after ``d3-e4^d4`` (her placement due, the rest after it); Hestia as seat 2 (from c3,
c4 or c5 onto d4); Prometheus' build before his move (``d3^d4``) and his rest after her worker took
e4 (his moves not up: c3, d2, e2); Ares (A) doming d4 with a block to take off after it next to his
unmoved worker (``d3-e4^d4``: a3 or c4 next to b3), and his rest after her worker took c3; Asteria (A)
moving down (d3 to c3 or e4, b3 to c3) and doming d4, and her rest (a dome anywhere) after her worker
took d5; Medusa and the Maenads (A, on the same board) doming d4 as the last step of their turn (from b3
onto c3 or c4, from d3 onto c3, c4 or e4): the turn stops there, before their end-of-turn power, her
placement follows, then their rest, ``pass`` alone, and the power on the board as she left it (Medusa's
rest after ``b3-c4^d4`` and her worker on c3: c3 and b4 stone at once); the Maenads on a small board
where one of her placements (c3, between b3 and d3) is caught at once (they win), and with 3 players,
where that catch eliminates her and the game goes on; Medusa with 3 players, her placements next to
Medusa's higher worker petrified; Castor's build turn (d3's dome first stops it, b3 builds after her
placement) and his rest; Terpsichore's (both move, a first build that domes d4 stops, its builder
named) and her rest; Aeolus' dome stopping his turn before the wind, and his rest with the wind
blowing (``=off`` or ``pass``). Then the turns that do not stop (``no-stop-``, no paused part at depth 1): her squares are
judged right after the dome - Prometheus' dome with none, then his move away; Ares' dome with none,
then his removal down to the ground: no placement (that row not compared with a mortal: her one
placement is what the ruling takes away) -, and a stop needs a complete rest (3 players: Prometheus'
only move after his dome has no build next to Limus' worker: no turn). Heracles with his revised text (the
default; his original text's build that domes stops, tests/test_gaea_pause_heracles.py): the move alone,
then his extra turns, one dome each, in any order facing her, none of them stopping (``no-stop-heracles``,
``no-stop-heracles-spree``: ``heracles[domes]``, no last dome named), and her placement due between two of
them (``pause-heracles-spree-due``). Hydra's build that domes d4 stops before her end of turn
(``pause-hydra``; with 3 players ``pause-3p-hydra``), her rests after Gaea's worker took a square (the gain
``+e5`` alone) or with two of hers neighbouring (the removal), and a dome with no ground next to it whose
removal frees a square too late (``no-stop-hydra-removal-frees``). Europa's build that domes d4, a spot
for her Talus next to the worker that moved, stops before the Talus (``pause-europa``, the Talus on her
card; with 3 players ``pause-3p-europa``), and her rest with the Talus on e1 after Gaea's worker took e5
(``pause-europa-rest``: ``europa[e1,rest:e4]``, the Talus moved to d3 or d5, or pass). Adonis' build that
domes d4 stops before his binding (``pause-adonis``), and his rest after Gaea's worker took c3
(``pause-adonis-rest``: ``adonis[e4]``, the binding - her placed worker may be bound - or pass).
Charybdis' build that domes d4, a whirlpool on her card and a square for it, stops before the
whirlpool (``pause-charybdis``, both on her card; with 3 players ``pause-3p-charybdis``), her rest
after her dome on d4 sent the whirlpool standing there back to her card and Gaea's worker took e5
(``pause-charybdis-rest``: ``charybdis[e1,rest:e4]``, the whirlpool put on any square with no worker,
no dome and no whirlpool, or pass), and both her whirlpools on the board, none built on: no stop, the
transport between c3 and e2 in her turns and Gaea's (``no-stop-charybdis-both-placed``). Poseidon's
normal build that domes d4, or his unmoved worker's build that domes a2, stops the turn while that worker may
still build (``pause-poseidon``: ``poseidon[a1,3]``, ``poseidon[a1,2]``; with 3 players
``pause-3p-poseidon``, ``poseidon[d2,3]``, ``poseidon[d2,1]``), his rest (``pause-poseidon-rest``: his
unmoved worker's builds left, or pass, a dome in it stopping again), and his unmoved worker's dome that
leaves it no build: no stop (``no-stop-poseidon-boxed``). Morpheus' build that domes d4 with a piece of his
stock left stops the turn (``pause-morpheus``: ``morpheus[1,rest:c3]``; with 3 players ``pause-3p-morpheus``,
his dome on c4), his rest (``pause-morpheus-rest``: ``morpheus[2,rest:e4]``, one or two builds of the worker
that moved, or pass, a dome on d5 in it stopping again), and his dome with his last piece: no stop
(``no-stop-morpheus-last-piece``).

Columns: sfen, perft 1, perft 2[, perft 3]. Depths 1-2 are computed for every row, then depth 3
row by row, cheapest first, while the time budget lasts. The script stops if a row counts at depths
1-2 as the same row with Gaea made mortal (it would not show her power); the rows with a placement
due (a mortal has none) and the Chronus row (a dome there always wins) are not compared.
tests/test_gaea.py checks that ``santorini.Board(sfen).perft(d)`` reproduces every number and that the
depth-1 tokens are the oracle's.

The mid-game board most 2-player rows start from (rank 5 at the top, each cell the height, ``*`` a
dome, then a worker): god_perft_tables.MIDGAME::

    5  0   0   1   0   0
    4  0   1B  2   3   0
    3  1   2A  0   1A  3*
    2  0   0   2B  1   0
    1  0   0   0   0   0
"""

from __future__ import annotations

import sys
from pathlib import Path

from god_perft_tables import MIDGAME, Tables, board, main, mid

from santorini.reference import RefPosition

OUT = Path(__file__).with_name("perft-gaea.tsv")
OUT_MULTI = Path(__file__).with_name("perft-gaea-multiplayer.tsv")
OUT_PAUSE = Path(__file__).with_name("perft-gaea-pause.tsv")

#: god_perft_tables.MID3 (A b4 d2, B d4 c2, C a3 d1; c4 on level 3) with b5 and d5 on level 0: c4's
#: ground-level neighbours, where Gaea may place once it is domed.
MID3G = "00200/12A30B1/0C13*20/102B1A0/0010C1"


def due(sfen: str, *tokens: str) -> str:
    """The position after the tokens (a placement due), as the oracle writes it."""
    pos = RefPosition(sfen)
    for token in tokens:
        pos.play(token)
    return pos.sfen()


#: Four complete towers (e3 and three more), for Chronus.
TOWERS = mid(a1="3*", e1="3*", a5="3*")

#: (name, sfen, what it covers), 2 players.
POSITIONS: list[tuple[str, str, str]] = [
    ("gaea-own-dome", f"{MIDGAME} 1 A:gaea,B:mortal 6 -",
     "Gaea to move: her domes on d4 (from d3, or b3 via c4) call her placement at depth 2, the mortal's turn at "
     "depth 3"),
    ("gaea-after-pan", f"{MIDGAME} 2 A:gaea,B:pan 6 -",
     "Pan (seat 2) domes d4: Gaea (seat 1) places at depth 2, then her own turn in the next round"),
    ("gaea-second-after-minotaur", f"{MIDGAME} 1 A:minotaur,B:gaea 6 -",
     "Gaea as seat 2: Minotaur's domes on d4 call her placement, then her own turn"),
    ("gaea-due-own", due(f"{MIDGAME} 1 A:gaea,B:mortal 6 -", "d3-e4^d4"),
     "her placement due after her own d3-e4^d4: c3, d3, d5 or e5, or pass; then the mortal"),
    ("gaea-due-after-pan", due(f"{MIDGAME} 2 A:gaea,B:pan 6 -", "b4-c4^d4"),
     "her placement due after Pan's b4-c4^d4 (resume:2), then her turn with the placed worker"),
    ("gaea-castor", f"{mid(c4='3', c1='3')} 2 A:gaea,B:castor 6 -",
     "Castor builds with both workers: a dome first (c4 or c1) stops his turn, her placement, then the other "
     "worker's build, a second dome letting her place again; a block first then a dome is one whole turn"),
    ("gaea-castor-due", "00100/01B3*30/12A01A3*/002B10/003*00 1 A:gaea[2,c1,c4],B:castor 6 resume:2",
     "two domes due (gaea[2,c1,c4], set up: a turn of his that domes both stops at the first): the pairs, one "
     "next to each, at depth 1"),
    ("gaea-dionysus", f"{MIDGAME} 2 A:gaea,B:dionysus 6 -",
     "Dionysus completes d4: she places between his turn and his extra turn, which may move her placed worker"),
    ("gaea-dionysus-due", due(f"{MIDGAME} 2 A:gaea,B:dionysus 6 -", "c2-c3^d4"),
     "her placement due with dionysus[1] on his seat; then his extra turn, then her turn"),
    ("gaea-one-on-card", f"{mid(e5='A')} 1 A:gaea[1],B:apollo 6 -",
     "one worker left on her card, three of hers on the board; Apollo may swap any of them"),
    ("gaea-mirror-due", due(f"{MIDGAME} 1 A:gaea,B:gaea 6 -", "d3-e4^d4"),
     "two Gaea: the builder (seat 1) places first, then seat 2 on what is left, then seat 2's turn"),
    ("gaea-chronus", f"{TOWERS} 1 A:gaea,B:chronus 6 -",
     "four complete towers: every dome on d4 is the fifth, Chronus wins and nobody places"),
    ("gaea-athena", f"{mid(e4='2')} 2 A:gaea,B:athena 6 -",
     "Athena climbs (b4 onto c4) and domes d4: her mark stays through the placement and keeps Gaea's d3 off e4 "
     "(level 2)"),
    ("gaea-jason", f"{MIDGAME} 2 A:gaea,B:jason 6 -",
     "Jason's card turn (+sq-sq^sq) may dome d4 too: she places after it"),
    ("gaea-chaos", f"{MIDGAME} 1 A:chaos[pan],B:gaea 6 -",
     "Chaos holding Pan domes d4: her placement comes first (depth 2), then his reveal (depth 3), each Simple God "
     "his deck holds with her in play (no Atlas, Demeter, Prometheus)"),
    ("gaea-chaos-due", due(f"{MIDGAME} 1 A:chaos[pan],B:gaea 6 -", "d3-e4^d4"),
     "her placement due after his dome, his reveal waiting: her placements or pass, then each reveal"),
]

#: (name, sfen, what it covers), 3 players.
MULTI_POSITIONS: list[tuple[str, str, str]] = [
    ("gaea-3p-third-builds", f"{MID3G} 3 A:pan,B:gaea,C:zeus 6 -",
     "seat 3 (Zeus) domes c4: Gaea (seat 2) places next to it (b5, d5), then seat 1 in round 7"),
    ("gaea-3p-due", due(f"{MID3G} 3 A:pan,B:gaea,C:zeus 6 -", "a3-b3^c4"),
     "her placement due after Zeus' dome (resume:3)"),
    ("gaea-3p-first-builds", f"{MID3G} 1 A:hephaestus,B:artemis,C:gaea 6 -",
     "seat 1 domes c4 (Hephaestus: a dome, never his second piece): Gaea (seat 3) places, then seat 2"),
    ("gaea-3p-boxed", board(a5="B", a4="0*", b4="0*", b5="0*", b2="A", e1="A", e5="C", e3="C", c3="3", d4="3")
     + " 1 A:pan,B:gaea,C:zeus 5 -",
     "Gaea boxed in on a5: Pan's dome on c3 calls her placement, which gives her a turn; her pass eliminates her"),
    ("gaea-3p-mirror-castor-due",
     "00003*/0000C0/0A03*00/00C000/0A0B000B 1 A:gaea[2,c3,e5],B:gaea[2,c3,e5],C:castor 5 resume:3",
     "two Gaea due after two domes (c3, e5; set up: Castor's turn that domes both stops at the first): seat 1 "
     "then seat 2, each on what is left"),
    ("gaea-3p-dionysus", f"{MID3G} 2 A:gaea,B:dionysus,C:minotaur 6 -",
     "Dionysus (seat 2) completes c4: Gaea (seat 1) places, then his extra turn moves a worker of hers or C's"),
    ("gaea-3p-pause-demeter", f"{MID3G} 3 A:pan,B:gaea,C:demeter 6 -",
     "Demeter (seat 3) domes c4 first: her turn stops, Gaea (seat 2) places, Demeter's rest, then seat 1 in round 7"),
    ("gaea-3p-pause-ares", f"{MID3G} 1 A:ares,B:artemis,C:gaea 6 -",
     "Ares (seat 1) domes c4 with a block to take off after it: his turn stops, Gaea (seat 3) places, his rest, "
     "then seat 2"),
]


#: Poseidon's pause row (MIDGAME with b3 on level 2, no worker, A's other worker on a1 on level 0, a2 on level 3,
#: b2 domed): d3 moves; a1, unmoved, builds on a2 (a dome) and b1 (blocks).
POSEIDON = f"{mid(b3='2', a1='A', a2='3', b2='0*')} 1 A:poseidon,B:gaea 6 -"

#: Morpheus' pause row (MIDGAME, his workers on b3 and d3): a stock of 2 at the start of his turn.
MORPHEUS = f"{MIDGAME} 1 A:morpheus[2],B:gaea 6 -"

#: (name, sfen, what it covers), 2 players but four rows: turns paused for her placement (the powers of
#: gaea.REST_PHASES), or not.
PAUSE_POSITIONS: list[tuple[str, str, str]] = [
    ("pause-demeter", f"{MIDGAME} 1 A:demeter,B:gaea 6 -",
     "Demeter domes d4 first (from c3, c4, e4): the turn pauses, her placement next to d4, then the rest (a second "
     "build or pass); a block first then the dome is a whole turn"),
    ("pause-demeter-due", due(f"{MIDGAME} 1 A:demeter,B:gaea 6 -", "d3-e4^d4"),
     "after Demeter's paused d3-e4^d4 (demeter[e4]): her placement on c3, d5, e5 or pass, then the rest from e4"),
    ("pause-hestia", f"{MIDGAME} 2 A:gaea,B:hestia 6 -",
     "Hestia (seat 2) domes d4 (from c3, c4, c5): the pause, her placement (seat 1, resume:2), the rest off the "
     "perimeter, then seat 1 in the next round"),
    ("pause-prometheus", f"{MIDGAME} 1 A:prometheus,B:gaea 6 -",
     "Prometheus' build before his move domes d4 (d3^d4): the pause, her placement, then his move not up and build"),
    ("pause-prometheus-rest", due(f"{MIDGAME} 1 A:prometheus,B:gaea 6 -", "d3^d4", "+e4"),
     "his rest due (prometheus[d3]) after her worker took e4: moves not up to c3, d2, e2, never pass"),
    ("pause-ares", f"{MIDGAME} 1 A:ares,B:gaea 6 -",
     "Ares domes d4 (from c3, c4, e4) with a block left to take off next to his unmoved worker: the pause, her "
     "placement next to d4, then the rest (the removal or pass); a block elsewhere keeps its removal in the turn"),
    ("pause-ares-rest", due(f"{MIDGAME} 1 A:ares,B:gaea 6 -", "d3-e4^d4", "+c3"),
     "his rest due (ares[e4], the worker that moved) after her worker took c3: a3 or c4 (next to b3) taken "
     "down, or pass"),
    ("pause-asteria", f"{MIDGAME} 1 A:asteria,B:gaea 6 -",
     "Asteria moves down (d3 to c3 or e4, b3 to c3) and domes d4: the pause, her placement, then her dome "
     "anywhere or pass; her other turns down keep their dome, written with the normal build first"),
    ("pause-asteria-rest", due(f"{MIDGAME} 1 A:asteria,B:gaea 6 -", "d3-e4^d4", "+d5"),
     "her rest due (asteria[e4]) after Gaea's worker took d5: a dome on any square with no worker and no dome "
     "(a star below level 3), or pass; a dome there lets Gaea place again"),
    ("pause-castor", f"{MIDGAME} 1 A:castor,B:gaea 6 -",
     "Castor's build turn: d3's dome on d4 first stops it (d3^d4), her placement, then b3's build; b3's build "
     "first, then the dome, is one whole turn (b3^c4,d3^d4)"),
    ("pause-castor-rest", due(f"{MIDGAME} 1 A:castor,B:gaea 6 -", "d3^d4", "+c3"),
     "his rest due (castor[b3], the worker that has not built) after her worker took c3: b3's build alone, "
     "no pass"),
    ("pause-terpsichore", f"{MIDGAME} 1 A:terpsichore,B:gaea 6 -",
     "both of Terpsichore's workers move, then a first build that domes d4 stops the turn, its builder named "
     "(b3-c3,d3-e4,e4^d4), the other worker's build after her placement; the dome second is one whole turn"),
    ("pause-terpsichore-rest", due(f"{MIDGAME} 1 A:terpsichore,B:gaea 6 -", "b3-c3,d3-e4,e4^d4", "+d5"),
     "her rest due (terpsichore[c3]) after Gaea's worker took d5: c3's build alone, no pass"),
    ("pause-aeolus", f"{MIDGAME} 1 A:aeolus,B:gaea 6 -",
     "Aeolus' dome on d4 stops his turn before the wind (d3-e4^d4): her placement, then the wind alone (=dir "
     "from his card) or pass"),
    ("pause-aeolus-rest", due(f"{MIDGAME} 1 A:aeolus[n],B:gaea 6 -", "d3-e4^d4", "+c3"),
     "his rest due with the wind blowing north (aeolus[n,rest]) after her worker took c3: =off or pass, then "
     "Gaea moves under the wind he left"),
    ("pause-medea", f"{MIDGAME} 1 A:medea,B:gaea 6 -",
     "Medea (unspent) domes d4 with workers on blocks next to hers (b4, c2): the turn stops before her "
     "removal, her placement next to d4, then the rest (the removal or pass); a block elsewhere keeps its "
     "removal in the turn"),
    ("pause-medea-rest", due(f"{MIDGAME} 1 A:medea,B:gaea 6 -", "d3-e4^d4", "+c3"),
     "her rest due (medea[e4], the worker that moved) after Gaea's worker took c3 (on the ground: never hers "
     "to lower): b4's block or both of c2's, or pass keeping the power"),
    ("pause-theseus", f"{MIDGAME} 1 A:theseus,B:gaea 6 -",
     "Theseus (unspent) moves d3-c3, next to c2 two levels up, and domes d4: the turn stops before his kill, "
     "her placement next to d4, then the rest (the kill or pass); a block elsewhere keeps its kill in the turn"),
    ("pause-theseus-rest", due(f"{MIDGAME} 1 A:theseus,B:gaea 6 -", "d3-c3^d4", "+e4"),
     "his rest due (theseus[c3], the worker that moved) after Gaea's worker took e4 (on the ground: never his "
     "to take out): c2 taken out, or pass keeping the power"),
    ("pause-adonis", f"{MIDGAME} 1 A:adonis,B:gaea 6 -",
     "Adonis (unspent) domes d4 (from b3 onto c3 or c4, from d3 onto c3, c4 or e4): the turn stops before his "
     "binding, her placement next to d4, then the rest (the binding or pass); a block elsewhere keeps its "
     "binding in the turn"),
    ("pause-adonis-rest", due(f"{MIDGAME} 1 A:adonis,B:gaea 6 -", "d3-e4^d4", "+c3"),
     "his rest due (adonis[e4], the worker that moved) after Gaea's worker took c3: the binding of any of his "
     "workers and any of hers (the placed one on c3 too), or pass keeping the power; then her turn, bound"),
    ("pause-achilles", f"{MIDGAME} 1 A:achilles,B:gaea 6 -",
     "Achilles' power builds first: d3's dome on d4 stops the turn (d3^d4, the power spent), her placement, then "
     "his move (up too) and build; his mortal turns and a block first then the dome are whole turns"),
    ("pause-achilles-rest", due(f"{MIDGAME} 1 A:achilles,B:gaea 6 -", "d3^d4", "+e4"),
     "his rest due (achilles[used,d3]: spent, d3 plays it) after her worker took e4: d3's move, up to c4 too, and build, never pass"),
    ("pause-polyphemus", f"{MIDGAME} 1 A:polyphemus,B:gaea 6 -",
     "Polyphemus (unspent): a normal build that domes d4 stops his turn, his domes anywhere after her placement; "
     "his first dome anywhere with ground next to it stops too, a pair written in the order whose first does "
     "not stop"),
    ("pause-polyphemus-rest", due(f"{MIDGAME} 1 A:polyphemus,B:gaea 6 -", "d3-e4^d4", "+c3"),
     "his rest due after his normal build domed d4 (polyphemus[e4], unspent) and her worker took c3: pass, one "
     "dome anywhere, or two, a first dome with ground next to it stopping again"),
    ("pause-polyphemus-second", due(f"{MIDGAME} 1 A:polyphemus,B:gaea 6 -", "d3-e4^d4", "+c3", "e4^a1*", "+a2"),
     "his second dome due (polyphemus[used,e4]: his first, a1, stopped the rest) after her worker took a2: one "
     "dome anywhere or pass"),
    ("no-stop-heracles", f"{MIDGAME} 1 A:heracles,B:gaea 6 -",
     "Heracles (unspent, revised text): the move alone spends the power and his extra turns follow, one dome each "
     "in any order facing her (no ASCII condition), her placement after each dome she may place next to; his "
     "build that domes d4 is his turn's last step: nothing of his stops"),
    ("no-stop-heracles-spree", f"{MIDGAME} 1 A:heracles[domes],B:gaea 6 -",
     "his extra turns under way (heracles[domes]: facing her no last dome is named): a dome next to b3 or d3 "
     "(d4 on level 3 written ^d4) or pass; after each dome her placement, then his extra turns again, any square "
     "left (an extra turn's dome is its only step: no stop)"),
    ("pause-heracles-spree-due", due(f"{MIDGAME} 1 A:heracles[domes],B:gaea 6 -", "d3^d4"),
     "her placement due between two of his extra turns (heracles[domes] on his seat, resume:1) after his dome on "
     "d4: c3, d5, e4, e5 or pass, then his extra turns, a square she took no longer his"),
    ("pause-hydra", f"{MIDGAME} 1 A:hydra,B:gaea 6 -",
     "Hydra (b3 and d3 apart) domes d4: the turn stops before her end of turn, her placement next to d4, then "
     "the rest (the gain, the removal, or pass); her blocks elsewhere keep their gain or removal in the turn"),
    ("pause-hydra-rest", "0010B0/01B23*0A/12A013*/002B10/00000 1 A:hydra[e4],B:gaea[1] 6 resume:1",
     "after d3-e4^d4 and +d5: Gaea's worker took one of the two ground squares next to e4, so the gain is +e5 "
     "alone"),
    ("pause-hydra-removal-rest", "00100/01B23*0B/12A0A13*/002B10/00000 1 A:hydra[c3],B:gaea[1] 6 resume:1",
     "after d3-c3^d4 and +e4: c3 and b3 neighbour, so the rest is c3xb3 or c3xc3"),
    ("pause-3p-hydra", "00200/12A30B1/0C13*20/102B1A0/0010C1 1 A:hydra,B:artemis,C:gaea 6 -",
     "3 players: Hydra (seat 1) domes c4 and stops, Gaea (seat 3) places (b5, d5), then Hydra's rest, then "
     "seat 2"),
    ("pause-europa", f"{MIDGAME} 1 A:europa,B:gaea 6 -",
     "Europa domes d4 (from b3 onto c3 or c4, from d3 onto c3, c4 or e4), a spot for the Talus next to the worker "
     "that moved: the turn stops before the Talus, her placement next to d4, then the rest (the Talus put next "
     "to that worker, or pass); her blocks elsewhere keep their Talus in the turn"),
    ("pause-europa-rest", due(f"{MIDGAME} 1 A:europa[e1],B:gaea 6 -", "d3-e4^d4", "+e5"),
     "her rest due with the Talus on e1 (europa[e1,rest:e4]) after Gaea's worker took e5: the Talus moved to d3 "
     "or d5, or pass leaving it on e1"),
    ("pause-3p-europa", "00200/12A30B1/0C13*20/102B1A0/0010C1 1 A:europa,B:artemis,C:gaea 6 -",
     "3 players: Europa (seat 1) domes c4 and stops, Gaea (seat 3) places (b5, d5), then Europa's rest, then "
     "seat 2"),
    ("no-stop-hydra-removal-frees", "0B0000/02220/00A320/01A220/00000B 1 A:hydra,B:gaea 5 -",
     "b2-c2^c3 leaves no ground next to c3 (its neighbours on level 2, b3 hers), then xb3 frees b3 too late: "
     "no placement (nor after any turn: counted as with a mortal)"),
    ("no-stop-prometheus-moves-away", "0B0000B/01110/01310/00A110/00000A 1 A:prometheus,B:gaea 5 -",
     "Prometheus domes c3 first with his worker on its only ground neighbour (b2): no square right after the "
     "dome, so no stop, and his move away frees b2 too late: no placement after b2^c3-a1^b1"),
    ("no-stop-ares-removal-frees", "0B0000/01110/01310A/01110/0A0000B 1 A:ares,B:gaea 5 -",
     "Ares domes c3 with no square right after it (its neighbours on level 1, b2 his worker), then takes d3 "
     "down to the ground: no placement after a1-b2^c3_d3 (nor after any turn: counted as with a mortal)"),
    ("no-stop-3p-prometheus-no-rest", "000C00A/0000B0/00000/00C000/0A3000B 1 A:prometheus,B:gaea,C:limus 5 -",
     "3 players: Prometheus' a1^b1 domes b1, but his only move not up (a1-a2) has no build after it (Limus' "
     "b2): no stop, no turn"),
    ("pause-medusa", f"{MIDGAME} 1 A:medusa,B:gaea 6 -",
     "Medusa domes d4 as her turn's last step (b3 onto c3 or c4, d3 onto c3, c4 or e4): the turn stops before "
     "her petrification, her placement next to d4, then the rest (pass alone) and the petrification on the board "
     "as she left it"),
    ("pause-medusa-rest", due(f"{MIDGAME} 1 A:medusa,B:gaea 6 -", "b3-c4^d4", "+c3"),
     "her rest due (medusa[c4], the worker that moved) after Gaea's worker took c3: pass, and c3 (next to c4 "
     "and d3, both higher) and b4 are stone at once"),
    ("pause-maenads", f"{MIDGAME} 1 A:maenads,B:gaea 6 -",
     "the Maenads dome d4 as their turn's last step: the turn stops before their catch, her placement, then "
     "the rest (pass alone) and the catch on the board as she left it"),
    ("pause-maenads-catch", board(b2="A", d3="A", a5="B", e1="B", c4="3") + " 1 A:maenads,B:gaea 5 -",
     "b2-b3^c4 stops: her worker placed on c3, between b3 and d3, is caught at the end of the rest (the "
     "Maenads win); elsewhere it stays"),
    ("pause-3p-maenads", board(b2="C", d3="C", a5="A", a1="A", e1="B", e5="B", c4="3")
     + " 3 A:gaea,B:mortal,C:maenads 5 -",
     "3 players: the Maenads (seat 3) stop at b2-b3^c4; her worker placed on c3 is caught at the end of the "
     "rest: she is eliminated, her card with her, and the game goes on (seat 2, round 6)"),
    ("pause-3p-medusa", board(b2="2C", b3="2", e1="C", a5="A", a1="A", e5="B", e4="B", c3="3", d1="1")
     + " 3 A:gaea,B:pan,C:medusa 5 -",
     "3 players: Medusa (seat 3, on level 2) stops at b2-b3^c3; Gaea's worker placed next to b3 is stone at "
     "the end of the rest, then seat 1 in round 6"),
    ("pause-charybdis", f"{MIDGAME} 1 A:charybdis,B:gaea 6 -",
     "Charybdis domes d4 (from b3 onto c3 or c4, from d3 onto c3, c4 or e4), both whirlpools on her card: the "
     "turn stops before her whirlpool, Gaea's placement next to d4, then the rest (a whirlpool on any square "
     "with no worker, no dome and no whirlpool, or pass); her blocks elsewhere keep their whirlpool in the turn"),
    ("pause-charybdis-rest", due(f"{MIDGAME} 1 A:charybdis[d4,e1],B:gaea 6 -", "d3-e4^d4", "+e5"),
     "her rest due (charybdis[e1,rest:e4]): her dome on d4 sent the whirlpool standing there back to her card "
     "(so the turn stopped), Gaea's worker took e5: the whirlpool put on any square with no worker, no dome "
     "and no whirlpool, or pass"),
    ("pause-3p-charybdis", "00200/12A30B1/0C13*20/102B1A0/0010C1 1 A:charybdis,B:artemis,C:gaea 6 -",
     "3 players: Charybdis (seat 1) domes c4 and stops, Gaea (seat 3) places (b5, d5), then Charybdis' rest, "
     "then seat 2"),
    ("no-stop-charybdis-both-placed", f"{MIDGAME} 1 A:charybdis[c3,e2],B:gaea 6 -",
     "both whirlpools on the board (c3, e2), none built on: none on her card, so her domes on d4 are whole "
     "turns (no whirlpool after them), Gaea's placement after them; a move onto c3 or e2 is carried to the "
     "other"),
    ("pause-poseidon", POSEIDON,
     "Poseidon (d3 moves, a1 unmoved on level 0: a2 on level 3, b1 ground, b2 domed): his normal build that domes "
     "d4 stops the turn (poseidon[a1,3]), and so does a1's dome on a2 while b1 is ground (poseidon[a1,2]); b1's "
     "block first, then the dome on a2, is one whole turn (a1^b1^a2, no placement after it)"),
    ("pause-poseidon-rest", due(POSEIDON, "d3-e4^d4", "+e5"),
     "his rest due (poseidon[a1,3]: a1's three builds left) after Gaea's worker took e5: pass, or one to three "
     "builds of a1, its dome on a2 first stopping the rest again (a1^a2), after b1's block a whole rest"),
    ("pause-3p-poseidon", "00200/12A30B1/0C13*20/102B0A0/0010C1 1 A:poseidon,B:artemis,C:gaea 6 -",
     "3 players: Poseidon (seat 1, d2 on level 0) domes c4 with his normal build, or d3 with d2's second build "
     "(e2 and e3 ground next to it, a build of d2 left): the turn stops, Gaea (seat 3) places, then his rest, then "
     "seat 2"),
    ("no-stop-poseidon-boxed", f"{mid(b3='2', a1='A', a2='3', a3='0', b1='0*', b2='0*', d4='2')} 1 A:poseidon,B:gaea 6 -",
     "Poseidon's unmoved worker (a1) may build only the dome on a2: with a3 ground next to it, no build of a1 is "
     "left after it, so no stop - the whole turn (d3-e4^e5,a1^a2), Gaea's placement (a3) after it; no build of "
     "d3's domes a square"),
    ("pause-morpheus", MORPHEUS,
     "Morpheus (a stock of 2) domes d4 with his first build (b3-c3, b3-c4, d3-c3, d3-c4, d3-e4): a piece left and "
     "a square to build on, the turn stops (morpheus[1,rest:c3]); his dome on d4 with his second piece spends the "
     "last: a whole turn, her placement after it"),
    ("pause-morpheus-rest", due(f"{mid(d5='3')} 1 A:morpheus[3],B:gaea 6 -", "d3-e4^d4", "+c3"),
     "his rest due (morpheus[2,rest:e4]: a stock of 2 left) after Gaea's worker took c3, d5 on level 3 next to e4 "
     "with e5 ground: pass, or one or two builds of e4 (d3, d5, e5), its dome on d5 first stopping the rest again "
     "(e4^d5, a piece left), after e5's block or with its last piece a whole rest"),
    ("pause-3p-morpheus", "00200/12A30B1/0C13*20/102B1A0/0010C1 1 A:morpheus[2],B:artemis,C:gaea 6 -",
     "3 players: Morpheus (seat 1, a stock of 2) domes c4 with his first build (b4-b3, b4-b5, b4-c5, d2-d3): the "
     "turn stops, Gaea (seat 3) places, then his rest, then seat 2"),
    ("no-stop-morpheus-last-piece", f"{MIDGAME} 1 A:morpheus[1],B:gaea 6 -",
     "a stock of 1: his dome on d4 spends his last piece, so no stop - the whole turn (b3-c3^d4, ..., d3-e4^d4), "
     "Gaea's placement after it"),
]


#: The rows not compared with Gaea made mortal: a placement due (a mortal has none), Chronus' row and
#: the Ares and Hydra rows whose one placement the ruling takes away (no turn calls her: as with a mortal).
UNCOMPARED = {sfen: "" for name, sfen, _ in POSITIONS + MULTI_POSITIONS + PAUSE_POSITIONS
              if "resume:" in sfen or "chronus" in sfen
              or name in ("no-stop-ares-removal-frees", "no-stop-hydra-removal-frees")}


if __name__ == "__main__":
    pause_only = "--pause-only" in sys.argv
    if pause_only:
        sys.argv.remove("--pause-only")
    else:
        main(__doc__, Tables("", [], None, POSITIONS, OUT, god="gaea", god_of=UNCOMPARED, shallow=2, deepest=3,
                             multi_heading="with Gaea (2 players)"), default_budget=150.0)
        print(f"wrote {OUT.name}", file=sys.stderr)
        main(__doc__, Tables("", [], None, MULTI_POSITIONS, OUT_MULTI, god="gaea", god_of=UNCOMPARED, shallow=2,
                             deepest=3, multi_heading="with Gaea (3 players)"), default_budget=90.0)
        print(f"wrote {OUT_MULTI.name}", file=sys.stderr)
    main(__doc__, Tables("", [], None, PAUSE_POSITIONS, OUT_PAUSE, god="gaea", god_of=UNCOMPARED, shallow=2,
                         deepest=3, multi_heading="with Gaea pausing Demeter, Hestia, Prometheus, Ares, Medea, "
                                               "Theseus, Achilles, Polyphemus, Hydra, Europa, Charybdis, "
                                               "Poseidon, Morpheus, Asteria, Medusa, the Maenads, Castor, "
                                               "Terpsichore and Aeolus, and Heracles' spree (2 players; 3 in "
                                               "eight rows)"),
         default_budget=300.0)
    print(f"wrote {OUT_PAUSE.name}", file=sys.stderr)
