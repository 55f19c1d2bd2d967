x = 1
(x.real := 2)
