# Checks notebooks web/notebook.js built, for notebooks.test.mjs. Reads a JSON
# list on stdin, each {"name", "notebook", "warnings", "printed", "counts"}:
# the notebook and what tracelab's run of it logged, printed and counted.
# For each it reports on stdout (one JSON list):
#   schema: None, or why nbformat's v4 schema rejects the notebook
#   compile: the code cells that do not compile, with the error
#   check: what the last cell printed, or the error it raised, when run after
#          the setup cell with TensorFlow's part played by tracelab's record:
#          its warnings logged on the "tensorflow" logger, its printed text
#          written to stdout, and each function answering
#          experimental_get_tracing_count() with tracelab's count.
# Run with Debian's python3 and python3-nbformat (.ci/setup.sh installs both).
import contextlib
import io
import json
import logging
import sys

import nbformat
from nbformat.validator import get_validator


class RecordedFunction:
    def __init__(self, count):
        self.count = count

    def experimental_get_tracing_count(self):
        return self.count


# The notebook's JSON against nbformat's schema for its version (4.5), as
# is: nbformat.validate would first add missing cell ids.
def schema_error(notebook):
    schema = get_validator(version=notebook["nbformat"], version_minor=notebook["nbformat_minor"])
    error = next(iter(schema.iter_errors(notebook)), None)
    return None if error is None else error.message


def compile_errors(cells):
    errors = []
    for cell in cells:
        try:
            compile(cell.source, cell.id, "exec")
        except SyntaxError as error:
            errors.append(f"{cell.id}: {error}")
    return errors


def run_check(case, cells):
    setup, check = cells[0], cells[-1]
    out = io.StringIO()
    namespace = {name: RecordedFunction(count) for name, count in case["counts"].items()}
    saved = sys.stdout
    try:
        with contextlib.redirect_stdout(out):
            exec(compile(setup.source, setup.id, "exec"), namespace)
            for text in case["warnings"]:
                logging.getLogger("tensorflow").warning(text)
            sys.stdout.write(case["printed"])
            exec(compile(check.source, check.id, "exec"), namespace)
    except Exception as error:  # the check's own failure is the result
        return f"{type(error).__name__}: {error}"
    finally:
        sys.stdout = saved
        logging.getLogger("tensorflow").handlers.clear()
    return out.getvalue()[len(case["printed"]):]


def main():
    logging.getLogger("tensorflow").propagate = False  # no stderr noise from the replayed warnings
    results = []
    for case in json.load(sys.stdin):
        # As a notebook file is read: its JSON text, cell sources joined.
        notebook = nbformat.reads(json.dumps(case["notebook"]), as_version=4)
        code = [cell for cell in notebook.cells if cell.cell_type == "code"]
        results.append({
            "name": case["name"],
            "schema": schema_error(case["notebook"]),
            "compile": compile_errors(code),
            "check": run_check(case, code) if case.get("counts") is not None else None,
        })
    json.dump(results, sys.stdout)


main()
