# The gods the core plays, under their catalog numbers (gods.md §2; 0 is
# mortal, the default hooks).  Adding a god: its module beside this file and
# one line below.  Importing this module fills the table: the handles import it.
from importlib import import_module

from santorini._core.god cimport GODS, God
from santorini._core.gods cimport (
    apollo, ares, artemis, athena, atlas, charon, demeter, hephaestus, hermes, minotaur, pan, prometheus,
    aphrodite, bia, chronus, eros, hera, hestia, hypnus, limus, medusa, persephone, poseidon, selene,
    triton, zeus,
)

#: name -> god id, for every god the core plays.
GOD_IDS = {"mortal": 0}

#: name -> {SFEN state text: state word}, for gods with a state (docs/notation.md).
SFEN_STATES = {}


cdef void _install(int god_id, str name, void (*install)(God*) noexcept nogil):
    install(&GODS[god_id])
    GOD_IDS[name] = god_id
    states = getattr(import_module(f"{__name__.rpartition('.')[0]}.{name}"), "SFEN_STATES", None)
    if states:
        SFEN_STATES[name] = dict(states)


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
_install(15, "charon", charon.install)
_install(16, "chronus", chronus.install)
_install(19, "eros", eros.install)
_install(20, "hera", hera.install)
_install(21, "hestia", hestia.install)
_install(22, "hypnus", hypnus.install)
_install(23, "limus", limus.install)
_install(24, "medusa", medusa.install)
_install(26, "persephone", persephone.install)
_install(27, "poseidon", poseidon.install)
_install(28, "selene", selene.install)
_install(29, "triton", triton.install)
_install(30, "zeus", zeus.install)
