number_of_students_in_class = 25
average_grade = 83.5
print(number_of_students_in_clas)
