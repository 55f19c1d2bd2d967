# A NumPy slice step of -2**63: the strided-slice planner negates it (UBSan).
import numpy as np
print(np.arange(5)[::-9223372036854775807 - 1])
