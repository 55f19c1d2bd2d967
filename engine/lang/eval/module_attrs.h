// A module's attributes beyond its dict (PEP 562): a module-level
// __getattr__(name) answers the names the dict lacks, and a module-level
// __dir__() answers dir(module), as CPython's module type does
// (Objects/moduleobject.c: module_getattro, module_dir).
#pragma once
#include <vector>

#include "lang/eval/interp.h"

namespace tl::lang {

// The module's attribute: its dict's entry, else what its __getattr__
// returns (an AttributeError it raises propagates), else Null.
Value moduleAttr(Interp& in, const Value& module, const Str* name);
// `from module import name`'s lookup: the attribute (a module's __getattr__
// answering too), or Null where that raises AttributeError.
Value importedName(Interp& in, const Value& module, const Str* name);
// What dir(module) lists before sorting: its __dir__() as a list, else the
// names in its dict.
std::vector<Value> moduleDir(Interp& in, const Value& module);

// Makes the module type callable as types.ModuleType(name, doc=None).
void installModuleType(Interp& in);
// The program's own module, sys.modules['__main__'], over its globals.
Value mainModule(Interp& in, const Value& globals);

}  // namespace tl::lang
