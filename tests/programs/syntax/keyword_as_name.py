class = 5
