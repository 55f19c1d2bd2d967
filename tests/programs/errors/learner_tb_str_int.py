age = input_age = "30"
print("Next year: " + age + 1)
