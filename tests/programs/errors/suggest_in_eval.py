price = 20
quantity = 3
print(eval("price * quantity"))
print(eval("price * quantiy"))
