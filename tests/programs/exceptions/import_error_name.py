# A failed import names the module in ImportError.name.
try:
    import no_such_module_here
except ModuleNotFoundError as e:
    print(e, "|", e.name, "|", e.path, isinstance(e, ImportError))
print(ImportError("plain").name, ImportError("plain").path)
