# logging: the root logger's lazy basicConfig, the last-resort handler of an
# unconfigured named logger, levels and their names, the dotted hierarchy and
# propagation, handlers with their own levels and formatters (% and {}
# styles), filters, extra fields, exception() with the traceback, disable().
import logging
import sys

log = logging.getLogger("app.model")
log.warning("no handler anywhere: %s", "last resort")
log.info("below WARNING, not shown")
print(log.getEffectiveLevel(), log.parent is logging.getLogger(), logging.getLogger("app").name)
print(log.parent.name, logging.getLogger("app.model.layer").parent is log)
print(logging.getLevelName(20), logging.getLevelName("ERROR"), logging.getLevelName(25))
print(repr(log), repr(logging.getLogger()))

logging.warning("root %d", 5)
print(len(logging.getLogger().handlers), logging.getLogger().handlers[0].formatter._fmt)
log.setLevel(logging.DEBUG)
log.debug("shown? %s", log.isEnabledFor(logging.DEBUG))

out = logging.StreamHandler(sys.stdout)
out.setFormatter(logging.Formatter("[{levelname}] {name}: {message}", style="{"))
out.setLevel(logging.INFO)
log.addHandler(out)
log.debug("debug reaches root only")
log.info("info reaches both")
log.propagate = False
log.error("only the stdout handler, %d%%", 100)


class OnlyOdd(logging.Filter):
    def filter(self, record):
        return record.args[0] % 2 == 1


log.addFilter(OnlyOdd())
for n in range(4):
    log.warning("number %d", n)
log.removeFilter(log.filters[0])

fmt = logging.Formatter("%(levelname)-8s|%(name)s|%(user)s|%(message)s")
out.setFormatter(fmt)
log.warning("with extra", extra={"user": "ada"})
try:
    log.warning("bad extra", extra={"message": "x"})
except KeyError as e:
    print("KeyError", e)
out.setFormatter(logging.Formatter("%(levelname)s:%(message)s"))

try:
    {}["missing"]
except KeyError:
    log.exception("lookup failed")

logging.disable(logging.WARNING)
log.warning("disabled")
log.error("above the disabled level")
logging.disable(logging.NOTSET)

logging.basicConfig(level=logging.INFO, force=True, format="%(levelname)s %(name)s: %(message)s", stream=sys.stdout)
logging.info("after force")
try:
    logging.getLogger().setLevel("LOUD")
except ValueError as e:
    print("ValueError", e)
