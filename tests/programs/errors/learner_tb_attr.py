class Account:
    def __init__(self):
        self.balance = 0
acct = Account()
acct.balence += 5
