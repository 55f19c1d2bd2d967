print("ok")
greeting = "hello \N{WAVING HAND}"
