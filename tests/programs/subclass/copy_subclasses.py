# copy.copy and copy.deepcopy keep the subclass and the instance's attributes.
import copy


class Playlist(list):
    def __init__(self, name, songs=()):
        super().__init__(songs)
        self.name = name


class Scores(dict):
    pass


class Tag(str):
    pass


pl = Playlist("road trip", [["song", 3], ["tune", 4]])
shallow, deep = copy.copy(pl), copy.deepcopy(pl)
pl[0][1] = 99
print(shallow, type(shallow).__name__, shallow.name, deep, deep.name)
print(shallow[0] is pl[0], deep[0] is pl[0], shallow is pl)
sc = Scores(a=[1])
sc.owner = "me"
sc2 = copy.deepcopy(sc)
sc["a"].append(2)
print(sc2, type(sc2).__name__, sc2.owner, copy.copy(sc), type(copy.copy(sc)).__name__)
t = Tag("x")
print(copy.copy(t), type(copy.copy(t)).__name__, copy.deepcopy([t, t])[0] == "x")

from collections import Counter, OrderedDict, defaultdict, namedtuple

Point = namedtuple("Point", "x y")
p = Point([1], 2)
print(copy.copy(p), copy.deepcopy(p)[0] is p[0], type(copy.deepcopy(p)).__name__)
groups = defaultdict(list, a=[1])
deep_groups = copy.deepcopy(groups)
deep_groups["b"].append(2)
print(deep_groups, groups, copy.copy(Counter("aab")), copy.deepcopy(OrderedDict(k=[0])))


class AttrDict(dict):
    def __getattr__(self, name):
        return self[name]  # a KeyError, not an AttributeError: copy must not ask the instance


settings = AttrDict(paths=["/tmp"])
clone = copy.copy(settings)
print(clone, type(clone).__name__, clone.paths is settings.paths)
