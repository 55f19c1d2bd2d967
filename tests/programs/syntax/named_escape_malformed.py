print("before")
text = "x\N{}"
