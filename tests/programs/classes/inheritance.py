class Animal:
    sound = "..."
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} says {self.sound}"
    def kind(self):
        return "animal"
class Dog(Animal):
    sound = "woof"
    def __init__(self, name, breed):
        super().__init__(name)
        self.breed = breed
    def kind(self):
        return "dog, a kind of " + super().kind()
class Puppy(Dog):
    def speak(self):
        return super().speak() + "!"
d = Puppy("Rex", "lab")
print(d.speak(), d.kind(), d.breed)
print(isinstance(d, Animal), isinstance(d, Dog), issubclass(Puppy, Animal), issubclass(Animal, Dog))
print(Animal("x").speak(), Dog.sound, Puppy.__name__, Puppy.__base__.__name__)
print(type(d) is Puppy, type(d) == Dog)
