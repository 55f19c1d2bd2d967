# plt.subplots with a huge grid: rows * cols overflows int (UBSan).
import matplotlib.pyplot as plt
fig, ax = plt.subplots(100000, 100000)
