# The table of powers the core implements.  Ids are the rulebook / catalog
# index numbers (gods.md §2), so the Python catalog and the core agree.
from libc.stdint cimport uint32_t

cdef uint32_t POWER_FEATURES[MAX_GODS]

#: name -> (catalog index, feature flags) for every power the core plays.
_IMPLEMENTED = {
    "mortal": (0, 0),
    "apollo": (1, P_SWAP),
    "artemis": (2, P_MOVE_AGAIN),
    "athena": (3, P_BLOCK_CLIMB),
    "atlas": (4, P_DOME_ANYWHERE),
    "demeter": (5, P_BUILD_ELSEWHERE),
    "hephaestus": (6, P_BUILD_SAME),
    "hermes": (7, P_SAME_LEVEL_WALK),
    "minotaur": (8, P_PUSH),
    "pan": (9, P_WIN_BY_DROP),
    "prometheus": (10, P_BUILD_FIRST),
}

#: name -> god id, for the gods the core plays.
GOD_IDS = {name: index for name, (index, _) in _IMPLEMENTED.items()}

for _name, (_index, _features) in _IMPLEMENTED.items():
    POWER_FEATURES[_index] = _features


def features(str name):
    """The feature flags of a god the core plays (KeyError otherwise)."""
    return POWER_FEATURES[GOD_IDS[name]]


#: Feature flags by name, for the Python layer (which never tests god names).
FEATURES = {
    "swap": P_SWAP,
    "push": P_PUSH,
    "move_again": P_MOVE_AGAIN,
    "dome_anywhere": P_DOME_ANYWHERE,
    "build_elsewhere": P_BUILD_ELSEWHERE,
    "build_same": P_BUILD_SAME,
    "same_level_walk": P_SAME_LEVEL_WALK,
    "build_first": P_BUILD_FIRST,
    "win_by_drop": P_WIN_BY_DROP,
    "block_climb": P_BLOCK_CLIMB,
}
