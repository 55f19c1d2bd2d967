print(1)
x = 5 € 3
