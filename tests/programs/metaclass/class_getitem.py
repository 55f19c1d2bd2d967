# C[...] on a class: the metaclass's __getitem__ first, else the class's __class_getitem__.
class TypedList:
    def __class_getitem__(cls, item):
        name = getattr(item, "__name__", repr(item))
        return f"{cls.__name__}[{name}]"


class Shapes(type):
    def __getitem__(cls, dims):
        if not isinstance(dims, tuple):
            dims = (dims,)
        return type(f"{cls.__name__}{'x'.join(map(str, dims))}", (cls,), {"dims": dims})


class Tensor(metaclass=Shapes):
    def __class_getitem__(cls, item):
        return "never used: the metaclass comes first"


print(TypedList[int], TypedList["T"], TypedList[TypedList])
T = Tensor[3, 4]
print(T.__name__, T.dims, issubclass(T, Tensor), type(T).__name__, Tensor[5].dims)


class Plain:
    pass


for key in (0, int):
    try:
        Plain[key]
    except TypeError as e:
        print(type(e).__name__, e)
