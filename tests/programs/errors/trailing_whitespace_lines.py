# A source line with trailing whitespace: the uncaught traceback keeps it and
# marks the expression, the traceback module strips it (moving its markers).
import traceback


def ratio(a, b):   
    return a / b  


try:
    ratio(1, 0)  
except ZeroDivisionError:
    traceback.print_exc()
ratio(2, 0) 
