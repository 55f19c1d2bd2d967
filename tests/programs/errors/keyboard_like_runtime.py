raise RuntimeError("stopped")
