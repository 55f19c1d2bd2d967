rows = [("apple", 1.5, 3), ("kiwi", 0.25, 12)]
for name, price, qty in rows:
    print(f"{name:<8}|{price:>6.2f}|{qty:^5}|{price * qty:8.3f}")
