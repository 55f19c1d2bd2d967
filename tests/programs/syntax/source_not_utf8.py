print("café")
