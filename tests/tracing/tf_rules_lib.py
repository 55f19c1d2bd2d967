# The case list tf_rules.py writes to tf_rules.json, shared by the files that
# hold the cases of each group of rules.
cases = []


# warning_contains: a text each retracing warning, in order, must contain.
# todo: why the engine does not meet this case yet (the test is reported as a
# to-do, not as passed, until it does).
def case(id, rule, source, program, traces, warnings=0, stdout=(), error=None, warning_contains=(), todo=None):
    entry = {"id": id, "rule": rule, "source": source, "program": program,
             "expected_traces": traces, "expected_warnings": warnings,
             "expected_stdout": list(stdout), "expected_error": error}
    if warning_contains:
        entry["expected_warning_contains"] = list(warning_contains)
    if todo:
        entry["todo"] = todo
    cases.append(entry)
