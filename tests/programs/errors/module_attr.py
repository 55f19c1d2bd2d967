import math
math.nothing
