raise KeyError
