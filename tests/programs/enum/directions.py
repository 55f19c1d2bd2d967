# Compass directions with methods: turning, opposites and moving a point on a grid.
from enum import Enum


class Direction(Enum):
    NORTH = (0, 1)
    EAST = (1, 0)
    SOUTH = (0, -1)
    WEST = (-1, 0)

    def turn(self, clockwise=True):
        order = list(Direction)
        step = 1 if clockwise else -1
        return order[(order.index(self) + step) % len(order)]

    @property
    def opposite(self):
        return self.turn().turn()

    def move(self, x, y, steps=1):
        dx, dy = self.value
        return x + dx * steps, y + dy * steps


pos = (0, 0)
heading = Direction.NORTH
for command in "FFRFFLFRRFF":
    if command == "F":
        pos = heading.move(*pos)
    elif command == "R":
        heading = heading.turn()
    else:
        heading = heading.turn(clockwise=False)
print(pos, heading, heading.opposite, Direction.WEST.turn(), Direction.NORTH.turn(False))
print([d.name[0] for d in Direction], {d.name: d.opposite.name for d in Direction})
print(Direction((1, 0)), Direction.EAST.value, Direction["SOUTH"].move(5, 5, steps=3))
