// NameError and AttributeError that remember what CPython 3.11's traceback
// printer needs to add ". Did you mean: 'x'?" (str(e) never shows it).
#pragma once
#include <string>
#include <vector>

#include "lang/eval/interp.h"

namespace tl::lang {

// NameError for `name` looked up from the current frame (its locals and globals
// are the first candidates, then the builtins); e.name is set.
Value newNameError(Interp& in, const std::string& name);
// Raises AttributeError(message) with e.name and e.obj set.
[[noreturn]] void raiseAttributeError(Interp& in, const Value& obj, const Str* name, const std::string& message);
// What dir(obj) lists: its attributes, its classes' (along the MRO) and object's.
std::vector<std::string> attributeNames(Interp& in, const Value& obj);
// ". Did you mean: 'x'?" for an exception that has a near name, else "".
std::string suggestionSuffix(Interp& in, const Value& exc);

}  // namespace tl::lang
