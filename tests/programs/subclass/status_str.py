# String constants with behaviour, compared and serialized as the strings they are.
import json


class Status(str):
    def __new__(cls, value, done=False):
        obj = super().__new__(cls, value)
        obj.done = done
        return obj

    @property
    def label(self):
        return self.replace("_", " ").title()


TODO, IN_PROGRESS, DONE = Status("todo"), Status("in_progress"), Status("done", done=True)
tasks = {"write": TODO, "test": IN_PROGRESS, "ship": DONE}
print(tasks, json.dumps(tasks))
print([s.label for s in tasks.values()], [s.done for s in tasks.values()])
print(tasks["ship"] == "done", "done" == tasks["ship"], tasks["test"] in ("todo", "in_progress"))
print(sorted(tasks.values()), f"{IN_PROGRESS:^15}|", IN_PROGRESS.upper(), len(IN_PROGRESS))
by_status = {}
for task, status in tasks.items():
    by_status.setdefault(status, []).append(task)
print(by_status, by_status["todo"], isinstance(DONE, str))
