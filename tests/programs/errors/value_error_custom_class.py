class ValidationError(ValueError):
    pass

def check(age):
    if age < 0:
        raise ValidationError(f"age must be >= 0, got {age}")
    return age

check(3)
check(-1)
