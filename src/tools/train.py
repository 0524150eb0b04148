"""Training a small evaluation network on self-play records (``santorini train``), in numpy.

The network is the shape an efficiently updatable evaluation needs: sparse binary inputs,
one hidden accumulator layer with a clipped activation, one output.

* **Inputs** (:func:`features`), from the view of the side to move: for each of the 25
  squares its height (4 one-hot inputs), a dome, a worker of the side to move, a worker
  of another side; the side to move's card and the strongest opposing card by catalog
  number (68 one-hot inputs each; mortal is 0); the god state words of those two seats
  (the core's, 32 bits each, one input a bit).  2 x 68 + 2 x 32 + 25 x 7 = 375 inputs.
  A network saved before the state inputs (311) is read with zero weights on them.
* **Hidden**: ``hidden`` units, ``clip(W1 x + b1, 0, 1)``.
* **Output**: ``w2 . h + b2``, a logit; ``sigmoid`` of it predicts the side to move's
  expected score.
* **Target**: ``lam * result + (1 - lam) * sigmoid(score / 400)`` (the game's result
  blended with the search's score), the loss the mean squared error of the prediction.
* **Training**: Adam on shuffled mini-batches, a seeded generator (the same data and seed
  give the same network), the last ``validation`` share of the shuffled records held out:
  its loss is reported after every epoch.
* **Scope**: a network trained on base-game records alone (two seats, every card mortal)
  is marked ``scope = "base"``: it never saw a power's card input, so the search uses it
  in the base game only; any other data gives ``"all"``.
* **Quantised**: the weights as integers (W1, b1 scaled by 64 in int16; w2 by 64 and b2
  by 64 * 64 in int32), the form integer inference would use; :func:`quantised_predict`
  computes it and the tests compare it with the float network.

>>> import numpy as np
>>> from santorini.tools.training_data import encode
>>> line = {"game": 1, "ply": 4, "sfen": "00000/0000B0/000B00/000A00/0A0000 1 A:mortal,B:mortal 2 -",
...         "score": "cp 120", "result": 1.0}
>>> net = train(encode([line], symmetries=True), hidden=8, epochs=30, seed=1, validation=0.0)
>>> bool(predict(net, features(encode([line]))) [0] > 0.5)
True
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

__all__ = ["Network", "SCOPES", "features", "predict", "quantise", "quantised_logit", "quantised_predict", "train",
           "INPUTS", "SQUARES_AT", "STATES_AT", "STATE_BITS"]

GODS = 68                   # catalog numbers 0 (mortal) .. 67
STATE_BITS = 32             # a seat's god state word
STATES_AT = 2 * GODS
SQUARES_AT = STATES_AT + 2 * STATE_BITS
SQUARE_INPUTS = 7
INPUTS = SQUARES_AT + 25 * SQUARE_INPUTS
_INPUTS_WITHOUT_STATES = INPUTS - 2 * STATE_BITS
SCALE = 64                  # the quantisation step of the weights
SCOPES = ("all", "base")    # the games a network was trained for: every one, the base game alone


@dataclass
class Network:
    w1: np.ndarray          # (INPUTS, hidden)
    b1: np.ndarray          # (hidden,)
    w2: np.ndarray          # (hidden,)
    b2: float
    history: list[tuple[float, float]] = field(default_factory=list)   # (train loss, validation loss) by epoch
    scope: str = "all"      # one of SCOPES

    def __post_init__(self) -> None:
        # A network saved before the state inputs existed: they weigh nothing in it.
        if getattr(self.w1, "ndim", 0) == 2 and self.w1.shape[0] == _INPUTS_WITHOUT_STATES:
            self.w1 = np.concatenate([self.w1[:STATES_AT], np.zeros((2 * STATE_BITS, self.w1.shape[1]), self.w1.dtype),
                                      self.w1[STATES_AT:]])

    def save(self, path: str) -> None:
        np.savez(path, w1=self.w1, b1=self.b1, w2=self.w2, b2=np.array(self.b2),
                 history=np.array(self.history, dtype=np.float64).reshape(-1, 2), scope=np.array(self.scope))

    @classmethod
    def load(cls, path: str) -> Network:
        data = np.load(path)
        scope = str(data["scope"]) if "scope" in data else "all"
        return cls(data["w1"], data["b1"], data["w2"], float(data["b2"]), [tuple(row) for row in data["history"]],
                   scope)


def base_game(records: np.ndarray) -> bool:
    """Are the records all of the base game: two seats, every card mortal?"""
    seats = records["seats"] == 2
    return bool(np.all(seats) and not np.any(records["gods"][:, :2]) and not np.any(records["held"][:, :2]))


def features(records: np.ndarray) -> np.ndarray:
    """The 0/1 input matrix of records (:data:`santorini.tools.training_data.RECORD`)."""
    n = len(records)
    x = np.zeros((n, INPUTS), dtype=np.float32)
    rows = np.arange(n)
    seats = records["seats"].astype(np.int64)
    to_move = records["to_move"].astype(np.int64)
    side_letters = np.array([[0, 1, 0, 1]] * n)                 # seat -> side, 4 players
    side_letters[seats < 4] = [0, 1, 2, 3]
    my_side = side_letters[rows, to_move]
    gods = records["gods"].astype(np.int64)
    x[rows, gods[rows, to_move]] = 1
    theirs = np.where((np.arange(4) < seats[:, None]) & (side_letters != my_side[:, None]), gods, -1)
    x[rows, GODS + np.maximum(theirs.max(axis=1), 0)] = 1
    # The states of the seat to move and of the first opposing seat with the strongest card.
    bits = np.arange(STATE_BITS, dtype=np.uint32)
    states = records["states"].astype(np.uint32)
    x[:, STATES_AT:STATES_AT + STATE_BITS] = (states[rows, to_move][:, None] >> bits) & 1
    x[:, STATES_AT + STATE_BITS:SQUARES_AT] = (states[rows, theirs.argmax(axis=1)][:, None] >> bits) & 1
    cells = records["cells"].astype(np.int64)
    base = SQUARES_AT + np.arange(25) * SQUARE_INPUTS
    x[rows[:, None], base + (cells & 3)] = 1
    x[:, base + 4] = (cells & 4) != 0
    worker = (cells >> 3) & 7
    # With four seats a worker's letter is its seat's (the Pantheon teams: A to D); its side is
    # the team, A or B, teammates' workers are the side's own.
    side = np.where(seats[:, None] == 4, (worker - 1) % 2, worker - 1)
    x[:, base + 5] = (worker != 0) & (side == my_side[:, None])
    x[:, base + 6] = (worker != 0) & (side != my_side[:, None])
    return x


def _targets(records: np.ndarray, lam: float) -> np.ndarray:
    searched = 1 / (1 + np.exp(-np.clip(records["score"].astype(np.float64), -4000, 4000) / 400))
    return (lam * records["result"] + (1 - lam) * searched).astype(np.float32)


def _forward(net: Network, x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    pre = x @ net.w1 + net.b1
    hidden = np.clip(pre, 0, 1)
    out = 1 / (1 + np.exp(-(hidden @ net.w2 + net.b2)))
    return pre, hidden, out


def predict(net: Network, x: np.ndarray) -> np.ndarray:
    """The float network's expected score for each input row."""
    return _forward(net, x)[2]


def quantise(net: Network) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    """The integer weights (W1, b1, w2 scaled by SCALE, b2 by its square): the core's
    network (:mod:`santorini.engine.nnue`) is made of them."""
    return (np.round(net.w1 * SCALE).astype(np.int32), np.round(net.b1 * SCALE).astype(np.int32),
            np.round(net.w2 * SCALE).astype(np.int32), int(round(net.b2 * SCALE * SCALE)))


def quantised_logit(net: Network, x: np.ndarray) -> np.ndarray:
    """The integer network's output for each input row, scaled by SCALE squared (int64)."""
    w1, b1, w2, b2 = quantise(net)
    hidden = np.clip(x.astype(np.int64) @ w1 + b1, 0, SCALE)
    return hidden @ w2.astype(np.int64) + b2


def quantised_predict(net: Network, x: np.ndarray) -> np.ndarray:
    """The same as :func:`predict` with integer weights and integer arithmetic up to the
    last sigmoid."""
    return 1 / (1 + np.exp(-quantised_logit(net, x) / (SCALE * SCALE)))


def train(records: np.ndarray, hidden: int = 64, epochs: int = 10, batch: int = 256, rate: float = 1e-3,
          lam: float = 0.5, validation: float = 0.1, seed: int = 1, start: Network | None = None) -> Network:
    """A network fitted to the records (see the module's text), from random weights or from
    ``start``'s (fine-tuning: its hidden size is kept, its weights are not changed)."""
    if len(records) == 0:
        raise ValueError("no records to train on")
    if start is not None:
        if start.w1.shape != (INPUTS, len(start.b1)) or start.w2.shape != start.b1.shape:
            raise ValueError(f"the start network's weights do not fit {INPUTS} inputs")
        hidden = len(start.b1)
    for name, value, ok in (("hidden", hidden, hidden >= 1), ("epochs", epochs, epochs >= 1),
                            ("batch", batch, batch >= 1), ("rate", rate, rate > 0),
                            ("lam", lam, 0 <= lam <= 1), ("validation", validation, 0 <= validation < 1)):
        if not ok:
            raise ValueError(f"bad {name}: {value}")
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(records))
    x, y = features(records)[order], _targets(records, lam)[order]
    held = int(len(records) * validation)
    x_fit, y_fit = x[:len(x) - held], y[:len(y) - held]
    x_val, y_val = x[len(x) - held:], y[len(y) - held:]
    scope = "base" if base_game(records) and (start is None or start.scope == "base") else "all"
    if start is None:
        net = Network(rng.normal(0, 0.1, (INPUTS, hidden)).astype(np.float32), np.full(hidden, 0.1, np.float32),
                      rng.normal(0, 0.1, hidden).astype(np.float32), 0.0, scope=scope)
    else:
        net = Network(start.w1.astype(np.float32), start.b1.astype(np.float32), start.w2.astype(np.float32),
                      float(start.b2), scope=scope)
    params = [net.w1, net.b1, net.w2, np.array([net.b2], np.float32)]
    moments = [(np.zeros_like(p), np.zeros_like(p)) for p in params]
    step = 0
    for _ in range(epochs):
        shuffle = rng.permutation(len(x_fit))
        for start in range(0, len(shuffle), batch):
            rows = shuffle[start:start + batch]
            xb, yb = x_fit[rows], y_fit[rows]
            net.b2 = float(params[3][0])
            pre, h, out = _forward(net, xb)
            d_logit = 2 * (out - yb) * out * (1 - out) / len(rows)
            d_hidden = np.outer(d_logit, net.w2) * ((pre > 0) & (pre < 1))
            grads = [xb.T @ d_hidden, d_hidden.sum(axis=0), h.T @ d_logit, np.array([d_logit.sum()], np.float32)]
            step += 1
            for p, g, (m, v) in zip(params, grads, moments):
                m *= 0.9
                m += 0.1 * g
                v *= 0.999
                v += 0.001 * g * g
                p -= rate * (m / (1 - 0.9 ** step)) / (np.sqrt(v / (1 - 0.999 ** step)) + 1e-8)
        net.b2 = float(params[3][0])
        fit_loss = float(np.mean((predict(net, x_fit) - y_fit) ** 2))
        val_loss = float(np.mean((predict(net, x_val) - y_val) ** 2)) if held else float("nan")
        net.history.append((fit_loss, val_loss))
    return net
