import math as m
from math import sqrt, pi as PI
from random import randint as ri, seed
import time
print(m.sqrt(9), sqrt(25), PI)
seed(3)
print(ri(1, 6))
t0 = time.perf_counter()
time.sleep(0)
print(time.perf_counter() >= t0, type(time.time()))
print(type(m))
