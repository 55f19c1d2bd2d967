class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance

    def report(self):
        return f"{self.owner}: {self.balnce}"

acct = Account("Grace", 100)
print(acct.owner)
print(acct.report())
