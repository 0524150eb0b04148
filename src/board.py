"""The Python face of a game: :class:`Board`, :class:`Move` and :class:`Outcome`.

Modelled on python-chess: a board holds a position and its move stack,
``legal_moves`` is lazy, ``push``/``pop`` play and take back turns, and every
error a caller can provoke is a :class:`ValueError`.

>>> board = Board()
>>> len(board.legal_moves)            # placements of the first seat
300
>>> board.push("+b3+d3")
Move('+b3+d3')
>>> board.push("+c4+c2").token
'+c2+c4'
>>> board.sfen()
'00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -'
>>> board.perft(2)
5156
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass
from typing import Union

from santorini._core.gods.registry import (
    CARD_STATE_GODS, CHANCE_GODS, DATA_CODECS, DECK_GODS, HIDING_GODS, MOST_WORKERS, NIGHT_HOLDERS, SECRET_GODS, SFEN_CODECS, SFEN_COUNTERS, SFEN_HOLDERS,
    SFEN_STATES, TEXT_STATES, WATCHING_GODS, WORKER_GAINERS, PER_SEAT_GODS,
)
from santorini._core.handle import TURN_FLAGS, CorePosition
from santorini.errors import IllegalMoveError, SfenError, UnsupportedError
from santorini.notation import (
    DIRECTIONS,
    OWN_PAIRS_SIDES,
    PASS,
    SIDE_LETTERS,
    SQUARE_NAMES,
    START_SFEN,
    BOULDER_PREFIX,
    FLEECE_PREFIX,
    OPENER_PREFIX,
    RESUME_PREFIX,
    RAM_PREFIX,
    SeatRecord,
    SfenRecord,
    Step,
    boulder_squares,
    Token,
    format_sfen,
    format_token,
    parse_sfen,
    parse_token,
)
from santorini.rules.gods import (
    CORE_RULINGS, GODS, LINEUP_RULINGS, MIRROR, PLAYABLE, POWERS, RAM_POWERS, deck_cards, lineup_problem, night_problem, ruling_bits, start_states,
)

#: God state in SFEN: god -> {text inside [...]: the core's state word}, from the god modules.
GOD_STATES: dict[str, dict[str, int]] = SFEN_STATES

#: The catalog's rulings a Board takes instead of the default, because test positions and the
#: oracle play them: ``mortal`` seats with any player count, and mirror matches (two seats with
#: one god).  The protocol takes the defaults (AllowMortal selects the first alternative).
_BOARD_RULINGS = frozenset({"mortal-players", MIRROR})
#: The core's bit of the `revised-text` ruling: the original printings are in force.
_ORIGINAL_TEXT = ruling_bits({"revised-text"})


@dataclass(frozen=True)
class Move:
    """One complete turn: ``packed`` is the core's integer, ``token`` its canonical text.

    >>> Board().parse("+b1+a2")
    Move('+a2+b1')
    """

    packed: int
    token: str

    def __str__(self) -> str:
        return self.token

    def __repr__(self) -> str:
        return f"Move({self.token!r})"


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended, as the core reports it.

    ``winner`` is the winning side letter; ``reason`` is ``"climb"`` (a worker moved
    up onto level 3), ``"power"`` (a god's own win condition, named by ``god``: Pan's
    drop, ...), ``"no-turn"`` (the seat to move could not complete a turn) or
    ``"last-standing"`` (3 players: the others were eliminated).
    """

    winner: str
    reason: str
    god: str | None = None


class LegalMoveGenerator:
    """The legal moves of a board, generated when first looked at.

    >>> board = Board.from_sfen("00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -")
    >>> moves = board.legal_moves
    >>> len(moves), "b3-b4^a5" in moves, moves.count()
    (68, True, 68)
    """

    def __init__(self, board: Board) -> None:
        self._board = board

    def __iter__(self) -> Iterator[Move]:
        return iter(self._board._legal().values())

    def __len__(self) -> int:
        return len(self._board._legal())

    def __bool__(self) -> bool:
        return self._board._core.has_turn()

    def __contains__(self, move: object) -> bool:
        if isinstance(move, Move):
            return move.token in self._board._legal()
        if isinstance(move, str):
            try:
                self._board.parse(move)
            except ValueError:
                return False
            return True
        return False

    def count(self) -> int:
        """The number of legal moves, counted in the core without listing them."""
        return self._board._core.count_turns()

    def __repr__(self) -> str:
        return f"<LegalMoveGenerator ({', '.join(sorted(self._board._legal()))})>"


MoveLike = Union[Move, str]


class Board:
    """A Santorini position with its history of turns.

    ``Board()`` is the empty 2-player board before placement; ``Board(sfen)``
    or :meth:`from_sfen` starts from any position string (protocol §3).
    """

    def __init__(self, sfen: str = START_SFEN, *, rulings: Collection[str] = ()) -> None:
        if isinstance(rulings, str):
            raise UnsupportedError(f"rulings is a set of ruling keys, not the string {rulings!r}")
        record = parse_sfen(sfen)
        self._core = _core_from_record(record, ruling_bits(rulings), frozenset(rulings) & LINEUP_RULINGS)
        self._rulings = frozenset(rulings)
        self._seats = tuple(SeatRecord(seat.side, seat.god, seat.state) for seat in record.seats)
        # The items that never change in a game (the boulder); the Golden Fleece's come from the core.
        self._extra = tuple(sorted(item for item in record.extra if item.startswith(BOULDER_PREFIX)))
        self._stack: list[Move] = []
        self._legal_cache: tuple[tuple[int, int], dict[str, Move], dict[int, Move]] | None = None
        self._packed_cache: tuple[tuple[int, int], dict[int, int]] | None = None
        self._spellings_cache: tuple[tuple[int, int], dict[int, tuple]] | None = None
        self._endings_cache: tuple[tuple[int, int], dict[int, int], list[tuple[tuple, int]]] | None = None

    @classmethod
    def from_sfen(cls, sfen: str) -> Board:
        """The board described by a position string.

        >>> Board.from_sfen("0000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 -")
        Traceback (most recent call last):
        ...
        santorini.errors.SfenError: ...
        """
        return cls(sfen)

    @classmethod
    def from_santorini_ai(cls, fen: str) -> Board:
        """The board of a position string of the santorini-ai engine (:mod:`santorini.interop`)."""
        from santorini.interop import from_santorini_ai  # santorini.interop imports this module

        return from_santorini_ai(fen)

    def copy(self, *, stack: bool = True) -> Board:
        """An independent board with the same position and (unless ``stack=False``)
        the same move stack.  Nothing is replayed: the core copies its undo records."""
        board = Board.__new__(Board)
        board._core = self._core.copy(history=stack)
        board._rulings = self._rulings
        board._seats = self._seats
        board._extra = self._extra
        board._stack = list(self._stack) if stack else []
        board._legal_cache = self._legal_cache
        board._packed_cache = self._packed_cache
        board._spellings_cache = self._spellings_cache
        board._endings_cache = self._endings_cache
        return board

    def root(self) -> Board:
        """A new board at the position before the first pushed move."""
        board = self.copy()
        while board._stack:
            board.pop()
        return board

    # -- reading ----------------------------------------------------------------

    @property
    def rulings(self) -> frozenset[str]:
        """The rulings whose alternative this game plays (docs/advanced-gods.md)."""
        return self._rulings

    @property
    def players(self) -> int:
        """The number of seats (2, 3 or 4)."""
        return self._core.nseats

    @property
    def turn(self) -> int:
        """The seat to act, 1-based."""
        return self._core.stm + 1

    @property
    def side_to_move(self) -> str:
        """The side letter of the seat to act."""
        return SIDE_LETTERS[self._core.seat_side(self._core.stm)]

    def team(self, side: str) -> int:
        """The team of a side letter, 0-based: with 4 players A and C (or the shared A) are
        one team, B and D the other; with 2 or 3 each side is its own.

        >>> board = Board("00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal,D:mortal 1 -")
        >>> [board.team(side) for side in "ABCD"]
        [0, 1, 0, 1]
        """
        if side not in SIDE_LETTERS[: self._core.letters]:
            raise ValueError(f"no side {side!r} with {self.players} players")
        return SIDE_LETTERS.index(side) % self._core.nsides

    @property
    def gods(self) -> tuple[str, ...]:
        """The god of each seat, in seat order."""
        return tuple(seat.god for seat in self._seats)

    @property
    def round(self) -> int:
        """The round number (SFEN field 4)."""
        return self._core.round

    @property
    def key(self) -> int:
        """The 64-bit Zobrist key of the position."""
        return self._core.key

    @property
    def move_stack(self) -> list[Move]:
        """The moves pushed so far, oldest first (a copy)."""
        return list(self._stack)

    @property
    def legal_moves(self) -> LegalMoveGenerator:
        """The legal moves, generated lazily."""
        return LegalMoveGenerator(self)

    @property
    def fleece(self) -> str | None:
        """The Ram's god in the Golden Fleece variant (docs/golden-fleece-variant.md), else None.

        >>> board = Board("00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 fleece:pan")
        >>> board.fleece, board.ram
        ('pan', None)
        """
        return self._core.fleece

    @property
    def ram(self) -> int | None:
        """The Ram figure's square once it is placed (Golden Fleece), else None."""
        return self._core.ram

    def holds_fleece(self, seat: int) -> bool:
        """Does the seat (1-based) hold the Ram's power this turn?

        >>> board = Board("00000/000B0A0/00000/00A0B00/00000 2 A:mortal,B:mortal 2 fleece:pan,ram@c3")
        >>> board.holds_fleece(1), board.holds_fleece(2)
        (True, True)
        """
        if not 1 <= seat <= self.players:
            raise ValueError(f"no seat {seat} with {self.players} players")
        return self._core.fleece is not None and self._core.held(seat - 1) == self._core.fleece

    def height(self, square: int) -> int:
        """The number of blocks on a square (0..3)."""
        return self._core.heights()[square]

    def sfen(self, viewer: int | None = None) -> str:
        """The canonical position string: as a referee holds it, every secret in it (the
        order of Tyche's deck); or, for the seat ``viewer`` (1-based, as :attr:`turn`), what
        that seat may know (docs/notation.md, "Secrets").

        >>> board = Board("00000/00000/00A00A0/0000B0B/00000 1 A:tyche[2|1],B:mortal 5 -")
        >>> board.sfen(viewer=1)
        '00000/00000/00A00A0/0000B0B/00000 1 A:tyche[2],B:mortal 5 -'
        """
        if viewer is not None:
            if viewer not in range(1, self.players + 1):
                raise ValueError(f"no seat {viewer!r} with {self.players} players")
            board = self.copy(stack=False)
            board._core.conceal(viewer - 1)
            board._core.hide_workers(viewer - 1)
            return board.sfen()
        heights = self._core.heights()
        # The boulder, the Ram and the gods' figures (Europa's Talus) are domes to the rules;
        # the extra field or the god's state, not the board, shows them.
        figures = set(boulder_squares(self._extra)) | {self._core.ram} | set(self._core.figures())
        domes = tuple(dome and sq not in figures for sq, dome in enumerate(self._core.domes()))
        workers = {
            sq: SIDE_LETTERS[side].lower() if female else SIDE_LETTERS[side]
            for sq, side, female in self._core.workers()
        }
        alive = self._core.alive
        winning_seat = self._winning_seat()
        seats = tuple(
            SeatRecord(
                seat.side,
                seat.god,
                self._seat_state(i),
                eliminated=not (alive >> i) & 1,
                winner=i == winning_seat,
            )
            for i, seat in enumerate(self._seats)
        )
        record = SfenRecord(heights, domes, workers, self.turn, seats, self.round,
                            tuple(sorted(self._fleece_items() + self._opener_items() + self._resume_items()
                                         + self._extra)))
        return format_sfen(record)

    def santorini_ai_fen(self) -> str:
        """The position string of the santorini-ai engine (:mod:`santorini.interop`)."""
        from santorini.interop import to_santorini_ai

        return to_santorini_ai(self)

    def _opener_items(self) -> tuple[str, ...]:
        """The start seat, if not seat 1, while setup choices are made before anyone places
        or while Pantheon teams place."""
        core = self._core
        if ((core.orientations_due() or (core.own_pairs and core.placing)) and core.opener != 0
                and self.outcome() is None):
            return (f"{OPENER_PREFIX}{core.opener + 1}",)
        return ()

    def _resume_items(self) -> tuple[str, ...]:
        """The seat whose turn play comes back to, while the seat to move acts between turns
        (Gaea's placement after a dome)."""
        resume = self._core.resume
        return () if resume is None else (f"{RESUME_PREFIX}{resume + 1}",)

    def _fleece_items(self) -> tuple[str, ...]:
        """The Golden Fleece's extra-field items: the Ram's god, then its square once placed."""
        if self._core.fleece is None:
            return ()
        ram = self._core.ram
        return (FLEECE_PREFIX + self._core.fleece,) + (() if ram is None else (RAM_PREFIX + SQUARE_NAMES[ram],))

    def _seat_state(self, seat: int) -> str | None:
        """The SFEN state text of a seat: its god's state, or the power it holds (Circe),
        or the state of the Ram's power it holds (``mortal[dionysus:1]``; holding it is no state),
        or a watching one's whether it holds it or not (``mortal[eris:b2]``).
        An eliminated seat has none: its effects left with it (Chaos' deck, which the core keeps)."""
        if not (self._core.alive >> seat) & 1:
            return None
        god, word = self._seats[seat].god, self._core.god_state(seat)
        held = self._core.held(seat)
        if self._core.fleece is not None:
            # A watching power's memory is every seat's, held or not (Eris' mark).
            power = self._core.fleece if self._core.fleece in WATCHING_GODS else held
            inner = None if power == god else _state_text(power, word)
            return None if inner is None else f"{power}:{inner}"
        if god in SFEN_HOLDERS and held != god:
            inner = _state_text(held, word)
            return held if inner is None else f"{held}:{inner}"
        if god in SFEN_HOLDERS and word:
            # Her own memory of a power she does not hold now (Eris' mark): `circe[b2]`.
            return _state_text(self._seats[1 - seat].god, word)
        if god in NIGHT_HOLDERS:
            night = self._core.night(seat)
            inner = _state_text(held, word) if held == night else None
            return night if inner is None else f"{night}:{inner}"
        if god in SFEN_CODECS and god not in SFEN_COUNTERS:
            return SFEN_CODECS[god][1](word, sum(1 << sq for sq, _, _ in self._core.workers()))
        if god in DECK_GODS:
            return _deck_text(self._core, seat, god)
        if god in DATA_CODECS:
            return DATA_CODECS[god].data_write(self._core.card_data(0), _blocked(self._core, self._core.seat_side(seat)))
        return _state_text(god, word)

    # -- chance -----------------------------------------------------------------

    def chance_odds(self) -> dict[str, int]:
        """``{token: weight}`` when a deck and not the seat to act decides the turn now (Tyche's
        draw, after her turn), the weights in proportion to the chances; ``{}`` otherwise.
        Only the card a referee knows is on top is listed when the order is known.

        >>> board = Board("00000/00000/00A00A0/0000B0B/00000 1 A:tyche[2,draw],B:mortal 5 resume:1")
        >>> board.chance_odds()
        {'draw:0': 3, 'draw:6': 1}
        """
        odds = self._core.chance_odds()
        if not odds:
            return {}
        tokens = {move.packed: token for token, move in self._legal().items()}
        return {tokens[packed]: weight for packed, weight in sorted(odds, key=lambda item: tokens[item[0]])}

    def deal(self, rng: random.Random) -> None:
        """As a referee, fix what chance has not decided yet from ``rng``: the order of a deck
        shuffled (Tyche's, at the start and after her six; Chaos', at the start and at each
        reshuffle of his discards).  A referee deals after every turn
        (:meth:`play_chance` does); the position keeps its move stack.  A game with no chance
        in it draws nothing from ``rng``."""
        if not CHANCE_GODS.isdisjoint(self.gods):
            self._core.deal(rng.getrandbits(64))

    def play_chance(self, rng: random.Random) -> list[Move]:
        """As a referee, play the turns chance decides from here (Tyche's draw, Chaos' reveal): deal (:meth:`deal`),
        then push the card on top, as long as chance decides; the moves pushed.

        >>> import random
        >>> board = Board("00000/00000/00A00A0/0000B0B/00000 1 A:tyche[5,draw],B:mortal 5 resume:1")
        >>> [move.token for move in board.play_chance(random.Random(1))], board.sfen()
        (['draw:6'], '00000/00000/00A00A0/0000B0B/00000 1 A:tyche[0,extra|2],B:mortal 5 resume:1')
        """
        played: list[Move] = []
        if CHANCE_GODS.isdisjoint(self.gods):
            return played
        self.deal(rng)
        while self.outcome() is None and (odds := self.chance_odds()):
            (token,) = odds     # dealt: the one card on top
            played.append(self.push(token))
            self.deal(rng)
        return played

    def hides_workers(self, viewer: int | None = None) -> bool:
        """Does a seat in play hide where its workers stand from the seat ``viewer`` (1-based;
        default: the seat to move)?  Hecate's do (docs/golden-fleece-gods.md, 39).

        >>> Board("00000/00000/00000/00000/00000 2 A:hecate,B:mortal 1 -").hides_workers()
        True
        """
        return bool(self.hiding_seats(self.turn if viewer is None else viewer))

    def hiding_seats(self, viewer: int) -> list[int]:
        """The seats in play (1-based) that hide where their workers stand from the seat
        ``viewer``: their turns name squares that seat may not see.

        >>> Board("00000/00000/00000/00000/00000 2 A:hecate,B:mortal 1 -").hiding_seats(2)
        [1]
        """
        return [owner + 1 for owner in range(self.players)
                if self._seats[owner].god in HIDING_GODS and (self._core.alive >> owner) & 1
                and self._core.seat_side(owner) != self._core.seat_side(viewer - 1)]

    def worlds(self, viewer: int | None = None) -> list[Board]:
        """The positions the seat ``viewer`` (1-based; default: the seat to move) cannot tell
        from this one: each secret it may not know (Tartarus' Abyss) filled in every way that
        what it has seen allows, as a referee would hold them.  [] when nothing is hidden from
        it.  Read only what the viewer may know (:meth:`sfen` with ``viewer``): the secrets of
        this board change none of them.

        >>> board = Board("00100/01B230/12A01A3*/002B10/00000 2 A:tartarus[set|c3],B:mortal 6 -")
        >>> worlds = board.worlds()
        >>> len(worlds), worlds[0].sfen()
        (21, '00100/01B230/12A01A3*/002B10/00000 2 A:tartarus[set|a1],B:mortal 6 -')
        >>> board.worlds(viewer=1)
        []
        """
        seat = self.turn if viewer is None else viewer
        if seat not in range(1, self.players + 1):
            raise ValueError(f"no seat {seat!r} with {self.players} players")
        view = self.copy(stack=False)
        view._core.conceal(seat - 1)
        hiding = [owner - 1 for owner in self.hiding_seats(seat)]
        if hiding:
            return view._hidden_worlds(seat, hiding)
        hidden = view._core.worlds(seat - 1)
        worlds: list[Board] = []
        for states in itertools.product(*(words for _, words in hidden)) if hidden else ():
            world = view.copy(stack=False)
            for (owner, _), word in zip(hidden, states):
                world._core.set_state(owner, word)
            worlds.append(world)
        return worlds

    def _hidden_worlds(self, seat: int, hiding: list[int]) -> list[Board]:
        """Board.worlds where a card hides its side's workers (Hecate): every way of putting them
        on the squares their opponents cannot rule out, all the known ones among them, one next to
        her last build."""
        owner, = hiding     # one such card a game (its data lives in the card data)
        module = DATA_CODECS[self._seats[owner].god]
        squares = module.hidden_squares(self._core.card_data(0))
        if squares is None:
            return []
        maybe, known, near = squares
        self._core.hide_workers(seat - 1)
        worlds: list[Board] = []
        for extra in itertools.combinations(maybe, module.HIDDEN_WORKERS - len(known)):
            if near is not None and not set(near) & set(known + list(extra)):
                continue    # the worker that made her last build stands next to it
            world = self.copy(stack=False)
            for sq in sorted(known + list(extra)):
                world._core.put_worker(sq, self._core.seat_side(owner))
            worlds.append(world)
        return worlds

    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on.

        >>> Board("00000/00000/00000/0*0*0*00/0A0A0*0B0B 1 A:mortal,B:mortal 2 -").outcome()
        Outcome(winner='B', reason='no-turn', god=None)
        >>> Board("00000/00000/00000/0*0*0*00/0A0A0*0B0B 1 A:mortal,B:mortal# 2 -").outcome()  # read back
        Outcome(winner='B', reason='no-turn', god=None)
        >>> Board("00000/00000/00000/00000/00000 1 A:pan,B:mortal 1 -").outcome() is None
        True
        """
        result = self._core.result()
        if result is None:
            return None
        side, reason, god = result
        if self._core.own_pairs:     # the side is a team: name its seat that played last
            side = next(seat for seat in ((self._core.stm - k) % self.players for k in range(1, self.players + 1))
                        if seat % self._core.nsides == side)
        return Outcome(SIDE_LETTERS[side], reason, god)

    @property
    def eliminated(self) -> list[str]:
        """Sides eliminated so far (3 players), in seat order.

        >>> Board("00000/00000/00000/00000/00000 1 A:mortal,B:mortal,C:mortal 1 -").eliminated
        []
        """
        alive = self._core.alive
        return [seat.side for i, seat in enumerate(self._seats) if not (alive >> i) & 1]

    def _winning_seat(self) -> int | None:
        """The 0-based seat marked '#' in the SFEN: the winner's seat, or for a
        team the teammate who played last."""
        outcome = self.outcome()
        if outcome is None:
            return None
        seats = [i for i, seat in enumerate(self._seats) if seat.side == outcome.winner]
        return seats[0] if len(seats) == 1 else (self._core.stm - 1) % self.players

    def is_game_over(self) -> bool:
        """True once a side has won or the seat to move has no legal turn."""
        return self.outcome() is not None

    # -- playing ----------------------------------------------------------------

    def parse(self, token: str) -> Move:
        """The legal move a token spells (any legal spelling), or an error.

        >>> Board().parse("+a1+a1")
        Traceback (most recent call last):
        ...
        santorini.errors.IllegalMoveError: illegal turn '+a1+a1' in ...
        """
        parsed = parse_token(token)
        written = format_token(parsed)
        move = self._legal().get(written)
        if move is None:
            packed = self._core.parse(parsed.start, _core_steps(parsed))
            move = None if packed is None else self._by_packed().get(packed)
        if move is None:
            move = self._cut_short(written)
        if move is None:
            raise IllegalMoveError(f"illegal turn {token!r} in {self.sfen()}")
        return move

    def _cut_short(self, written: str) -> Move | None:
        """A turn written by a seat that cannot see a secret (Tartarus' Abyss) which this
        position ends early: the legal turn that leads where a beginning of it ends the game
        (the worker fell in; that outcome may be spelled otherwise: Jason's ``+a2-a1`` into the
        Abyss on a1 is ``+a1``), else None.  Only where a card in play holds such a secret, and
        only for a turn the seat's own view lists.

        >>> board = Board("00100/01B230/12A01A3*/002B10/00000 2 A:tartarus[set|c3],B:mortal 6 -")
        >>> board.parse("b4-c3^b4").token, board.parse("b4-c3^b4") in board.legal_moves
        ('b4-c3', True)
        """
        packed = self._fall(written)
        return None if packed is None else self._by_packed().get(packed)

    def _fall(self, written: str, seen: bool = False) -> int | None:
        """:meth:`_cut_short` in the core's terms: the packed legal turn, or None (``seen``:
        the caller knows the token is a turn of the seat's own view).  It lists no move
        objects, and finds the turns that end the game once per position: a position with
        thousands of turns (Poseidon's) is judged in every world a turn
        (:func:`santorini.engine.worlds.turn_odds`)."""
        if SECRET_GODS.isdisjoint(self.gods):
            return None     # no secret
        parsed = parse_token(written)
        if not seen and Board(self.sfen(viewer=self.turn))._core.parse(parsed.start, _core_steps(parsed)) is None:
            return None     # not even a turn of the position the seat sees
        key = (self._core.key, self._core.ply)
        if self._endings_cache is None or self._endings_cache[0] != key:
            endings: dict[int, int] = {}
            for packed in self._core.legal_turns():
                self._core.push(packed)
                if self._core.winner >= 0:
                    endings.setdefault(self._core.key, packed)
                self._core.pop()
            spelled = [(self._core.spell(packed), packed) for packed in endings.values()]
            self._endings_cache = (key, endings, spelled)
        _, endings, spelled = self._endings_cache
        # Most falls are spelled as the turn's beginning (the move into the Abyss, the rest dropped),
        # or as the whole turn, which the seat saw as another (Atalanta's walk that wins where the
        # Abyss is: its fall is packed without the win).
        steps = _core_steps(parsed)
        for (start, ending), packed in spelled:
            if start == parsed.start and 0 < len(ending) <= len(steps) and tuple(steps[:len(ending)]) == ending:
                return packed
        for cut in range(1, len(parsed.steps) + 1):     # the whole turn too: a win seen, a fall here
            packed = self._core.parse(parsed.start, _core_steps(Token(parsed.start, parsed.steps[:cut])))
            if packed is None:
                continue
            self._core.push(packed)
            found = endings.get(self._core.key) if self._core.winner >= 0 else None
            self._core.pop()
            if found is not None:
                return found
        return None

    def outcome_after(self, move: Move) -> Outcome | None:
        """How the game would stand after ``move``, one of the legal moves of the position as
        the seat to move sees it (``Board(board.sfen(viewer=board.turn)).legal_moves``: where
        another seat's secret cuts it short, as that secret decides), without playing it.  It
        trusts the move to be one: IllegalMoveError only for a move that is neither a turn of
        this position nor cut short in it.

        >>> board = Board("00100/01B230/12A01A3*/002B10/00000 2 A:tartarus[set|c3],B:mortal 6 -")
        >>> board.outcome_after(Board(board.sfen(viewer=2)).parse("b4-c3^b4"))
        Outcome(winner='A', reason='power', god='tartarus')
        """
        packed = self._legal_packed().get(move.packed & ~TURN_FLAGS)
        # A turn packed by its outcome (Triton's run, Atalanta's and Hermes' walks) may be written
        # with a path through the secret where this position's own path to its end keeps clear.
        if packed is None or (not SECRET_GODS.isdisjoint(self.gods) and not self._spells(packed, move.token)):
            packed = self._fall(move.token, seen=True) or packed
        if packed is None:
            raise IllegalMoveError(f"illegal turn {move.token!r} in {self.sfen()}")
        self._core.push(packed)
        try:
            return self.outcome()
        finally:
            self._core.pop()

    def _spells(self, packed: int, token: str) -> bool:
        """Is ``token`` the canonical spelling of the packed legal turn here?"""
        parsed = parse_token(token)
        return self._spellings().get(packed) == (parsed.start, tuple(_core_steps(parsed)))

    def _spellings(self) -> dict[int, tuple]:
        """{packed legal turn: (start, steps)}, spelled by the core once per position, in one
        call (Hermes' search spells every walk at once), without making moves of them."""
        key = (self._core.key, self._core.ply)
        if self._spellings_cache is None or self._spellings_cache[0] != key:
            self._spellings_cache = (key, {turn: (start, steps) for turn, start, steps in self._core.spelled_turns()})
        return self._spellings_cache[1]

    def _legal_packed(self) -> dict[int, int]:
        """The legal turns, packed, by their steps (the packed turn less its flags: the same
        turn of another world may win where this one does not), without spelling them; cached
        like the spelled list."""
        key = (self._core.key, self._core.ply)
        if self._packed_cache is None or self._packed_cache[0] != key:
            self._packed_cache = (key, {packed & ~TURN_FLAGS: packed for packed in self._core.legal_turns()})
        return self._packed_cache[1]

    def push(self, move: MoveLike) -> Move:
        """Play a move (a :class:`Move` or a token); raises and changes nothing if illegal."""
        if isinstance(move, Move):
            if self._legal().get(move.token) != move:
                move = self.parse(move.token)   # a move of the position as a seat sees it (Tartarus')
        elif isinstance(move, str):
            move = self.parse(move)
        else:
            raise TypeError(f"push() takes a Move or a token string, not {type(move).__name__}")
        self._core.push(move.packed)
        self._stack.append(move)
        return move

    def pop(self) -> Move:
        """Take back the last move and return it."""
        if not self._stack:
            raise IndexError("pop from an empty move stack")
        self._core.pop()
        return self._stack.pop()

    def peek(self) -> Move:
        """The last move pushed."""
        if not self._stack:
            raise IndexError("peek at an empty move stack")
        return self._stack[-1]

    # -- counting ---------------------------------------------------------------

    def perft(self, depth: int) -> int:
        """Leaf count of the legal-turn tree ``depth`` turns deep."""
        return self._core.perft(depth)

    def perft_divide(self, depth: int) -> dict[str, int]:
        """Perft split by first move: ``{canonical token: leaves}``, tokens in ASCII order."""
        moves = self._by_packed()
        counts = {moves[packed].token: n for packed, n in self._core.perft_divide(depth)}
        return dict(sorted(counts.items()))

    # -- display ----------------------------------------------------------------

    def __repr__(self) -> str:
        return f"Board({self.sfen()!r})"

    def __str__(self) -> str:
        """A diagram: ranks 5 to 1, each cell the height, ``*`` for a dome, then a worker;
        ``R`` is the Golden Fleece's Ram.

        >>> print(Board("00000/000B00/00A00A0/000B00/00000 1 A:mortal,B:mortal 2 -"))
        5  0   0   0   0   0
        4  0   0   0B  0   0
        3  0   0A  0   0A  0
        2  0   0   0B  0   0
        1  0   0   0   0   0
           a   b   c   d   e
        """
        heights = self._core.heights()
        domes = self._core.domes()
        workers = {
            sq: SIDE_LETTERS[side].lower() if female else SIDE_LETTERS[side]
            for sq, side, female in self._core.workers()
        }
        lines = []
        for rank in range(4, -1, -1):
            cells = []
            for file in range(5):
                sq = rank * 5 + file
                cell = "R" if sq == self._core.ram else f"{heights[sq]}{'*' if domes[sq] else ''}{workers.get(sq, '')}"
                cells.append(cell.ljust(3))
            lines.append(f"{rank + 1}  " + " ".join(cells).rstrip())
        lines.append("   " + "   ".join("abcde"))
        return "\n".join(lines)

    def _repr_svg_(self) -> str:
        """The board as an SVG picture, for Jupyter (:func:`santorini.svg.board`)."""
        from santorini.svg import board  # santorini.svg imports this module

        return board(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self.sfen() == other.sfen()

    def __hash__(self) -> int:
        return hash(self.sfen())

    # -- internals --------------------------------------------------------------

    def _legal(self) -> dict[str, Move]:
        """{canonical token: move}, in ASCII order, spelled by the core."""
        return self._legal_moves()[1]

    def _by_packed(self) -> dict[int, Move]:
        """{packed turn: move} of the same legal moves."""
        return self._legal_moves()[2]

    def _legal_moves(self) -> tuple[tuple[int, int], dict[str, Move], dict[int, Move]]:
        # Both lookups are built once per position: PV spelling asks for one per line.
        key = (self._core.key, self._core.ply)
        if self._legal_cache is None or self._legal_cache[0] != key:
            moves = sorted((_spelled(packed, start, steps) for packed, (start, steps) in self._spellings().items()),
                           key=str)
            self._legal_cache = (key, {move.token: move for move in moves}, {move.packed: move for move in moves})
        return self._legal_cache

    def _line(self, packed: Iterable[int]) -> list[Move]:
        """The moves of a line of packed turns that replay legally from here (cut at the
        first that does not), each spelled in its own position: no legal list is built
        (a hero's unspent power may give a position thousands of turns)."""
        core = self._core.copy(history=False)
        moves = []
        for turn in packed:
            if not core.is_legal(turn):
                break
            moves.append(_spelled(turn, *core.spell(turn)))
            core.push(turn)
        return moves


def _spelled(packed: int, start: int | None, steps: Iterable[tuple[str, int, bool]]) -> Move:
    """The move of a packed turn, from the steps the core spells for it.  The core's
    third field marks a dome on a build and the female worker on a placement."""
    written = tuple(steps)
    if written and written[0][0] == "pass":
        return Move(packed, format_token(PASS))
    return Move(packed, format_token(Token(start, tuple(
        Step(kind, square, female=mark) if kind == "place" else Step(kind, square, dome=mark)
        for kind, square, mark in written))))


def _core_steps(token: Token) -> list[tuple[str, int, bool]]:
    """A token's steps as the core reads them (the inverse of :func:`_spelled`)."""
    if token.pass_turn:
        return [("pass", 0, False)]
    return [(s.kind, s.square, s.female if s.kind == "place" else s.dome) for s in token.steps]


def _core_from_record(record: SfenRecord, rulings: int = 0, lineup: frozenset[str] = frozenset()) -> CorePosition:
    """A core position for a parsed SFEN, after the checks the notation leaves to us."""
    nseats = len(record.seats)
    own_pairs = "".join(seat.side for seat in record.seats) == OWN_PAIRS_SIDES
    core = CorePosition(nseats, own_pairs)
    core.set_rulings(rulings)
    fleece = _fleece_of(record)
    for index, seat in enumerate(record.seats):
        if seat.god not in PLAYABLE:
            raise UnsupportedError(f"god {seat.god!r} is not playable (playable: {', '.join(sorted(PLAYABLE))})")
        holding = (seat.god in SFEN_HOLDERS or seat.god in NIGHT_HOLDERS or seat.god in DECK_GODS
                   or seat.god in DATA_CODECS or fleece is not None) and seat.state is not None
        core.set_god(index, seat.god, 0 if holding else _state_word(seat.god, seat.state))
        if seat.god in TEXT_STATES and seat.state in TEXT_STATES[seat.god][1 if rulings & _ORIGINAL_TEXT else 0]:
            text = "revised" if rulings & _ORIGINAL_TEXT else "original"
            raise SfenError(f"{seat.god}[{seat.state}] is written by the {text} text, not the one in force "
                            "(the revised-text ruling)")
    if fleece is not None:
        core.set_fleece(fleece)
    chosen = {key for key, bit in CORE_RULINGS.items() if rulings & bit}    # the deck's ruling (Chaos)
    problem = lineup_problem([seat.god for seat in record.seats], nseats, _BOARD_RULINGS | lineup | chosen)
    if problem is not None:
        raise UnsupportedError(problem)
    for index, seat in enumerate(record.seats):
        if seat.god in SFEN_HOLDERS and seat.state is not None:
            _hold(core, record, index)
        if seat.god in NIGHT_HOLDERS:
            _night(core, record, index)
        if seat.god in DECK_GODS:
            _deck(core, record, index, rulings)
    for sq in range(25):
        if record.heights[sq] or record.domes[sq]:
            core.set_height(sq, record.heights[sq], record.domes[sq])
    boulders = record.boulders
    if len(boulders) > 1:
        raise SfenError(f"{len(boulders)} boulders in the extra field: the game has one")
    for sq in boulders:
        # The boulder stands on the ground: to every rule it is a dome on level 0.
        if record.heights[sq] or record.domes[sq] or any(square == sq for square, _ in record.workers):
            raise SfenError(f"the boulder on {SQUARE_NAMES[sq]} must stand alone on an empty ground-level square")
        core.set_height(sq, 0, True)
    female_sides = {seat.side for seat in record.seats if GODS[seat.god].female_worker}
    if fleece is not None and GODS[fleece].female_worker:
        female_sides = set(SIDE_LETTERS[:2])      # either player may hold Selene's power
    per_side = {}
    for sq, letter in record.workers:
        side = SIDE_LETTERS.index(letter.upper())
        if letter.islower() and letter.upper() not in female_sides:
            raise SfenError(
                f"worker {letter!r} on {SQUARE_NAMES[sq]}: a lowercase letter marks a female worker, "
                f"and no god of side {letter.upper()} has one"
            )
        per_side[side] = per_side.get(side, 0) + 1
        if letter.islower() and any(other == letter for _, other in record.workers if _ < sq):
            raise SfenError(f"side {letter.upper()} has two female workers: its pair is one male, one female")
        core.put_worker(sq, side, letter.islower())
    for side, count in per_side.items():
        # One worker is what a side keeps after a power removed the other (Bia, Medusa); a
        # power may bring more into play (Jason's extra worker, once used).
        most = max(_most_workers(seat, record) for seat in record.seats if seat.side == SIDE_LETTERS[side])
        if count > most:
            raise SfenError(f"side {SIDE_LETTERS[side]} has {count} workers on the board; it has at most {most}")
    for seat in record.seats:
        if seat.eliminated and SIDE_LETTERS.index(seat.side) in per_side:
            raise SfenError(f"eliminated side {seat.side} still has workers on the board")
        if seat.eliminated and seat.state is not None:
            raise SfenError(f"eliminated seat -{seat.side}:{seat.god}[{seat.state}]: an eliminated seat has no state "
                            "(docs/notation.md)")
        # A spent hero, or a counted state (Morpheus' stock, Dionysus' extra turns), comes
        # from turns played: not before the side placed.
        if ((GODS[seat.god].hero or seat.god in SFEN_COUNTERS) and seat.state is not None
                and SIDE_LETTERS.index(seat.side) not in per_side and not seat.eliminated
                and not any(other.winner for other in record.seats)):
            raise SfenError(f"{seat.god}[{seat.state}] before side {seat.side} has placed its workers")
    if record.seats[record.to_move - 1].eliminated:
        raise SfenError(f"seat {record.to_move} is to move but was eliminated")
    # The core's winner is a side, that is a team: with own pairs, the letters A and C are one.
    winners = {SIDE_LETTERS.index(seat.side) % core.nsides for seat in record.seats if seat.winner}
    if len(winners) > 1:
        raise SfenError("more than one side is marked as the winner")
    alive = sum(1 << i for i, seat in enumerate(record.seats) if not seat.eliminated)
    try:
        core.set_turn_state(record.to_move - 1, record.round, alive, winners.pop() if winners else -1)
    except ValueError as error:     # a round beyond what the core counts
        raise SfenError(str(error)) from None
    over = any(seat.winner for seat in record.seats)
    for index, seat in enumerate(record.seats):
        if seat.eliminated or over:
            # It placed before it was eliminated, or before the game ended (a side a power took
            # every worker from shows none), as in play.
            core.mark_placed(index)
        if not seat.eliminated and seat.god in DATA_CODECS:
            _card_data(core, record, index, per_side)
    _own_pairs_placements(core, record, per_side)
    _check_orientations(core, record, per_side)
    _resume(core, record)
    _check_watched(core, record)
    _check_fits(core, record)
    try:
        core.place_figures()
    except ValueError as error:
        seat, sq = record.seats[error.args[0]], error.args[1]
        raise SfenError(f"{seat.god}[{seat.state}]: its figure cannot stand on {SQUARE_NAMES[sq]}, which holds "
                        "a worker or a dome") from None
    if fleece is not None:
        _place_ram(core, record, per_side)
    for seat in core.stray_extra_turns():
        raise SfenError(f"seat {seat + 1} has extra turns to take ({record.seats[seat].god}[...]) but is not to move")
    if not core.stray_extra_turns() and (decided := core.start_disagrees()) is not None:
        seat = record.seats[record.to_move - 1]
        held = core.held(record.to_move - 1)
        raise SfenError(f"{seat.god} to move holds {'nothing' if held == seat.god else repr(held)}, but her test at "
                        f"the start of her turn gives {'nothing' if decided == seat.god else repr(decided)}")
    core.settle()   # three players: a seat that cannot move leaves at once
    return core


def _check_fits(core: CorePosition, record: SfenRecord) -> None:
    """Refuse a state that does not fit the board (God.state_fits: Clio's coins, Eris' mark)."""
    for seat in core.states_misfitting():
        entry = record.seats[seat]
        written = entry.god if entry.state is None else f"{entry.god}[{entry.state}]"
        raise SfenError(f"{written} (seat {seat + 1}) does not fit the board (where the god's pieces may stand, "
                        "whose turn it is: docs/notation.md)")


def _resume(core: CorePosition, record: SfenRecord) -> None:
    """The extra item ``resume:K``: the seat to move acts between turns, and play then comes
    back to seat K's turn (Gaea's placement after a dome, docs/golden-fleece-gods.md)."""
    seat = _seat_item(record, RESUME_PREFIX, "one turn is interrupted")
    if seat is None:
        return
    item = f"{RESUME_PREFIX}{seat + 1}"
    if seat >= len(record.seats) or record.seats[seat].eliminated or core.placing:
        raise SfenError(f"{item}: seat {seat + 1} has no turn in play to come back to")
    try:
        core.set_resume(seat)
    except ValueError as error:
        raise SfenError(f"{item}: {error}") from None


def _own_pairs_placements(core: CorePosition, record: SfenRecord, per_side: dict[int, int]) -> None:
    """Pantheon teams: the seats place one after another from the start seat (``first:K``
    while some seat has still to place; on an empty board of round 1 the seat to move; seat 1
    otherwise); a seat with no worker whose placement came already has placed and lost its
    pair to a power (docs/multiplayer.md), which only a turn can do: not while seats place,
    when the seat to move is the next from the start seat."""
    if not core.own_pairs or (not per_side and core.orientations_due()):
        return      # nobody has placed; the setup choices come first
    start = _written_start_seat(record)
    if start is None:
        start = record.to_move - 1 if not per_side and record.round == 1 else 0
    players = len(record.seats)
    now = (record.round - 1) * players + record.to_move - 1      # seat turns since round 1 began
    over = any(seat.winner for seat in record.seats)
    emptied = []
    for seat in range(players):
        turn = seat if seat >= start else seat + players           # its placement, from the start seat
        if seat not in per_side and (turn < now or over):
            core.mark_placed(seat)
            emptied.append(seat)
        elif seat in per_side and turn >= now and not over:
            raise SfenError(f"seat {seat + 1} shows workers before its placement (start seat {start + 1}, "
                            f"seat {record.to_move} to move in round {record.round})")
    if core.placing:
        if emptied:     # no turn is played before everyone has placed: no power took a pair
            raise SfenError(f"seat {emptied[0] + 1} has placed but shows no worker while seats still place")
        mover = record.to_move - 1
        if (mover if mover >= start else mover + players) != now:
            raise SfenError(f"seat {record.to_move} places out of turn (start seat {start + 1}, round "
                            f"{record.round}): the seats place in turn from the start seat")
        core.set_opener(start)


def _written_start_seat(record: SfenRecord) -> int | None:
    """The start seat the extra field names (``first:K``), 0-based, or None."""
    start = _seat_item(record, OPENER_PREFIX, "the game has one start seat")
    if start is not None and start >= len(record.seats):
        raise SfenError(f"{OPENER_PREFIX}{start + 1}: no seat {start + 1}")
    return start


def _seat_item(record: SfenRecord, prefix: str, why_one: str) -> int | None:
    """The seat (0-based) an extra-field item ``<prefix>K`` names, or None without one; more
    than one is an SfenError saying why the position has one."""
    items = [item for item in record.extra if item.startswith(prefix)]
    if len(items) > 1:
        raise SfenError(f"{len(items)} {prefix}<seat> items in the extra field: {why_one}")
    return int(items[0][len(prefix):]) - 1 if items else None


def _choice_hint(god: str) -> str:
    """How the state of a god with a setup choice is written."""
    if god in SECRET_GODS:
        return f"{god}[set|<square>]: the area chosen, by its south-west corner"
    if god in DECK_GODS:
        return f"{god}[<simple god>]: the power revealed"
    return f"{god}[<direction>], one of {' '.join(DIRECTIONS)}"


def _check_orientations(core: CorePosition, record: SfenRecord, per_side: dict[int, int]) -> None:
    """Setup choices still to make (Siren's Song and Aeolus' wind, original text, oriented;
    Moerae's Fate area chosen) are made before anyone places, in turn order from the start
    seat, which then places first (gods.md §5). While the seat to move chooses, the start seat
    is seat 1 or the extra item ``first:K``; an empty board whose seat to move has no choice to
    make names the start seat, and the turn goes to the first seat from it that has
    (docs/golden-fleece-gods.md)."""
    written = _written_start_seat(record)
    item = f"{OPENER_PREFIX}{written + 1}" if written is not None else ""
    due = core.orientations_due()
    if not due:
        if item and not (core.own_pairs and core.placing):
            raise SfenError(f"{item}: a start seat is written only while setup choices are made "
                            "before anyone places, or while Pantheon teams place")
        return
    god = record.seats[due[0]].god
    if per_side or record.round != 1 or any(seat.winner for seat in record.seats):
        raise SfenError(f"{god} has no state, but its setup choice is made before anyone places "
                        f"({_choice_hint(god)})")
    to_move = record.to_move - 1
    if to_move in due:
        start = written or 0
    elif item:
        raise SfenError(f"{item}: a start seat is written only while the seat to move orients its "
                        "setup choice")
    else:
        start = to_move
    acting = min(due, key=lambda seat: (seat - start) % len(record.seats))
    if to_move != acting:
        if to_move in due:
            raise SfenError(f"seat {acting + 1} ({record.seats[acting].god}) makes its setup choice before "
                            f"seat {to_move + 1}, from start seat {start + 1}")
        core.set_turn_state(acting, record.round, core.alive, -1)
    core.set_opener(start)


def _fleece_of(record: SfenRecord) -> str | None:
    """The Ram's god of a Golden Fleece position (``fleece:<god>``), or None; the variant
    is a 2-player game of mortal seats with one eligible god on the Ram (gods.md §7.1)."""
    gods = record.fleece_gods
    if not gods:
        if record.rams:
            raise SfenError("a ram@<square> item needs the Golden Fleece variant (a fleece:<god> item)")
        return None
    if len(gods) > 1:
        raise SfenError(f"{len(gods)} fleece items in the extra field: the game has one Ram")
    god = gods[0]
    if god not in GODS:
        raise UnsupportedError(f"unknown god {god!r} on the Ram")
    if not GODS[god].golden_fleece:
        raise UnsupportedError(f"{god} has no Golden Fleece icon: it cannot be the Ram's power")
    if god not in RAM_POWERS:
        raise UnsupportedError(f"god {god!r} is not playable on the Ram (playable: {', '.join(sorted(RAM_POWERS))})")
    if len(record.seats) != 2:
        raise SfenError(f"the Golden Fleece is played by 2 players, not {len(record.seats)}")
    for seat in record.seats:
        if seat.god != "mortal":
            raise SfenError(f"in the Golden Fleece no player has a power of his own: side {seat.side} has {seat.god}")
    return god


def _place_ram(core: CorePosition, record: SfenRecord, per_side: dict[int, int]) -> None:
    """The Ram of a Golden Fleece position, the powers it gives at the start of this turn,
    and the seats' states of the power they hold (``mortal[dionysus:1]``), or of a watching
    power whether they hold it or not (``mortal[eris:b2]``)."""
    rams = record.rams
    over = any(seat.winner for seat in record.seats)
    placed = len(per_side) == 2 or over
    if not placed and (1 in per_side or record.to_move != (2 if 0 in per_side else 1)):
        raise SfenError("in the Golden Fleece seat 1 places its workers first, then seat 2")
    if len(rams) > 1:
        raise SfenError(f"{len(rams)} ram items in the extra field: the game has one Ram")
    if rams and not placed:
        raise SfenError("the Ram is placed after both sides' workers")
    if not rams and placed and record.to_move != 1 and not over:
        raise SfenError("both sides have placed: seat 1 places the Ram (ram@<square>) before seat 2's first turn")
    for sq in rams:
        if record.heights[sq] or record.domes[sq] or any(square == sq for square, _ in record.workers):
            raise SfenError(f"the Ram on {SQUARE_NAMES[sq]} must stand alone on an empty ground-level square")
        try:
            core.place_ram(sq)
        except ValueError:      # the boulder's square
            raise SfenError(f"the Ram on {SQUARE_NAMES[sq]} must stand alone on an empty ground-level square") from None
    core.hand_fleece()
    for index, seat in enumerate(record.seats):
        if seat.state is None:
            continue
        god, _, text = seat.state.partition(":")
        if core.ram is None:
            raise SfenError(f"side {seat.side} shows [{seat.state}] before the Ram stands: nobody holds its power")
        if god != core.fleece or not text:
            raise SfenError(f"side {seat.side} shows [{seat.state}]: a seat shows only the state of the Ram's "
                            f"power it holds ({core.fleece}:<state>)")
        if core.held(index) != god and god not in WATCHING_GODS:
            # Only extra turns under way (Dionysus) show a state, and the power held when the
            # turn began stays for them, next to the Ram or not: the seat to move keeps it.
            if index != record.to_move - 1:
                raise SfenError(f"side {seat.side} shows [{seat.state}] but holds no power: none of its "
                                "workers is next to the Ram")
            core.set_held(index, god)
        core.set_state(index, _state_word(god, text))
    _check_fits(core, record)


def _state_word(god: str, text: str | None) -> int:
    """The core's state word for a seat's SFEN state text."""
    if text is None:
        return 0
    # A counter that has more states (Morpheus' rest: `2,rest:c3`) reads those with its codec.
    if god in SFEN_COUNTERS and (god not in SFEN_CODECS or SFEN_CODECS[god][0](text) is None):
        least, most = SFEN_COUNTERS[god]
        if not (text.isdigit() and text.isascii() and text[0] != "0" and least <= int(text) <= most):
            more = "; docs/notation.md for its other states" if god in SFEN_CODECS else ""
            raise SfenError(f"bad state [{text}] for god {god!r} (a number {least}..{most}, or no state for 0{more})")
        return int(text)
    if god in SFEN_CODECS:
        word = SFEN_CODECS[god][0](text)
        if word is not None:
            return word
    states = GOD_STATES.get(god, {})
    if text not in states:
        raise SfenError(f"bad state [{text}] for god {god!r} (allowed: {_some_states(states)})")
    return states[text]


def _some_states(states: Collection[str], shown: int = 12) -> str:
    """The first state texts of a god, the rest counted: a power whose state names squares
    has hundreds (docs/notation.md lists their shapes)."""
    texts = [f"[{t}]" for t in states]
    if len(texts) > shown:
        return ", ".join(texts[:shown]) + f", ... ({len(texts) - shown} more: docs/notation.md)"
    return ", ".join(texts) or "none"


def _state_text(god: str, word: int) -> str | None:
    """The SFEN state text of a seat's state word (None for the default state)."""
    if god in SFEN_CODECS and (text := SFEN_CODECS[god][1](word, 0)) is not None:
        return text
    if god in SFEN_COUNTERS:
        return str(word) if word else None
    if god in SFEN_CODECS:
        return None
    for text, value in GOD_STATES.get(god, {}).items():
        if value == word:
            return text
    return None


def _night(core: CorePosition, record: SfenRecord, seat: int) -> None:
    """A seat whose card brings a Night Power (Nyx): `nyx[zeus]`, or `nyx[athena:^]` while
    she holds it in a state (whether she holds it follows from the board: _check_watched);
    `nyx` alone takes the first the lineup allows (rules.gods.start_states)."""
    god, text = record.seats[seat].god, record.seats[seat].state
    if text is None:    # none named: the first the game allows (docs/promo-gods.md)
        text = start_states([other.god for other in record.seats])[seat]
        if text is None:
            raise SfenError(f"no Night Power can go with {', '.join(other.god for other in record.seats)}")
    night, colon, inner = text.partition(":")
    problem = night_problem(night, [other.god for other in record.seats])
    if problem is not None:
        raise (UnsupportedError if night in GODS else SfenError)(f"{god}[{text}]: {problem}")
    if colon and not inner:
        raise SfenError(f"bad state [{text}] for god {god!r}: nothing after ':'")
    core.set_night(seat, night)
    if inner:
        core.set_god(seat, god, _state_word(night, inner))
        core.set_held(seat, night)


def _blocked(core: CorePosition, side: int) -> int:
    """The squares with a dome or a worker of another side than ``side``, as a bitboard."""
    domes = sum(1 << sq for sq, dome in enumerate(core.domes()) if dome)
    return domes | sum(1 << sq for sq, owner, _ in core.workers() if owner != side)


def _card_data(core: CorePosition, record: SfenRecord, seat: int, per_side: dict[int, int]) -> None:
    """A seat whose state lives in the card data (Hecate: what her opponents know of where her
    workers stand, ``hecate[*]``, ``hecate[b2,c3,!d4]``; no state before she places).  A SFEN
    written for an opponent shows none of her workers: her state says she has placed."""
    entry = record.seats[seat]
    if entry.state is None:
        if SIDE_LETTERS.index(entry.side) in per_side:
            raise SfenError(f"{entry.god} (seat {seat + 1}) has placed: her state says what her opponents know "
                            f"({entry.god}[*] or the squares, docs/notation.md)")
        return
    data = DATA_CODECS[entry.god].data_read(entry.state, _blocked(core, core.seat_side(seat)))
    if data is None:
        raise SfenError(f"bad state [{entry.state}] for god {entry.god!r}: '*' or squares, a known one after '!'")
    core.set_card_data(0, data)
    if SIDE_LETTERS.index(entry.side) not in per_side:
        core.mark_placed(seat)      # her workers are hidden from the seat this was written for


def _deck(core: CorePosition, record: SfenRecord, seat: int, rulings: int) -> None:
    """A seat whose card keeps a deck of powers (Chaos, gods.md §3.2 14): the power revealed and
    its state, the discards, ``draw`` while a reveal is due, the order after a bar, top first,
    which only a referee knows (``chaos[athena:^,pan,draw|hermes,atlas]``); no state before the
    first reveal. The deck holds the lineup's cards (:func:`~santorini.rules.gods.deck_cards`)
    less those named."""
    god, text = record.seats[seat].god, record.seats[seat].state or ""
    codec = DECK_GODS[god]
    pool = deck_cards(god, [other.god for other in record.seats], rulings)
    if record.seats[seat].state is None:        # the first reveal is due: the whole deck, unordered
        core.set_card_data(0, codec.encode(pool, ())[0])
        return
    main, bar, order_text = text.partition("|")
    names = main.split(",") if main else [""]
    held, colon, inner = names[0].partition(":")
    due = names[-1] == "draw" and len(names) > 1
    discards = names[1:-1] if due else names[1:]
    named = ([held] if held else []) + discards
    problem = None
    if not held and (discards or due or colon or not bar):
        problem = "the power revealed comes first"
    elif any(name not in pool for name in named) or len(set(named)) != len(named):
        problem = f"each power named once, from the deck ({', '.join(pool)})"
    elif discards != sorted(discards, key=POWERS.index):
        problem = "the discards in the catalog's order"
    elif (colon and not inner) or (due and colon):
        problem = "a state after ':' only for the power held, not one a due reveal discards"
    if problem is not None:
        raise SfenError(f"bad state [{text}] for god {god!r}: {problem}")
    deck = [name for name in pool if name not in named]
    drawn_from = deck or (discards + [held] if due else [])
    order = order_text.split(",") if bar and order_text else []
    if bar and sorted(order) != sorted(drawn_from):
        raise SfenError(f"bad state [{text}] for god {god!r}: the order after '|' names every card the next "
                        f"draw draws from ({', '.join(drawn_from) or 'none: the deck is empty'}), top first")
    data, known = codec.encode(deck, discards, held if due else None, order if bar else None)
    core.set_card_data(0, data)
    core.set_card_data(1, known)
    if held and not due:
        core.set_held(seat, held)
        core.set_state(seat, _state_word(held, inner or None))


def _deck_text(core: CorePosition, seat: int, god: str) -> str | None:
    """The SFEN state of a seat whose card keeps a deck (_deck reads it)."""
    _, discards, going, order = DECK_GODS[god].decode(core.card_data(0), core.card_data(1))
    held = going or core.held(seat)
    names = [] if held == god else [held]
    if names and going is None:
        inner = _state_text(held, core.god_state(seat))
        names = [held if inner is None else f"{held}:{inner}"]
    names += discards + (["draw"] if going is not None else [])
    text = ",".join(names)
    if order is not None:
        text += "|" + ",".join(order)
    return text or None


def _most_workers(seat: SeatRecord, record: SfenRecord) -> int:
    """The most workers the seat's side may show: its card's (two unless it brings more into
    play), or, for a seat that holds its opponent's power for a while (SFEN_HOLDERS), as many
    as that power's seat when the power gains workers as the game goes (the heads stay)."""
    most = MOST_WORKERS.get(seat.god, {}).get(seat.state, 2)
    if seat.god in SFEN_HOLDERS:
        most = max([most] + [max(MOST_WORKERS[other.god].values()) for other in record.seats
                             if other.god in WORKER_GAINERS and other is not seat])
    return most


def _check_watched(core: CorePosition, record: SfenRecord) -> None:
    """Let the cards that watch the turns take the position as it is set up (Nyx holds her
    Night Power while the complete towers are odd, her opponent then no power), and refuse a
    state written for a power the seat does not hold then (a hero's spent mark is his card's:
    kept)."""
    core.observe_loaded()
    for index, seat in enumerate(record.seats):
        if seat.state is None or seat.eliminated:
            continue
        if seat.god in NIGHT_HOLDERS:
            night, _, inner = seat.state.partition(":")
            if inner and core.held(index) != night:
                raise SfenError(f"{seat.god}[{seat.state}]: she holds her Night Power only while the number "
                                "of complete towers is odd")
        elif (core.held(index) == "mortal" and seat.god != "mortal"
              and _state_text(seat.god, core.god_state(index)) != seat.state):
            # A powerless seat keeps only what is its card's (a hero's spent mark).
            raise SfenError(f"{seat.god}[{seat.state}]: the seat holds no power now (Nyx holds her Night Power "
                            "while the number of complete towers is odd)")


def _hold(core: CorePosition, record: SfenRecord, seat: int) -> None:
    """A seat that holds its opponent's power (Circe): `circe[pan]`, `circe[athena:^]`; or,
    holding none, keeps its own memory of play of that power (`circe[b2]`: GOD_STATE_PER_SEAT)."""
    god, text = record.seats[seat].god, record.seats[seat].state or ""
    held, colon, inner = text.partition(":")
    others = [other.god for i, other in enumerate(record.seats) if i != seat]
    if len(others) == 1 and others[0] in PER_SEAT_GODS and text.split(",")[0] in SQUARE_NAMES:
        # Her own memory of the power she does not hold now (Eris' mark): `circe[b2]`.
        core.set_god(seat, god, _state_word(others[0], text))
        return
    if len(others) != 1 or held != others[0] or held == god or held not in PLAYABLE:
        raise SfenError(
            f"bad state [{text}] for god {god!r}: it names the opponent's power she holds"
            f" ({others[0] if len(others) == 1 else 'two players only'})"
        )
    if record.seats[1 - seat].state is not None and held not in CARD_STATE_GODS | PER_SEAT_GODS:
        # (its pieces stay with its card; a memory of play is each seat's)
        raise SfenError(f"{held!r} has no state while {god!r} holds its power")
    if colon and not inner:
        raise SfenError(f"bad state [{text}] for god {god!r}: nothing after ':'")
    if inner and held in CARD_STATE_GODS:
        raise SfenError(f"{god}[{text}]: {held}'s pieces on the board are written on its own seat")
    core.set_god(seat, god, _state_word(held, inner or None))
    core.set_held(seat, held)
    core.set_held(1 - seat, "mortal")


__all__ = [
    "Board",
    "LegalMoveGenerator",
    "Move",
    "MoveLike",
    "Outcome",
]
