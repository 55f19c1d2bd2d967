// Code objects and closure cells as Python code sees them: f.__code__ (its
// co_* attributes read from the function's FuncCode), f.__closure__ and a
// cell's cell_contents; a traceback's frame has a code object too. Also the
// defaults a program gives a function (f.__defaults__ = ...).
#pragma once
#include <memory>
#include <string>

#include "lang/eval/interp.h"

namespace tl::lang {

// A function's code object; equal to another made from the same FuncCode.
Value codeObject(Interp& in, const std::shared_ptr<FuncCode>& code);
// The code object of a frame known only by its function's name and file.
Value codeObjectNamed(Interp& in, const std::string& name, const std::string& file);
// f.__closure__: a tuple of its cells in co_freevars order, or None.
Value closureOf(Interp& in, const Function* f);
// A cell's attribute (cell_contents), or Null.
Value cellAttr(Interp& in, const Cell* cell, const std::string& name);
// f.__defaults__ = v or f.__kwdefaults__ = v (CPython's type checks); false for other names.
bool setFunctionDefaults(Interp& in, Function* f, const std::string& name, const Value& v);

}  // namespace tl::lang
