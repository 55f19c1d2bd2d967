# A training run as a state machine: enum states, a transition table keyed by member, and a history.
from enum import Enum, auto


class State(Enum):
    CREATED = auto()
    TRAINING = auto()
    EVALUATING = auto()
    DONE = auto()
    FAILED = auto()

    @property
    def terminal(self):
        return self in (State.DONE, State.FAILED)


TRANSITIONS = {
    State.CREATED: {State.TRAINING},
    State.TRAINING: {State.EVALUATING, State.FAILED},
    State.EVALUATING: {State.TRAINING, State.DONE},
}


class Run:
    def __init__(self, name):
        self.name = name
        self.state = State.CREATED
        self.history = [self.state]

    def move(self, new):
        allowed = TRANSITIONS.get(self.state, set())
        if new not in allowed:
            raise RuntimeError(f"{self.name}: cannot go from {self.state.name} to {new.name}")
        self.state = new
        self.history.append(new)


run = Run("resnet")
for step in [State.TRAINING, State.EVALUATING, State.TRAINING, State.EVALUATING, State.DONE]:
    run.move(step)
print(" -> ".join(s.name for s in run.history), run.state.terminal)
try:
    run.move(State.TRAINING)
except RuntimeError as e:
    print(type(e).__name__, e)

counts = {}
for s in run.history:
    counts[s] = counts.get(s, 0) + 1
print(counts)
print(sorted(counts, key=lambda s: s.value), [s for s in State if s.terminal])
print(State.TRAINING in TRANSITIONS, len({State.DONE, State.DONE, State.FAILED}))
