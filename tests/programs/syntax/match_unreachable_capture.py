x = 3
match x:
    case y:
        pass
    case 3:
        pass
