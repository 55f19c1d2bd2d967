scores = [3, 9, 4]
best = max(scores)
pritn("best score:", best)
