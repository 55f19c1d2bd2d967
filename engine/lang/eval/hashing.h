// CPython-compatible hashing (ints, floats, tuples) and key equality for the
// built-in types, so dicts and sets find keys and order sets as CPython does.
#pragma once
#include "lang/eval/value.h"

namespace tl::lang {

int64_t hashValue(const Value& v);
int64_t hashInt(int64_t v);
int64_t hashDouble(double v);
// Equality used for dict/set keys: numeric across int/float/bool, by content
// for str and tuple, by identity otherwise.
bool keysEqual(const Value& a, const Value& b);
// False for types Python refuses to hash (list, dict, set).
bool isHashable(const Value& v);

}  // namespace tl::lang
