// Follows TensorFlow's util.cc AssertSameStructureHelper and nest_util.py
// assert_same_structure: the first difference found walking both structures.
#include "lang/modules/tensorflow/nest_structure.h"

#include <algorithm>
#include <tuple>

#include "lang/eval/builtins.h"
#include "lang/modules/tensorflow/object_util.h"

namespace tl::lang {

bool isNestedStructure(const Value& v) {
  return v.is(ObjKind::List) || v.is(ObjKind::Tuple) || v.is(ObjKind::Dict) || v.is(ObjKind::Range);
}

std::vector<std::pair<Value, Value>> sortedNestItems(Interp& in, const Value& dict) {
  std::vector<Value> keys;
  dict.as<Dict>()->forEach([&](const Value& k, const Value&) { keys.push_back(k); });
  try {
    sortList(in, keys, Value(), false);
  } catch (PyException& e) {
    if (!in.isInstance(e.exc, in.types.TypeError)) throw;
    in.raise(in.types.TypeError, "nest only supports dicts with sortable keys.");
  }
  std::vector<std::pair<Value, Value>> items;
  for (const Value& k : keys) items.emplace_back(k, *dict.as<Dict>()->find(k));
  return items;
}

std::vector<std::pair<Value, Value>> dictItemsByRepr(Interp& in, const Value& dict) {
  std::vector<std::tuple<std::string, Value, Value>> items;
  dict.as<Dict>()->forEach([&](const Value& k, const Value& v) { items.emplace_back(in.repr(k), k, v); });
  std::stable_sort(items.begin(), items.end(),
                   [](const auto& a, const auto& b) { return std::get<0>(a) < std::get<0>(b); });
  std::vector<std::pair<Value, Value>> out;
  for (auto& [repr, k, v] : items) out.emplace_back(k, v);
  return out;
}

std::vector<Value> nestedValues(Interp& in, const Value& v) {
  if (v.is(ObjKind::List)) return v.as<List>()->items;
  if (v.is(ObjKind::Tuple)) return v.as<Tuple>()->items;
  if (v.is(ObjKind::Range)) return in.toVector(v);
  std::vector<Value> values;
  for (auto& [key, value] : sortedNestItems(in, v)) values.push_back(value);
  return values;
}

namespace {

// PyObjectToString: "type=tuple str=(1, 2)".
std::string described(Interp& in, const Value& v) { return "type=" + in.typeName(v) + " str=" + in.str(v); }

std::vector<Value> dictKeys(const Value& dict) {
  std::vector<Value> keys;
  dict.as<Dict>()->forEach([&](const Value& k, const Value&) { keys.push_back(k); });
  return keys;
}

// The items walked inside the engine (trace keys, staged results), a dict's in
// the order of its keys' reprs, as its TraceType keeps them.
std::vector<Value> children(Interp& in, const Value& v) {
  if (!v.is(ObjKind::Dict)) return nestedValues(in, v);
  std::vector<Value> values;
  for (auto& [key, value] : dictItemsByRepr(in, v)) values.push_back(value);
  return values;
}

// The difference ("More specifically: ...") or nullopt.
std::optional<StructureMismatch> firstDifference(Interp& in, const Value& a, const Value& b, bool checkTypes) {
  if (isNestedStructure(a) != isNestedStructure(b)) {
    const Value& seq = isNestedStructure(a) ? a : b;
    const Value& leaf = isNestedStructure(a) ? b : a;
    return StructureMismatch{false, "Substructure \"" + described(in, seq) + "\" is a sequence, while substructure \"" +
                                        described(in, leaf) + "\" is not"};
  }
  if (!isNestedStructure(a)) return std::nullopt;
  bool bothLists = a.is(ObjKind::List) && b.is(ObjKind::List), bothDicts = a.is(ObjKind::Dict) && b.is(ObjKind::Dict);
  if (checkTypes && in.typeOf(a) != in.typeOf(b) && !bothLists && !bothDicts) {
    return StructureMismatch{true, "The two namedtuples don't have the same sequence type. First structure " +
                                       described(in, a) + " has type " + in.typeName(a) + ", while second structure " +
                                       described(in, b) + " has type " + in.typeName(b)};
  }
  if (bothDicts) {
    std::vector<Value> ka = dictKeys(a), kb = dictKeys(b);
    bool same = ka.size() == kb.size();
    for (const Value& k : ka) same = same && b.as<Dict>()->find(k) != nullptr;
    if (!same) {
      return StructureMismatch{false,
                               "The two dictionaries don't have the same set of keys. First structure has keys " +
                                   described(in, in.newList(ka)) + ", while second structure has keys " +
                                   described(in, in.newList(kb))};
    }
  }
  std::vector<Value> ca = children(in, a), cb = children(in, b);
  for (size_t i = 0; i < std::min(ca.size(), cb.size()); ++i) {
    if (auto difference = firstDifference(in, ca[i], cb[i], checkTypes)) return difference;
  }
  if (ca.size() == cb.size()) return std::nullopt;
  return StructureMismatch{false, "The two structures don't have the same number of elements. First structure: " +
                                      described(in, a) + ". Second structure: " + described(in, b)};
}

// str(map_structure(lambda _: _DOT, v)): the structure with "." for each leaf.
std::string dots(Interp& in, const Value& v) {
  if (v.is(ObjKind::Dict)) {
    std::string out;
    v.as<Dict>()->forEach([&](const Value& k, const Value& item) {
      out += (out.empty() ? "" : ", ") + in.repr(k) + ": " + dots(in, item);
    });
    return "{" + out + "}";
  }
  if (!isNestedStructure(v)) return ".";
  std::vector<Value> items = children(in, v);
  std::string out;
  for (const Value& item : items) out += (out.empty() ? "" : ", ") + dots(in, item);
  if (!v.is(ObjKind::Tuple)) return "[" + out + "]";  // a list, or a range packed as one
  return "(" + out + (items.size() == 1 ? ",)" : ")");
}

}  // namespace

size_t flatLength(Interp& in, const Value& v) {
  if (!isNestedStructure(v)) return 1;
  size_t n = 0;
  for (const Value& item : children(in, v)) n += flatLength(in, item);
  return n;
}

Value mapLeaves(Interp& in, const Value& v, const std::function<Value(const Value&)>& fn, bool visitNone) {
  if (v.isNone() && !visitNone) return v;
  if (v.is(ObjKind::List) || v.is(ObjKind::Tuple) || v.is(ObjKind::Range)) {
    std::vector<Value> items;
    for (const Value& item : children(in, v)) items.push_back(mapLeaves(in, item, fn, visitNone));
    return v.is(ObjKind::Range) ? in.newList(std::move(items)) : sequenceLike(in, v, std::move(items));
  }
  if (!v.is(ObjKind::Dict)) return fn(v);
  std::vector<std::pair<Value, Value>> mapped;
  for (auto& [key, item] : dictItemsByRepr(in, v)) mapped.emplace_back(key, mapLeaves(in, item, fn, visitNone));
  Value out = in.newDict();
  v.as<Dict>()->forEach([&](const Value& key, const Value&) {
    for (const auto& [k, item] : mapped) {
      if (k.sameAs(key)) out.as<Dict>()->set(key, item);
    }
  });
  return containerLike(in, v, out);
}

std::optional<StructureMismatch> structureMismatch(Interp& in, const Value& a, const Value& b, bool checkTypes) {
  std::optional<StructureMismatch> difference = firstDifference(in, a, b, checkTypes);
  if (!difference) return std::nullopt;
  difference->message = "The two structures don't have the same nested structure.\n\nFirst structure: " +
                        described(in, a) + "\n\nSecond structure: " + described(in, b) +
                        "\n\nMore specifically: " + difference->message + "\nEntire first structure:\n" + dots(in, a) +
                        "\nEntire second structure:\n" + dots(in, b);
  return difference;
}

}  // namespace tl::lang
