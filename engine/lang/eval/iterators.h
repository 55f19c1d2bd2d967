// The built-in iterator types, each with CPython's type name (list_iterator,
// map, dict_keyiterator, ...), and the C++ iterators behind them.
#pragma once
#include <functional>

#include "lang/eval/interp.h"

namespace tl::lang {

enum class IterKind {
  Map,
  Zip,
  Filter,
  Enumerate,
  Reversed,  // builtins that are types
  ListIterator,
  ListReverseIterator,
  TupleIterator,
  StrAsciiIterator,
  StrIterator,
  RangeIterator,
  LongRangeIterator,
  DictKeyIterator,
  DictValueIterator,
  DictItemIterator,
  DictReverseKeyIterator,
  DictReverseValueIterator,
  DictReverseItemIterator,
  SetIterator,
  CallableIterator,
  Generator,
  Count  // the number of kinds
};

ClassObj* iteratorClass(Interp& in, IterKind kind);
// An iterator of `kind` over a C++ callback.
Value makeKindIterator(Interp& in, IterKind kind, std::function<bool(Interp&, Value&)> next);
// An iterator of `kind` over a fixed list of values.
Value makeSnapshotIterator(Interp& in, IterKind kind, std::vector<Value> items);
// A live iterator over a dict's keys, values or items (RuntimeError once its size changes).
enum class DictPart { Keys, Values, Items };
Value makeDictIterator(Interp& in, const Value& dict, DictPart part);
// An iterator over a generator expression's results (computed eagerly).
Value makeGeneratorIterator(Interp& in, const Value& list);
// Creates the iterator types and publishes map, zip, filter, enumerate and reversed.
void installIteratorTypes(Interp& in);

}  // namespace tl::lang
