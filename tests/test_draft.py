"""The god draft (santorini.rules.draft): offer, choices in seat order, start seat, SFEN."""

from __future__ import annotations

import pytest

from santorini import Board
from santorini.engine.draft_player import advise
from santorini.errors import IllegalMoveError, NotationError, SantoriniError, UnsupportedError
from santorini.notation import parse_sfen
from santorini.rules import gods
from santorini.rules.draft import Draft, offer_token

SIMPLE = list(gods.POWERS[:10])
EMPTY = "00000/00000/00000/00000/00000"


def played(players: int, *tokens: str, **options: object) -> Draft:
    draft = Draft(players, **options)  # type: ignore[arg-type]
    for token in tokens:
        draft.play(token)
    return draft


# --------------------------------------------------------------------------- full drafts


def test_two_player_draft() -> None:
    draft = Draft()
    assert (draft.phase, draft.to_move, draft.done, draft.gods, draft.start_seat) == ("offer", 1, False, None, None)
    draft.play("offer:pan,apollo")  # any order is accepted
    assert draft.offered == ("apollo", "pan") and draft.history == ["offer:apollo,pan"]
    assert (draft.phase, draft.to_move) == ("choose", 2)
    draft.play("choose:apollo")
    # The Challenger (seat 1) gets the last god without a token.
    assert draft.gods == ("pan", "apollo") and (draft.phase, draft.to_move) == ("first", 1)
    assert draft.legal_tokens() == ["first:1", "first:2"]
    draft.play("first:1")
    assert draft.done and draft.start_seat == 1 and draft.to_move == 1 and draft.legal_tokens() == []
    assert draft.sfen() == f"{EMPTY} 1 A:pan,B:apollo 1 -"
    assert draft.history == ["offer:apollo,pan", "choose:apollo", "first:1"]


def test_three_player_draft_chooses_in_seat_order() -> None:
    draft = played(3, "offer:pan,atlas,demeter")
    assert draft.to_move == 2 and draft.legal_tokens() == ["choose:atlas", "choose:demeter", "choose:pan"]
    draft.play("choose:pan")
    assert draft.to_move == 3 and draft.legal_tokens() == ["choose:atlas", "choose:demeter"]
    draft.play("choose:atlas")
    assert draft.gods == ("demeter", "pan", "atlas")
    assert draft.legal_tokens() == ["first:1", "first:2", "first:3"]
    draft.play("first:3")
    assert draft.sfen() == f"{EMPTY} 3 A:demeter,B:pan,C:atlas 1 -"
    assert draft.to_move == 3


def test_four_player_draft_sides_alternate() -> None:
    draft = played(4, "offer:zeus,apollo,hermes,pan", "choose:hermes", "choose:zeus", "choose:apollo", "first:2")
    assert draft.gods == ("pan", "hermes", "zeus", "apollo")
    # Seat 2 places team B, seat 3 team A, and seat 4 (seat 2's teammate) takes the first turn.
    assert draft.sfen() == f"{EMPTY} 2 A:pan,B:hermes,A:zeus,B:apollo 1 -"


def test_sfen_parses_and_seats_match_the_player_count() -> None:
    for players in (2, 3, 4):
        names = ["apollo", "athena", "atlas", "pan"][:players]
        draft = played(players, offer_token(names), *[f"choose:{n}" for n in names[1:]], "first:1")
        rec = parse_sfen(draft.sfen())
        assert [s.god for s in rec.seats] == [names[0], *names[1:]]
        assert "".join(s.side for s in rec.seats) == {2: "AB", 3: "ABC", 4: "ABAB"}[players]
        assert rec.to_move == 1 and rec.round == 1 and not rec.workers


def test_sfen_before_the_end_is_an_error() -> None:
    with pytest.raises(IllegalMoveError, match="not finished"):
        played(2, "offer:apollo,pan").sfen()


# --------------------------------------------------------------------------- mortal


def test_no_power_game_in_two_players() -> None:
    draft = played(2, "offer:mortal,mortal")
    assert draft.legal_tokens() == ["choose:mortal"]
    draft.play("choose:mortal")
    draft.play("first:1")
    assert draft.sfen() == "00000/00000/00000/00000/00000 1 A:mortal,B:mortal 1 -"


def test_handicap_game_with_one_power() -> None:
    draft = played(2, "offer:mortal,pan", "choose:mortal", "first:2")
    assert draft.sfen() == f"{EMPTY} 2 A:pan,B:mortal 1 -"


def test_mortal_requires_two_players_by_default() -> None:
    with pytest.raises(UnsupportedError, match="powers are required"):
        played(3, "offer:mortal,pan,apollo")
    with pytest.raises(UnsupportedError):
        played(2, "offer:mortal,pan", allow_mortal=False)
    draft = played(4, "offer:mortal,mortal,mortal,mortal", allow_mortal=True)
    assert draft.legal_tokens() == ["choose:mortal"]


def test_only_mortal_may_repeat() -> None:
    with pytest.raises(IllegalMoveError, match="'pan' is offered twice"):
        played(2, "offer:pan,pan")
    with pytest.raises(IllegalMoveError, match="offered twice"):
        played(3, "offer:pan,pan,apollo")


# --------------------------------------------------------------------------- legal tokens


def test_offers_enumerate_the_pool() -> None:
    # The default pool is gods.PLAYABLE (the gods the native core can play).
    assert Draft(2).legal_tokens() == Draft(2).legal_tokens(pool=gods.PLAYABLE)
    assert "offer:mortal,mortal" in Draft(2).legal_tokens()
    tokens = Draft(2).legal_tokens(pool=SIMPLE)
    assert len(tokens) == 45  # every pair of distinct Simple Gods: no ban among them
    tokens = Draft(2).legal_tokens(pool=SIMPLE + ["mortal"])
    assert "offer:mortal,mortal" in tokens and "offer:apollo,mortal" in tokens
    assert tokens == sorted(tokens) and len(tokens) == len(set(tokens))
    assert Draft(2).legal_tokens(pool=["pan", "hades", "apollo"]) == ["offer:apollo,hades", "offer:apollo,pan"]
    assert Draft(3).legal_tokens(pool=["chronus", "apollo", "pan", "zeus"]) == ["offer:apollo,pan,zeus"]
    assert Draft(4).legal_tokens(pool=SIMPLE) == [offer_token(c) for c in _combos(SIMPLE, 4)]
    with pytest.raises(UnsupportedError):
        Draft(2).legal_tokens(pool=["apollo", "nobody"])


def _combos(names: list[str], k: int) -> list[tuple[str, ...]]:
    from itertools import combinations

    return sorted(combinations(sorted(names), k))


def test_every_listed_token_plays() -> None:
    for players in (2, 3, 4):
        draft = Draft(players)
        for token in draft.legal_tokens(pool=SIMPLE)[:20]:
            other = draft.copy()
            other.play(token)
            assert other.history == [token]
        assert draft.history == []


# --------------------------------------------------------------------------- rejections


@pytest.mark.parametrize(
    ("tokens", "bad", "error", "message"),
    [
        ([], "offer:hades,pan", IllegalMoveError, "banned pair"),
        ([], "offer:atlas,gaea", IllegalMoveError, "banned pair"),
        ([], "offer:apollo,athena,pan", IllegalMoveError, "exactly 2 gods"),
        ([], "offer:apollo", IllegalMoveError, "exactly 2 gods"),
        ([], "offer:apollo,zorro", UnsupportedError, "unknown god 'zorro'"),
        ([], "offer:apollo,artemis_", UnsupportedError, "unknown god"),
        ([], "choose:apollo", IllegalMoveError, "out of turn"),
        ([], "first:1", IllegalMoveError, "out of turn"),
        (["offer:apollo,pan"], "offer:apollo,pan", IllegalMoveError, "out of turn"),
        (["offer:apollo,pan"], "choose:athena", IllegalMoveError, "was not offered"),
        (["offer:apollo,pan"], "choose:zorro", UnsupportedError, "unknown god"),
        (["offer:apollo,pan"], "first:2", IllegalMoveError, "seat 2 must choose"),
        (["offer:apollo,pan"], "choose:Apollo", NotationError, "lowercase"),
        (["offer:apollo,pan", "choose:pan"], "choose:apollo", IllegalMoveError, "out of turn"),
        (["offer:apollo,pan", "choose:pan"], "first:3", IllegalMoveError, "1..2"),
        (["offer:apollo,pan", "choose:pan"], "first:0", IllegalMoveError, "1..2"),
        (["offer:apollo,pan", "choose:pan", "first:1"], "first:2", IllegalMoveError, "draft is over"),
        ([], "offer:", NotationError, "bad god name"),
        ([], "offer:apollo,,pan", NotationError, "bad god name"),
        ([], "offer:Apollo,pan", NotationError, "lowercase"),
        ([], "offer apollo,pan", NotationError, "bad draft token"),
        ([], "pick:apollo", NotationError, "bad draft token"),
        ([], "", NotationError, "bad draft token"),
        (["offer:apollo,pan"], "choose:apollo,pan", NotationError, "exactly one"),
        (["offer:apollo,pan", "choose:pan"], "first:x", NotationError, "start seat"),
        (["offer:apollo,pan", "choose:pan"], "first:", NotationError, "start seat"),
    ],
)
def test_rejections_change_nothing(tokens: list[str], bad: str, error: type[Exception], message: str) -> None:
    draft = played(2, *tokens)
    before = (draft.history, draft.phase, draft.to_move, draft.gods, draft.legal_tokens(pool=SIMPLE))
    with pytest.raises(error, match=message):
        draft.play(bad)
    assert (draft.history, draft.phase, draft.to_move, draft.gods, draft.legal_tokens(pool=SIMPLE)) == before


@pytest.mark.parametrize(
    ("players", "offer", "name"),
    [
        (3, "offer:apollo,chronus,pan", "chronus"),  # 2 players only
        (3, "offer:aphrodite,apollo,pan", "aphrodite"),  # 2 or 4 players
        (4, "offer:apollo,atlas,clio,pan", "clio"),  # 2 or 3 players
        (3, "offer:achilles,apollo,pan", "achilles"),  # heroes: 2 players
    ],
)
def test_god_not_allowed_for_the_player_count(players: int, offer: str, name: str) -> None:
    draft = Draft(players)
    with pytest.raises(UnsupportedError, match=f"'{name}' is not allowed with {players} players"):
        draft.play(offer)
    assert draft.phase == "offer" and draft.history == []


def test_catalog_gods_beyond_the_core_are_accepted() -> None:
    draft = played(2, "offer:chaos,zeus", "choose:chaos", "first:2")
    assert draft.sfen() == f"{EMPTY} 2 A:zeus,B:chaos 1 -"
    assert played(3, "offer:hecate,apollo,pan").offered == ("apollo", "hecate", "pan")
    with pytest.raises(UnsupportedError):
        played(3, "offer:hecate,apollo,pan", alternatives={"hecate-players"})


def test_probable_bans_are_optional() -> None:
    assert played(2, "offer:asteria,hades").offered == ("asteria", "hades")
    with pytest.raises(IllegalMoveError, match="banned pair"):
        played(2, "offer:asteria,hades", probable_bans=True)
    assert "offer:asteria,hades" not in Draft(2, probable_bans=True).legal_tokens(pool=["asteria", "hades", "pan"])


def test_bad_player_count() -> None:
    for players in (1, 5):
        with pytest.raises(UnsupportedError):
            Draft(players)


def test_errors_are_value_errors() -> None:
    with pytest.raises(ValueError):
        Draft().play("nonsense")
    assert issubclass(UnsupportedError, SantoriniError)


# --------------------------------------------------------------------------- start seat


def test_bia_and_tartarus_seats_must_start() -> None:
    draft = played(3, "offer:apollo,bia,pan", "choose:bia", "choose:pan")
    assert draft.gods == ("apollo", "bia", "pan") and draft.legal_tokens() == ["first:2"]
    with pytest.raises(IllegalMoveError, match="seat 2 holds 'bia', who places first"):
        draft.play("first:1")
    draft.play("first:2")
    draft = played(2, "offer:pan,tartarus", "choose:pan")
    assert draft.legal_tokens() == ["first:1"]


def test_hecate_cannot_start() -> None:
    draft = played(2, "offer:apollo,hecate", "choose:hecate")
    assert draft.legal_tokens() == ["first:1"]
    with pytest.raises(IllegalMoveError, match="places last"):
        draft.play("first:2")
    # With 3 players the seat after hers starts, so that she places last.
    draft = played(3, "offer:apollo,hecate,pan", "choose:hecate", "choose:pan")
    assert draft.gods == ("apollo", "hecate", "pan") and draft.legal_tokens() == ["first:3"]


def test_copy_is_independent() -> None:
    draft = played(2, "offer:apollo,pan")
    other = draft.copy()
    other.play("choose:pan")
    assert draft.phase == "choose" and other.phase == "first"
    assert repr(draft) == "Draft(players=2, history=['offer:apollo,pan'])"


def test_an_offer_with_nyx_is_followed_by_her_night_power() -> None:
    d = Draft(2)
    d.play("offer:pan,nyx")
    assert d.phase == "night" and d.to_move == 1 and d.gods is None
    tokens = d.legal_tokens()
    assert tokens == sorted(tokens) and "night:zeus" in tokens
    assert not {"night:pan", "night:dionysus", "night:nyx"} & set(tokens)   # offered, not a Night Power
    for token, error in (("choose:pan", IllegalMoveError), ("night:pan", IllegalMoveError),
                         ("night:dionysus", IllegalMoveError), ("night:zeus,hera", NotationError),
                         ("night:nobody", UnsupportedError)):
        before = d.copy()
        with pytest.raises(error):
            d.play(token)
        assert d.history == before.history and d.phase == "night"
    d.play("night:zeus")
    assert d.night == "zeus" and d.phase == "choose" and d.copy().night == "zeus"
    d.play("choose:nyx")
    d.play("first:2")
    assert d.history == ["offer:nyx,pan", "night:zeus", "choose:nyx", "first:2"]
    assert d.sfen() == "00000/00000/00000/00000/00000 2 A:pan,B:nyx[zeus] 1 -"
    assert Board(d.sfen()).sfen() == d.sfen()


def test_an_offer_without_nyx_has_no_night_and_the_draft_player_names_one() -> None:
    d = Draft(2)
    d.play("offer:apollo,pan")
    assert d.phase == "choose"
    with pytest.raises(IllegalMoveError):
        d.play("night:zeus")
    d = Draft(2)
    d.play("offer:nyx,pan")
    advice = advise(d)
    assert advice.token in d.legal_tokens()
