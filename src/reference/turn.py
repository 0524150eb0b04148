"""A turn in progress, as the oracle builds it step by step: the pieces it changes
(:class:`Pieces`), what the god remembers (:class:`PartialTurn`), and each step's text.
"""

from __future__ import annotations

from typing import Final

from santorini.notation import ORIENTATIONS, SQUARE_NAMES, STEP_KINDS, Step

__all__ = ["BIND", "BUILD", "DOME", "FORCE", "KILL", "MOVE", "OFF", "ORIENT", "PLACE", "REMOVE", "SWITCH", "TALUS",
           "PartialTurn", "Pieces", "TurnContext", "step_text"]


def step_text(step: Step) -> str:
    """A step as written in a token: ``-c3``, ``^d4``, ``^d4*``, ``,b2``, ``>c3``, ``_a1``, ``xe4``, ``+a1``, ``~c3``,
    ``@c2``, ``=ne`` (an orientation: its ``square`` is the index in ``ORIENTATIONS``).

    >>> step_text(Step("build", 18, dome=True)), step_text(Step("orient", 1)), step_text(Step("orient", 8))
    ('^d4*', '=ne', '=off')
    """
    if step.kind == "orient":
        return ORIENT[step.square]
    return STEP_KINDS[step.kind] + SQUARE_NAMES[step.square] + ("*" if step.dome else "")


# Step texts by square, made once: the search writes millions of them.
MOVE: Final = tuple(STEP_KINDS["move"] + name for name in SQUARE_NAMES)
BUILD: Final = tuple(STEP_KINDS["build"] + name for name in SQUARE_NAMES)
DOME: Final = tuple(STEP_KINDS["build"] + name + "*" for name in SQUARE_NAMES)
SWITCH: Final = tuple(STEP_KINDS["switch"] + name for name in SQUARE_NAMES)
FORCE: Final = tuple(STEP_KINDS["force"] + name for name in SQUARE_NAMES)
REMOVE: Final = tuple(STEP_KINDS["remove"] + name for name in SQUARE_NAMES)
KILL: Final = tuple(STEP_KINDS["kill"] + name for name in SQUARE_NAMES)
PLACE: Final = tuple(STEP_KINDS["place"] + name for name in SQUARE_NAMES)
BIND: Final = tuple(STEP_KINDS["bind"] + name for name in SQUARE_NAMES)

#: Europa's Talus put on a square (the notation's ``token`` step), the last step of her turn: ``b2-c3^d4@c2``.
TALUS: Final = tuple(STEP_KINDS["token"] + name for name in SQUARE_NAMES)

#: A direction token turned (the notation's ``orient`` step), by the index in ``ORIENTATIONS``: Aeolus' wind
#: at the end of his turn (``b2-c3^d4=ne``, ``=off``), Siren's Song at setup (``=ne``).
ORIENT: Final = tuple(STEP_KINDS["orient"] + name for name in ORIENTATIONS)

#: The index of ``=off`` (the token taken off the board, back onto the card).
OFF: Final = ORIENTATIONS.index("off")


class Pieces:
    """The pieces on the board: all a turn in progress changes, and the square it may never
    touch.

    ``blocked`` holds the squares of the Pantheon edition's boulder (docs/usp.md §3) and
    of the Golden Fleece's Ram, where they stand: fixed obstacles placed at setup on
    ground-level squares, and of Europa's Talus (any level; it moves only as the last step of
    her turn). No worker may enter them (move, force or placement) and nobody may build on
    them, whatever the power; they are no domes (no complete towers, never shown on the
    board as domes).

    A board is never changed once a partial turn holds it: a step makes a new board that
    copies the one container it changes and shares the others.
    """

    __slots__ = ("heights", "domes", "workers", "blocked")

    def __init__(self, heights: list[int], domes: list[bool], workers: dict[int, str], blocked: frozenset[int]) -> None:
        self.heights = heights
        self.domes = domes
        self.workers = workers  # square -> letter as written
        self.blocked = blocked  # the boulder's, the Ram's and the Taluses' squares, if any

    def with_heights(self) -> Pieces:
        """A new board whose heights may be changed."""
        return Pieces(list(self.heights), self.domes, self.workers, self.blocked)

    def with_domes(self) -> Pieces:
        """A new board whose domes may be changed."""
        return Pieces(self.heights, list(self.domes), self.workers, self.blocked)

    def with_workers(self) -> Pieces:
        """A new board whose workers may be changed."""
        return Pieces(self.heights, self.domes, dict(self.workers), self.blocked)

    def key(self) -> tuple[object, ...]:
        # The boulder and the Ram never move, and the Talus only at the end of Europa's turn
        # (the partial turn's ``talus``): the same on every board of a turn, so not in the key.
        return (tuple(self.heights), tuple(self.domes), frozenset(self.workers.items()))

    def side_of(self, sq: int) -> str | None:
        letter = self.workers.get(sq)
        return None if letter is None else letter.upper()

    def is_closed(self, sq: int) -> bool:
        """A dome, the boulder, the Ram or a Talus stands on ``sq``: no worker may enter it, nobody may build on it."""
        return self.domes[sq] or sq in self.blocked

    def is_unoccupied(self, sq: int) -> bool:
        """No worker, no dome, no boulder, no Ram, no Talus: a worker may be moved, forced or placed there."""
        return sq not in self.workers and not self.is_closed(sq)

    def workers_of(self, side: str) -> list[int]:
        return sorted(sq for sq, letter in self.workers.items() if letter.upper() == side)


class TurnContext:
    """What the start of a turn fixes, shared by every partial turn of it (never changed).

    ``seat`` / ``side``: the acting seat and its side letter. ``power``: the power that seat
    plays now (its god's, or the one Circe holds, or ``mortal`` for the seat Circe took it
    from). ``machine``: the power steering this turn's steps and move effects - ``power``,
    or ``mortal`` in a Dionysus extra turn (a normal move and build, no power).
    ``extra``: this is a Dionysus extra turn. ``can_win``: a move may win (not in an extra
    turn). ``chronus``: the seat whose Chronus power wins as soon as five complete towers
    stand, or None (none in play, or an extra turn without ``dionysus-chronus``).
    ``restricters``: ``(power, side)`` of every opposing seat in play whose power binds
    other seats' turns (Athena only while her state is set). ``frozen``: the squares of
    the workers Hypnus froze. ``charmed``: the squares of the workers Aphrodite charmed.
    ``persephone``: a Persephone of an opposing seat is in play. ``bound``: Adonis' binding
    on this turn, the squares where the bound workers stand when it starts (his worker and
    the opponent's, or - original text - the opponent's alone), or None; ``binder``: Adonis'
    side. ``rulings``: the selected ruling alternatives. ``three_players``: sides that lose their last worker are
    eliminated, not beaten. ``seats_in_play``: ``(seat, side)`` of every seat not eliminated.
    ``amazons``: the sides of the seats in play that hold Hippolyta's power (any seat, the
    acting one and teammates included: it binds every move of every worker but their
    female ones); empty when nobody holds it. ``winds``: ``(direction, side)`` of the wind of
    every Aeolus seat in play whose token blows (beside the board): the index (in the notation's
    ``DIRECTIONS``) of the direction no move of any worker may take (the one opposite the
    direction it blows toward), and Aeolus' side; empty when no wind blows. ``hidden``:
    ``(square, side)`` of every worker left out of this turn's pieces: a Clio worker standing
    on one of her coins, on a turn of another side (no power of that turn sees it, but it
    still counts as a worker of her side: a side with one is not out). ``harpies``: the sides
    of the seats in play that hold Harpies' power (any seat, the acting one too: her slide
    follows every move of a worker of another side, whoever moves it); empty when nobody
    holds it. ``teams``: the team letter of each side letter in the Pantheon edition's
    2-against-2 with a pair of workers a player (seats A, B, C, D: ``{"A": "A", "B": "B",
    "C": "A", "D": "B"}``), where a teammate's side is another letter but never an opponent;
    empty otherwise (each side is its own team: with classic teams the teammates share one
    letter). Every test "is this worker an opponent's" compares teams (:meth:`team`), every
    "your workers" stays the side's own letter. ``alternative``: this is Eris' alternative
    turn, the plain move and build of an opposing worker she did not mark (``machine`` is then
    ``mortal``, as in a Dionysus extra turn). ``marking``: a seat in play holds Eris' power (or
    she is the Golden Fleece's god: every seat keeps its mark, holder or not), so the turn
    follows the marked workers (``trailed``: their squares on this turn's pieces, ascending)
    and the acting seat's own workers that make a move (``PartialTurn.stepped``).
    ``spree``: this is one of Heracles' extra turns (a dome or ``pass``; ``machine`` is then
    ``heracles``, although his power is spent). ``any_order``: Heracles' domes go in any order, no
    dome after the last one in ASCII order (an opposing Gaea is in play, whatever waits on her card:
    ``gaea.ANY_ORDER_SPREES``); his spree then names no last dome, and the first dome of his original
    text's turn is no part of its outcome but as a dome on the board. ``chance``: this is Tyche's extra
    turn after her six (any ordinary turn of hers, or ``pass``; a Persephone that binds it binds ``pass`` too).
    ``abyss``: the square of Tartarus' Abyss when named and known (a worker entering it makes its
    side lose, checked after every step), else None. ``fates``: ``(seat, side, area)`` of every
    Moerae seat in play opposing the acting seat whose Fate area is known (its four squares): a
    winning move whose win is judged on one of them wins for her (``RefPosition._move_winner``);
    empty when there is none. ``calm``: the seats whose whirlpools on the board act no more for
    now (a Charybdis whom Nyx leaves no power): they transport nobody. ``pause``: this turn may
    pause after a dome for Gaea's placement (its power is one of ``gaea.REST_PHASES`` or
    ``gaea.TOKEN_REST``, a Gaea in play has a worker on her card; see ``RefPosition._paused``): the squares she may not place on
    besides those the turn's board shows taken (the boulder, the Ram, a Talus, a Clio worker on
    her coin); None when no pause may come. ``placing``: the same squares for any turn (an extra
    turn, a rest, a power that never pauses included) while a Gaea in play has a worker on her card:
    each dome the turn builds is followed (``PartialTurn.domed``, ``RefPosition._dome_noted``); None
    when no Gaea may place.
    """

    __slots__ = ("seat", "side", "power", "machine", "extra", "can_win", "chronus", "restricters", "frozen",
                 "charmed", "persephone", "bound", "binder", "rulings", "three_players", "seats_in_play", "amazons",
                 "winds", "hidden", "harpies", "teams", "alternative", "marking", "trailed", "spree", "any_order",
                 "chance", "abyss", "fates", "calm", "pause", "placing")

    #: Fields a context may leave out, with their defaults.
    _DEFAULTS = {"teams": None, "alternative": False, "marking": False, "trailed": (), "spree": False,
                 "any_order": False, "chance": False, "abyss": None, "fates": (), "calm": frozenset(), "pause": None,
                 "placing": None}

    def __init__(self, **fields: object) -> None:
        for name in self.__slots__:
            setattr(self, name, fields.get(name, self._DEFAULTS[name]) if name in self._DEFAULTS else fields[name])

    def but(self, **changes: object) -> TurnContext:
        """A copy with some fields changed (Eris' alternative turn from her ordinary one)."""
        fields = {name: getattr(self, name) for name in self.__slots__}
        fields.update(changes)
        return TurnContext(**fields)

    def team(self, side: str | None) -> str | None:
        """The team of a side letter: its own letter, or in the Pantheon edition's
        2-against-2 the letter of the team's first seat (C plays for A, D for B)."""
        return self.teams.get(side, side) if self.teams else side

    def own_pairs(self) -> bool:
        """The Pantheon edition's 2-against-2: teammates have a pair of workers each."""
        return bool(self.teams)

    def binds(self, power: str, worker_side: str | None, out: frozenset[str] = frozenset()) -> bool:
        """Does an opposing ``power`` restrict a worker of ``worker_side`` now? Never the
        power of the worker's own side (a Dionysus extra turn moves an opponent's worker),
        nor one whose side lost its last worker during this turn (``out``); in the Pantheon
        edition's 2-against-2 never a power of the worker's team (its own seat's or its
        teammate's)."""
        if self.teams:
            theirs = self.team(worker_side)
            return any(pw == power and self.team(side) != theirs and side not in out for pw, side in self.restricters)
        return any(pw == power and side != worker_side and side not in out for pw, side in self.restricters)

    def sides_with(self, power: str, worker_side: str | None, out: frozenset[str] = frozenset()) -> list[str]:
        """The sides of the opposing seats whose ``power`` restricts a worker of ``worker_side``
        (the seats' own letters: their workers are that side's; never the worker's team)."""
        theirs = self.team(worker_side)
        return [side for pw, side in self.restricters
                if pw == power and self.team(side) != theirs and side not in out]


class PartialTurn:
    """A turn in progress: the board after the steps so far, and what the god remembers.

    ``phase`` says which steps may come next (see ``RefPosition._options``):
    ``start`` nothing done yet, ``moved`` / ``moved2`` after the first / second move,
    ``prebuilt`` Prometheus built before moving, ``wander`` Hermes made a same-level
    move, ``ferried`` Charon's acting worker ferried an opponent and must now move,
    ``built`` the mandatory build is done but an optional step may follow (a second
    build, Ares' removal of a block, Hestia's second build, Poseidon's switch),
    ``shore`` Triton's worker ended a move on the perimeter (it may move again),
    ``paused`` the turn paused after a dome for Gaea's placement (its rest comes later, a
    turn of its own: :mod:`~santorini.reference.gaea`),
    ``dreaming`` Morpheus moved and may build up to his stock, ``sea`` / ``sea0`` Poseidon's
    unmoved worker built (may build again) / was selected (must build), ``moon`` Selene's
    female was selected to build a dome, ``done`` nothing may follow, ``won`` the game is
    won (by ``winner``), ``passed`` an extra turn declined; Nemesis' ``trading`` and
    ``chosen``, Graeae's ``hags``, Aeolus' ``gale`` and Siren's ``song``, ``sing`` and
    ``sung`` are named in :mod:`~santorini.reference.gods_golden_fleece`, the heroes' phases
    in :mod:`~santorini.reference.heroes`.
    ``domed``: while a Gaea may place (``TurnContext.placing``), each dome the turn built so far with
    the squares she could place on next to it right after the step that built it (gods.md §3.3, 35:
    she places *immediately* after a dome), in build order; her placement after the turn is next to
    a dome only on a square eligible both then and after the turn (``gaea.open_domes``).
    The object is never changed once made; every step makes a new one.
    """

    __slots__ = ("board", "worker", "phase", "avoid", "first_build", "climbed", "ctx", "winner", "out", "charmed",
                 "moved", "spent", "used", "forces", "binds", "followed", "kept", "talus", "orient", "stepped",
                 "trail", "marks", "pools", "domed")

    def __init__(
        self,
        board: Pieces,
        worker: int,
        phase: str,
        avoid: int | None = None,
        first_build: int | None = None,
        climbed: bool = False,
        ctx: TurnContext | None = None,
        winner: int | None = None,
        out: frozenset[str] = frozenset(),
        charmed: frozenset[int] = frozenset(),
        moved: frozenset[int] = frozenset(),
        spent: int = 0,
        used: bool = False,
        forces: tuple[int, ...] = (),
        binds: tuple[int, ...] = (),
        followed: tuple[int, ...] = (),
        kept: bool = False,
        talus: int | None = None,
        orient: int | None = None,
        stepped: frozenset[int] = frozenset(),
        trail: tuple[int, ...] = (),
        marks: tuple[tuple[int, ...], ...] | None = None,
        pools: tuple[tuple[int, ...], ...] = (),
        domed: tuple[tuple[int, frozenset[int]], ...] = (),
    ) -> None:
        self.board = board  # the pieces as they stand now (never changed once made)
        self.worker = worker  # the square of the worker acting now (-1: Jason's extra worker still on his card)
        self.phase = phase
        self.avoid = avoid  # Artemis: the square she started from, closed to her second move
        self.first_build = first_build  # the first square built on this turn (Demeter, Hephaestus)
        self.climbed = climbed  # a worker moved up this turn (Athena's state, Persephone)
        self.ctx = ctx  # what the turn's start fixed (shared; not part of the key)
        self.winner = winner  # the seat that won during this turn (phase 'won')
        self.out = out  # sides that lost their last worker during this turn
        self.charmed = charmed  # squares of the charmed workers now (Aphrodite)
        self.moved = moved  # squares of the workers that made a move this turn (tracked under Aphrodite)
        self.spent = spent  # builds counted against a limit (Morpheus' stock, Poseidon's three)
        self.used = used  # a hero's once-a-game power was used this turn (the seat's [used] mark)
        self.forces = forces  # Odysseus' '>' squares so far (a worker, its corner, ...); Nemesis' first trade
        self.binds = binds  # Adonis' '~' squares so far: his worker and the opponent's (original text: theirs)
        self.followed = followed  # where the workers an opposing Adonis bound stand now (-1: removed)
        self.kept = kept  # the concluded turn ends with Adonis' binding kept (set by RefPosition._conclude)
        self.talus = talus  # where Europa put her Talus this turn (None: it stays where it was)
        self.orient = orient  # Aeolus' '=dir' this turn: the index in ORIENTATIONS (None: the wind stays as it was)
        # Eris (while ``ctx.marking``): where the acting seat's own workers that made a move this turn stand now,
        # where the workers she marked stand now (aligned with ``ctx.trailed``; -1: out of the game), and -
        # once the turn is concluded - every seat's mark after it (None: not judged, a declined extra turn).
        self.stepped = stepped
        self.trail = trail
        self.marks = marks
        # Charybdis' whirlpools on the board now, per seat (each seat's squares, ascending), or ()
        # when none stands anywhere: those on the board when the turn began, less the ones that
        # returned to her card during it, plus the one her turn puts on the board at its end.
        # ``RefPosition._options`` keeps it up to date after every step (the steps' own
        # constructors may leave it out).
        self.pools = pools
        # Gaea (while ``ctx.placing``): (dome, squares eligible next to it right after its step), in build
        # order; ``RefPosition._options`` keeps it up to date after every step.
        self.domed = domed

    def key(self) -> tuple[object, ...]:
        """Everything that decides the rest of the turn: two partial turns with equal keys
        have the same continuations, so the search keeps only the better spelling."""
        return (self.board.key(), self.worker, self.phase, self.avoid, self.first_build, self.climbed, self.winner,
                self.out, self.charmed, self.moved, self.spent, self.used, self.forces, self.binds, self.followed,
                self.talus, self.orient, self.stepped, self.trail, self.pools, self.domed)

    def then(self, phase: str, board: Pieces | None = None, **changes: object) -> PartialTurn:
        """A copy with a new phase (and board, worker, memory)."""
        child = PartialTurn(board or self.board, self.worker, phase, self.avoid, self.first_build, self.climbed,
                            self.ctx, self.winner, self.out, self.charmed, self.moved, self.spent, self.used,
                            self.forces, self.binds, self.followed, self.kept, self.talus, self.orient, self.stepped,
                            self.trail, self.marks, self.pools, self.domed)
        for name, value in changes.items():
            setattr(child, name, value)
        return child
