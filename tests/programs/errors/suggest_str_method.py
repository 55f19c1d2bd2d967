name = "ada lovelace"
print(name.title())
print(name.uper())
