print("".join(chr(ord(c) + 1) for c in "HAL"), [ord(c) for c in "az"], chr(0x263A))
