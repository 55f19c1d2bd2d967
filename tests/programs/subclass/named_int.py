# Named integer constants in the style of IntEnum: a value and a name,
# usable anywhere an int is.
class Level(int):
    def __new__(cls, value, name):
        obj = super().__new__(cls, value)
        obj.label = name
        return obj

    def __repr__(self):
        return f"<Level.{self.label}: {int(self)}>"

    def __str__(self):
        return self.label


DEBUG, INFO, WARNING = Level(10, "DEBUG"), Level(20, "INFO"), Level(30, "WARNING")
levels = [WARNING, DEBUG, INFO]
print(levels, sorted(levels), max(levels))
print(str(INFO), f"{INFO}", f"{INFO:d}", "%s/%d" % (INFO, INFO), INFO + 5, INFO > DEBUG, INFO == 20)
names = {DEBUG: "verbose", 20: "normal"}
print(names[10], names[INFO], 30 in {WARNING}, ["a", "b", "c"][Level(1, "ONE")])
threshold = INFO


def log(level, message):
    if level >= threshold:
        print(f"[{level}] {message}")


log(DEBUG, "hidden")
log(WARNING, "shown")
log(Level(25, "NOTICE"), "also shown")
print(isinstance(INFO, int), type(INFO).__name__, int(INFO), type(int(INFO)).__name__)
import json
print(json.dumps({"level": INFO, INFO: [WARNING]}))
