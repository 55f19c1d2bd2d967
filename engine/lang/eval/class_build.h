// Making a class object: what a class statement (and type(name, bases, dict))
// hands over once the body has filled the namespace.
#pragma once
#include <string>
#include <vector>

#include "lang/eval/interp.h"

namespace tl::lang {

struct ClassSpec {
  std::string name, qualname, module;
  std::vector<ClassObj*> bases;  // empty: object
  Value ns;                      // a Dict: the body's namespace, kept as the class's
  std::vector<KwArg> keywords;   // class C(Base, key=value): for __init_subclass__
  ClassObj* meta = nullptr;      // the class's type (nullptr: type)
};

// The class, with its C3 MRO, after __set_name__ and the parents' __init_subclass__.
Value buildClass(Interp& in, const ClassSpec& spec);

}  // namespace tl::lang
