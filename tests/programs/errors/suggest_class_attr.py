class Config:
    DEBUG = True
    VERBOSE = False

print(Config.DEBUG)
print(Config.DEBG)
