# The gods the core plays, under their catalog numbers (gods.md §2; 0 is
# mortal, the default hooks).  Adding a god: its module beside this file and
# one line below.  Importing this module fills the table: the handles import it.
from importlib import import_module

from santorini._core.god cimport GODS, God, GOD_WEIGHTS, GOD_HIDES_WORKERS, GOD_STATE_ON_CARD, GOD_STATE_PER_SEAT
from santorini._core.gods cimport (
    apollo, ares, artemis, athena, atlas, charon, demeter, hephaestus, hermes, minotaur, pan, prometheus,
    aphrodite, bia, chronus, circe, dionysus, eros, hera, hestia, hypnus, limus, medusa, persephone, poseidon, selene,
    morpheus, triton, zeus, hades, terpsichore, urania, achilles, bellerophon, medea, odysseus,
    polyphemus, theseus, jason, atalanta, nemesis, adonis, europa, graeae, scylla, proteus, asteria, iris,
    pegasus, castor, maenads, hippolyta, aeolus, siren, clio, harpies, hydra,
    eris, heracles, nyx, charybdis, gaea, tyche, tartarus, moerae, chaos, hecate,
)

#: name -> god id, for every god the core plays.
GOD_IDS = {"mortal": 0}

#: name -> {SFEN state text: state word}, for gods with a state from a short list (docs/notation.md).
SFEN_STATES = {}

#: name -> (read, write), for gods whose states are too many to list (Tartarus' squares known
#: safe): read(text) -> state word or None (not a state of his), write(word, occupied) -> text or
#: None, occupied the squares holding a worker (a bitboard), which the state need not repeat.
SFEN_CODECS = {}

#: name -> (least, most): gods whose state is a number, written as it is (`morpheus[3]`).
SFEN_COUNTERS = {}

#: name -> {SFEN state text: the most workers its side may have on the board then}, for gods
#: that bring more than two into play (Jason's extra worker); two otherwise.
MOST_WORKERS = {}

#: name -> (states of the original text only, of the revised text only): a state the text
#: in force (the `revised-text` ruling) cannot write is refused (Adonis' bindings).
TEXT_STATES = {}

#: Gods whose state names the power they hold (`circe[pan]`, `circe[athena:^]`).
SFEN_HOLDERS = set()

#: Cards whose state is pieces that are the card's (Europa's Talus, Charybdis' whirlpools, Gaea's
#: workers on her card: GOD_STATE_ON_CARD): their seat keeps them in its state while another holds
#: the power (Circe).
CARD_STATE_GODS = set()

#: Gods whose state is each seat's own memory of play (Eris' mark: GOD_STATE_PER_SEAT): a seat
#: that takes the power (Circe) keeps its own, held or not (`circe[eris:b2]` holding it,
#: `circe[b2]` not), and the card's seat writes its own all along.
PER_SEAT_GODS = set()

#: Gods whose power brings workers into play as the game goes (Hydra's heads): a seat that
#: holds it for a while keeps them, so it may show as many as their seat may.
WORKER_GAINERS = set()

#: name -> card_data's fields, for gods whose card keeps a deck of powers beside the power it holds
#: (Chaos): board.py writes and reads their state (`chaos[pan,apollo|hermes]`).
DECK_GODS = {}

#: name -> the module of a card whose SFEN state lives in Position.card_data[0] (Hecate's
#: knowledge of her opponents): data_read(text, blocked) -> word or None, data_write(word,
#: blocked) -> text or None (`blocked`: the squares with a dome or another side's worker), and
#: for hidden workers hidden_squares(word) -> (maybe, known) or None, HIDDEN_WORKERS.
DATA_CODECS = {}

#: Cards whose side's workers are hidden from their opponents (GOD_HIDES_WORKERS: Hecate).
HIDING_GODS = set()

#: Gods whose state names the second power their card brings (Nyx's Night Power: `nyx[zeus]`,
#: `nyx[athena:^]` while she holds it in a state).
NIGHT_HOLDERS = set()

#: Gods whose state names squares or directions (Europa's Talus, Aeolus' wind): a symmetry
#: of the board would have to map it too.  Each with the bits of its state word that do (its
#: module's GEOMETRY_BITS: a hero's rest square, not its spent mark).
GEOMETRIC_STATES = {}

#: Gods whose card watches every seat's turns (God.observe: Eris' mark): on the Ram every seat
#: keeps their state, held or not (fleece.pxd), and the SFEN writes it on every seat.
WATCHING_GODS = set()

#: Gods whose turns a deck decides at times (God.odds: Tyche's draw), which a referee deals.
CHANCE_GODS = set()

#: Gods whose card holds a secret a seat may know and others not (God.worlds: Tartarus' Abyss;
#: GOD_HIDES_WORKERS: where Hecate's workers stand), which a GUI gives each seat in the SFEN
#: written for it.
SECRET_GODS = set()

#: name -> the names of its evaluation weights (God.weight, in order).
EVAL_WEIGHTS = {}

#: "god.weight" -> default, for every god's evaluation weights.
WEIGHT_DEFAULTS = {}


class DeckCodec:
    """The card data of a card that keeps a deck of powers (Chaos): which powers lie in the deck
    and the discards, the power a due reveal discards, and the order a referee knows, top first,
    by the catalog ids the core keeps them as (its module's DATA_FIELDS say where each lies).
    board.py writes and reads the SFEN text; this is the only place that knows the words."""

    def __init__(self, fields):
        self._fields = dict(fields)

    def encode(self, deck, discards, going=None, order=None):
        """(card_data[0], card_data[1]) for these names; order None: not known."""
        f = self._fields
        data = sum(1 << (GOD_IDS[name] - 1) for name in deck)
        data |= sum(1 << (GOD_IDS[name] - 1 + f["discard_shift"]) for name in discards)
        if going is not None:
            data |= f["due"] | GOD_IDS[going] << f["going_shift"]
        if order is not None:
            data |= f["known"]
        return data, sum(GOD_IDS[name] << (4 * i) for i, name in enumerate(order or ()))

    def decode(self, data, order):
        """(deck, discards, going or None, order or None) of the card data, names in index order."""
        f = self._fields
        names = {god_id: name for name, god_id in GOD_IDS.items()}
        cards = [names[i] for i in sorted(names) if i > 0 and data >> (i - 1) & 1 and i <= f["count"]]
        discards = [names[i] for i in sorted(names) if 0 < i <= f["count"] and data >> (i - 1 + f["discard_shift"]) & 1]
        going = names[(data >> f["going_shift"]) & 15] if data & f["due"] else None
        known = None
        if data & f["known"]:
            known = []
            while order:
                known.append(names[order & 15])
                order >>= 4
        return cards, discards, going, known


cdef void _install(int god_id, str name, void (*install)(God*) noexcept nogil):
    install(&GODS[god_id])
    GOD_IDS[name] = god_id
    module = import_module(f"{__name__.rpartition('.')[0]}.{name}")
    if GODS[god_id].odds != NULL:
        CHANCE_GODS.add(name)
    if GODS[god_id].observe != NULL:
        WATCHING_GODS.add(name)
    if GODS[god_id].worlds != NULL or GODS[god_id].flags & GOD_HIDES_WORKERS:
        SECRET_GODS.add(name)
    if getattr(module, "SFEN_STATES", None):
        SFEN_STATES[name] = dict(module.SFEN_STATES)
    if getattr(module, "SFEN_CODEC", False):
        SFEN_CODECS[name] = (module.sfen_read, module.sfen_write)
    if getattr(module, "SFEN_COUNTER", None):
        SFEN_COUNTERS[name] = tuple(module.SFEN_COUNTER)
    if getattr(module, "TEXT_STATES", None):
        TEXT_STATES[name] = tuple(frozenset(states) for states in module.TEXT_STATES)
    if getattr(module, "MOST_WORKERS", None):
        MOST_WORKERS[name] = dict(module.MOST_WORKERS)
    if getattr(module, "SFEN_HOLDS", False):
        SFEN_HOLDERS.add(name)
    if getattr(module, "GAINS_WORKERS", False):
        WORKER_GAINERS.add(name)
    if GODS[god_id].flags & GOD_STATE_ON_CARD:
        CARD_STATE_GODS.add(name)
    if GODS[god_id].flags & GOD_STATE_PER_SEAT:
        PER_SEAT_GODS.add(name)
    if getattr(module, "SFEN_DATA", False):
        DATA_CODECS[name] = module
    if GODS[god_id].flags & GOD_HIDES_WORKERS:
        HIDING_GODS.add(name)
    if getattr(module, "SFEN_DECK", False):
        DECK_GODS[name] = DeckCodec(module.DATA_FIELDS)
    if getattr(module, "SFEN_NIGHT", False):
        NIGHT_HOLDERS.add(name)
    if getattr(module, "GEOMETRY_BITS", 0):
        GEOMETRIC_STATES[name] = module.GEOMETRY_BITS
    weights = tuple(getattr(module, "EVAL_WEIGHTS", ()))
    assert len(weights) <= GOD_WEIGHTS, name
    if weights:
        EVAL_WEIGHTS[name] = tuple(weight for weight, _ in weights)
        for index, (weight, value) in enumerate(weights):
            GODS[god_id].weight[index] = value
            WEIGHT_DEFAULTS[f"{name}.{weight}"] = value


def god_weights():
    """{"god.weight": value} for every god's evaluation weights."""
    return {f"{name}.{weight}": GODS[GOD_IDS[name]].weight[index]
            for name, weights in EVAL_WEIGHTS.items() for index, weight in enumerate(weights)}


def set_god_weight(str key, int value):
    """Change one god's evaluation weight ("chronus.tower"); later searches use it."""
    name, _, weight = key.partition(".")
    if weight not in EVAL_WEIGHTS.get(name, ()):
        raise ValueError(f"bad evaluation weight {key!r}")
    GODS[GOD_IDS[name]].weight[EVAL_WEIGHTS[name].index(weight)] = value


_install(1, "apollo", apollo.install)
_install(2, "artemis", artemis.install)
_install(3, "athena", athena.install)
_install(4, "atlas", atlas.install)
_install(5, "demeter", demeter.install)
_install(6, "hephaestus", hephaestus.install)
_install(7, "hermes", hermes.install)
_install(8, "minotaur", minotaur.install)
_install(9, "pan", pan.install)
_install(10, "prometheus", prometheus.install)
_install(11, "aphrodite", aphrodite.install)
_install(12, "ares", ares.install)
_install(13, "bia", bia.install)
_install(14, "chaos", chaos.install)
_install(15, "charon", charon.install)
_install(16, "chronus", chronus.install)
_install(17, "circe", circe.install)
_install(18, "dionysus", dionysus.install)
_install(19, "eros", eros.install)
_install(20, "hera", hera.install)
_install(21, "hestia", hestia.install)
_install(22, "hypnus", hypnus.install)
_install(23, "limus", limus.install)
_install(24, "medusa", medusa.install)
_install(25, "morpheus", morpheus.install)
_install(26, "persephone", persephone.install)
_install(27, "poseidon", poseidon.install)
_install(28, "selene", selene.install)
_install(29, "triton", triton.install)
_install(30, "zeus", zeus.install)
_install(31, "aeolus", aeolus.install)
_install(32, "charybdis", charybdis.install)
_install(33, "clio", clio.install)
_install(34, "europa", europa.install)
_install(35, "gaea", gaea.install)
_install(36, "graeae", graeae.install)
_install(37, "hades", hades.install)
_install(38, "harpies", harpies.install)
_install(39, "hecate", hecate.install)
_install(40, "moerae", moerae.install)
_install(41, "nemesis", nemesis.install)
_install(42, "siren", siren.install)
_install(43, "tartarus", tartarus.install)
_install(44, "terpsichore", terpsichore.install)
_install(45, "urania", urania.install)
_install(46, "achilles", achilles.install)
_install(47, "adonis", adonis.install)
_install(48, "atalanta", atalanta.install)
_install(49, "bellerophon", bellerophon.install)
_install(50, "heracles", heracles.install)
_install(51, "jason", jason.install)
_install(52, "medea", medea.install)
_install(53, "odysseus", odysseus.install)
_install(54, "polyphemus", polyphemus.install)
_install(55, "theseus", theseus.install)
_install(56, "tyche", tyche.install)
_install(57, "scylla", scylla.install)
_install(58, "castor", castor.install)
_install(59, "proteus", proteus.install)
_install(60, "eris", eris.install)
_install(61, "maenads", maenads.install)
_install(62, "asteria", asteria.install)
_install(63, "hippolyta", hippolyta.install)
_install(64, "hydra", hydra.install)
_install(65, "iris", iris.install)
_install(66, "nyx", nyx.install)
_install(67, "pegasus", pegasus.install)
