// Registers the standard-library modules every interpreter knows.
#include "lang/eval/builtins.h"
#include "lang/modules/source_modules.h"

namespace tl::lang {

Value makeMathModule(Interp& in);
Value makeCmathModule(Interp& in);  // modules/cmath_module.cc
Value makeTimeModule(Interp& in);
Value makeRandomModule(Interp& in);
void registerTensorflowModule(Interp& in);  // modules/tensorflow (also registers numpy)
void registerPandasModule(Interp& in);      // modules/pandas
void registerMatplotlibModule(Interp& in);  // modules/matplotlib
void registerSysModule(Interp& in);         // modules/sys_module.cc (also exit() and quit())
void registerGcModule(Interp& in);          // modules/gc_module.cc
void registerWeakrefModule(Interp& in);     // modules/weakref_module.cc (weakref is Python over it)
void registerTracebackModule(Interp& in);   // modules/traceback_module.cc
void registerPosixModule(Interp& in);       // modules/posix_module.cc (os is Python over it)
void registerWarningsNative(Interp& in);    // modules/warnings_native.cc (under warnings.py)
void registerImportBuiltin(Interp& in);     // modules/import_builtin.cc (__import__, under importlib.py)

// modules/unicode_names.cc: the names under unicodedata.py, and \N{...} in str literals.
void registerUnicodeNamesModule(Interp& in);

void registerStdModules(Interp& in) {
  in.registerModule("math", makeMathModule);
  in.registerModule("cmath", makeCmathModule);
  in.registerModule("_time", makeTimeModule);
  in.registerModule("_random", makeRandomModule);
  registerSysModule(in);
  registerGcModule(in);
  registerWeakrefModule(in);
  registerTracebackModule(in);
  registerPosixModule(in);
  registerWarningsNative(in);
  registerImportBuiltin(in);
  registerUnicodeNamesModule(in);
  registerTensorflowModule(in);
  registerPandasModule(in);
  registerMatplotlibModule(in);
  registerSourceModules(in);
}

}  // namespace tl::lang
