total_score = 0

def add_points(points):
    return totl_score + points

print(add_points(5))
