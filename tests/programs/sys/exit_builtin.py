answers = ["yes", "maybe", "quit"]
for answer in answers:
    if answer == "quit":
        print("bye!")
        quit(5)
    print("you said", answer)
