class Rectangle:
    def __init__(self, width, height):
        self.width = width
        self.height = height

    def area(self):
        return width * self.height

print(Rectangle(2, 3).area())
