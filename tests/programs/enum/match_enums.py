# Members in match statements (dotted names are value patterns) and in conditionals.
from enum import Enum, IntEnum


class Command(Enum):
    START = "start"
    STOP = "stop"
    PAUSE = "pause"


class Code(IntEnum):
    OK = 0
    WARN = 1
    FAIL = 2


def handle(cmd):
    match cmd:
        case Command.START:
            return "starting"
        case Command.STOP | Command.PAUSE:
            return f"halting ({cmd.value})"
        case _:
            return "unknown"


def severity(code):
    match code:
        case Code.OK:
            return "fine"
        case 1:
            return "warning"
        case _:
            return "error"


print([handle(c) for c in Command], handle("start"), handle(Command("stop")))
print([severity(c) for c in Code], severity(1), severity(0))
worst = max(Code.OK, Code.FAIL, Code.WARN)
print(worst, repr(worst), "alert" if worst >= Code.WARN else "quiet")
