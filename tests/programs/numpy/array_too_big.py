import numpy as np
for shape in [(2**32, 2**32), (100000, 100000), (-1, 2), (2**62, 4), (3, 2)]:
    try:
        print(np.zeros(shape).shape)
    except Exception as e:
        print(type(e).__module__, type(e).__qualname__, '|', e)
np.zeros((100000, 100000))
