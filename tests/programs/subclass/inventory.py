# A small inventory on top of dict, with its own errors.
class InventoryError(Exception):
    pass


class OutOfStock(InventoryError):
    def __init__(self, item, wanted, available):
        super().__init__(f"only {available} {item} left, {wanted} wanted")
        self.item = item
        self.shortfall = wanted - available


class Inventory(dict):
    def add(self, item, count=1):
        if count <= 0:
            raise ValueError(f"count must be positive, not {count}")
        self[item] = self.get(item, 0) + count

    def remove(self, item, count=1):
        available = self.get(item, 0)
        if available < count:
            raise OutOfStock(item, count, available)
        self[item] = available - count
        if not self[item]:
            del self[item]

    def report(self):
        return "\n".join(f"{item:>8}: {count}" for item, count in sorted(self.items()))


stock = Inventory()
stock.add("apple", 5)
stock.add("pear")
stock.add("apple", 2)
stock.remove("pear")
print(stock, len(stock))
print(stock.report())
for item, count in [("apple", 10), ("kiwi", 1), ("apple", 0)]:
    try:
        if count:
            stock.remove(item, count)
        else:
            stock.add(item, count)
    except OutOfStock as e:
        print(type(e).__name__, e, e.item, e.shortfall, isinstance(e, InventoryError))
    except ValueError as e:
        print(type(e).__name__, e)
