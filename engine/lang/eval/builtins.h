// Internal helpers shared by the evaluator files (not part of the extension API).
#pragma once
#include <optional>
#include <span>
#include <string>
#include <utility>

#include "lang/eval/interp.h"

namespace tl::lang {

void installBuiltins(Interp& in);  // builtins.cc
// Binds `name` in the builtins module to a native function (builtins.cc).
void defineBuiltin(Interp& in, const char* name, NativeFn fn);
void installTypeConstructors(Interp& in);  // types.cc: int(), str(), list(), super() ...
void installSlice(Interp& in);             // slice_object.cc
void installRange(Interp& in);             // range_object.cc: start/stop/step, count, index
// Ranges of any size (range_object.cc): a new range (64-bit inline when it fits),
// len() (OverflowError past 64 bits), r[i] and r[a:b:c], `x in r` for an int x
// of any size, ==, hash, repr, and iter()/reversed().
Value makeRange(Interp& in, const BigInt& start, const BigInt& stop, const BigInt& step);
int64_t rangeLen(Interp& in, const Range& r);
bool rangeIsEmpty(const Range& r);
Value rangeItem(Interp& in, const Range& r, const Value& key);
bool rangeContainsInt(const Range& r, const Value& x);
bool rangesEqual(const Range& a, const Range& b);
int64_t rangeHash(const Range& r);
std::string rangeRepr(Interp& in, const Range& r);
Value rangeIterator(Interp& in, const Range& r, bool reversed);
void installNumericBuiltins(Interp& in);  // builtins_numeric.cc: bin, hex, divmod, pow, int/float methods
void installObjectBuiltins(Interp& in);   // builtins_objects.cc: vars
// A built-in type's own method `name` from `table`, owned by `owner` ("object",
// "type"), or its static __new__ (`newFn`); Null for another name (object_methods.cc).
using SlotFn = Value (*)(Interp&, const Value&, CallArgs&);
using SlotEntry = std::pair<const char*, SlotFn>;
Value slotMethod(Interp& in, const std::string& name, const char* owner, SlotFn newFn,
                 std::span<const SlotEntry> table);
// object_methods.cc: object.__init__, __eq__, __repr__, ... (Null for another name),
// and the same bound to self as super() and an instance read them.
Value objectMethod(Interp& in, const std::string& name);
Value bindObjectMethod(Interp& in, const std::string& name, const Value& self);
// interp.cc: CPython's TypeError unless `self`'s class (or a base) holds the
// built-in method (list.append called on a str, a class attribute `f = list.append`).
void checkMethodApplies(Interp& in, const Value& method, const Value& self);
// attrs.cc: setting and deleting past a class's __setattr__/__delattr__ (object's own).
void setAttrDirect(Interp& in, const Value& obj, const Str* name, const Value& v);
void delAttrDirect(Interp& in, const Value& obj, const Str* name);
// object.__getattribute__: the attribute as found without a class's
// __getattribute__ or __getattr__ hooks; AttributeError when missing.
Value getAttrDirect(Interp& in, const Value& obj, const Str* name);
// type.__setattr__: a metaclass's data descriptor (a property's setter), else the class's dict.
void setClassAttrDirect(Interp& in, ClassObj* cls, const Str* name, const Value& v);
bool hasInstanceDict(Interp& in, const ClassObj* cls);  // false when __slots__ leave none
// A special method found on type(self) called for self: a plain function gets self
// first; a staticmethod or classmethod binds as attribute access would.
Value callSpecial(Interp& in, const Value& self, const Value& method, std::vector<Value> args);
std::string defaultObjectRepr(Interp& in, const Value& v);  // repr.cc: <mod.C object at 0x...>
std::string classRepr(const ClassObj* cls);                 // repr.cc: <class 'mod.C'>
void installSourceBuiltins(Interp& in);                     // exec_source.cc: eval, exec, compile
// The caller's variables as locals() sees them (builtins_objects.cc).
Value frameLocals(Interp& in);
// SystemExit's `code`: None without arguments, the argument, or the argument tuple (exception_attrs.cc).
Value systemExitCode(Interp& in, const Value& exc);
// An exception instance's own attribute (args, __cause__, OSError's errno, ...), else Null.
Value exceptionAttr(Interp& in, const Instance* i, const std::string& name);
// Sets one of BaseException's settable attributes: false when `name` is none of them.
bool setExceptionAttr(Interp& in, Instance* i, const Str* name, const Value& v);
// Raises CPython's "'x' is an invalid keyword argument for f()" for keywords not in `names`.
void checkKeywords(Interp& in, const CallArgs& a, const char* fname, std::initializer_list<const char*> names);
void sortList(Interp& in, std::vector<Value>& items, const Value& key, bool reverse);
bool isInstanceCheck(Interp& in, const Value& v, const Value& cls, const char* fname);
void installStrMethods(Interp& in);
void installContainerMethods(Interp& in);
void installExceptions(Interp& in);  // exceptions.cc
// Sets a new exception's args from its constructor's arguments (and an
// OSError's errno, strerror and filenames, as CPython parses them).
void setExceptionArgs(Interp& in, Instance* exc, const CallArgs& a);
void publishExceptions(Interp& in);
void adoptExceptionClass(Interp& in, ClassObj* cls);  // a class made in Python, as a built-in exception
// How a traceback is written: the traceback module's limit (the first
// `limit` entries from the outermost, or the last -limit) and chain (the
// cause or context first), and the program's caret anchors.
struct TracebackOptions {
  std::optional<int64_t> limit;
  bool chain = true;
  const std::unordered_map<const core::SourceSpan*, std::pair<int, int>>* anchors = nullptr;
  // The interpreter's own printer keeps a source line's trailing whitespace
  // (and counts it when deciding on carets); the traceback module strips it.
  bool keepTrailingSpace = false;
};
// exc's traceback text in the pieces the traceback module yields: the
// header, one per entry, the exception's last line(s); chainPieces puts the
// cause or context (and the line between) first.
void tracebackPieces(Interp& in, const Value& exc, const TracebackOptions& opt, std::vector<std::string>& out);
void chainPieces(Interp& in, const Value& exc, const TracebackOptions& opt, std::vector<std::string>& out,
                 int depth = 0);
// The pieces of exc's entries from `entry` (innermost 0) inward: format_tb.
void tracebackEntryPieces(Interp& in, const Value& exc, size_t entry, const TracebackOptions& opt,
                          std::vector<std::string>& out);
std::string formatChain(Interp& in, const Value& exc, const TracebackOptions& opt);
// "ValueError: bad\n" (a SyntaxError's lines above it): the end of a traceback.
std::string exceptionOnlyText(Interp& in, const Value& exc);
// The lines of exc.__notes__ (add_note), one piece each.
void notePieces(Interp& in, const Value& exc, std::vector<std::string>& out);
// str(exc) for a report; "<exception str() failed>" when that raises, as CPython says.
std::string exceptionMessage(Interp& in, const Value& exc);
void registerStdModules(Interp& in);  // modules/

// The items of list(v), tuple(v), sorted(v) and list.extend(v) (sequences.cc).
std::vector<Value> listItems(Interp& in, const Value& v);
void setAdd(Interp& in, const Value& set, const Value& v);
void dictSet(Interp& in, const Value& dict, const Value& k, const Value& v);
void dictUpdate(Interp& in, const Value& dict, const Value& other);
Value runComprehension(Interp& in, const ComprehensionExpr* c, const Value& iterator);
void addTraceback(Interp& in, const Value& exc, const Frame& fr);
Value makeListIterator(Interp& in, const Value& list);
void installFrozenset(Interp& in);                // frozenset.cc
Value newSetLike(Interp& in, const Value& like);  // an empty set, or frozenset when `like` is one

// Formatting (format.cc).
std::string floatRepr(double d);
void floatHexMethods(Interp& in);  // float.hex, float.fromhex (float_hex.cc)
std::string formatWithSpec(Interp& in, const Value& v, const std::string& spec);
std::string percentFormat(Interp& in, const std::string& fmt, const Value& args);
std::string strFormatMethod(Interp& in, const std::string& fmt, CallArgs& args);
std::string strFormatMapMethod(Interp& in, const std::string& fmt, const Value& mapping);
std::string reprString(const std::string& s);
std::string asciiRepr(Interp& in, const Value& v);  // ascii(v): repr with non-ASCII escaped

// Numbers (numbers.cc).
Value numericBinary(Interp& in, BinOp op, const Value& a, const Value& b);  // Null if not numeric
Value parseIntValue(Interp& in, const std::string& s, int base);
Value parseFloatValue(Interp& in, const std::string& s);
double roundHalfEven(double x, int64_t ndigits);

// ---- Program classes that extend built-in types (builtin_subclass.cc) ----
void installBuiltinSubclassing(Interp& in);
void installSlotMethods(Interp& in);  // builtin_dunders.cc: list.__getitem__, float.__add__, ...
// The method the program's classes define for slot `name` of `v`, an object
// of a built-in type whose class extends it, ahead of the built-in type's own
// (nullptr: the built-in behaviour applies; always for Instances, whose
// paths look methods up themselves).
const Value* overrideOf(Interp& in, const Value& v, const char* name);
// An object of `cls` (a built-in type or a program class extending one)
// holding what `plain`, an object of cls's built-in type, holds.
Value newSubclassObject(Interp& in, ClassObj* cls, const Value& plain);

// The built-in types' own behaviour, past any override of a subclass (what
// the slot methods run; the Interp methods of the same names ask overrideOf first).
Value builtinGetItem(Interp& in, const Value& obj, const Value& key);  // sequences.cc
void builtinSetItem(Interp& in, const Value& obj, const Value& key, const Value& v);
void builtinDelItem(Interp& in, const Value& obj, const Value& key);
int64_t builtinLen(Interp& in, const Value& v);
bool builtinContains(Interp& in, const Value& container, const Value& item);
// A method that takes no arguments: "str.upper() takes no arguments (1 given)".
void noArgs(Interp& in, const CallArgs& a, const std::string& qualifiedName);  // builtin_dunders.cc
// A function of one positional argument (CPython's METH_O): "gc.is_tracked() takes
// no keyword arguments", "... takes exactly one argument (2 given)".
void oneArg(Interp& in, const CallArgs& a, const std::string& qualifiedName);  // builtin_dunders.cc
// A slot method's arguments: none by keyword, exactly n by position (CPython's wrapper errors).
void expectSlotArgs(Interp& in, const CallArgs& a, const std::string& name, size_t n);  // builtin_dunders.cc
Value builtinIter(Interp& in, const Value& v);                                          // iterators.cc
Value builtinIterOrNull(Interp& in, const Value& v);                                    // Null when v is not iterable
std::string builtinRepr(Interp& in, const Value& v);                                    // repr.cc
std::string builtinFormat(Interp& in, const Value& v, const std::string& spec);         // format.cc
Value builtinBinary(Interp& in, BinOp op, const Value& a, const Value& b);              // ops.cc: Null if unsupported
bool builtinEquals(Interp& in, const Value& a, const Value& b);
Value builtinOrder(Interp& in, CmpOp op, const Value& a, const Value& b);  // <, <=, >, >=
const char* binaryDunder(BinOp op, bool reflected);                        // "__add__" / "__radd__"
const char* compareDunder(CmpOp op);                                       // "__lt__" ... "__ge__"
Value notImplementedValue(Interp& in);                                     // object_methods.cc
// What `raise X`, `from X` or throw(X) names as an exception instance: X itself,
// or X() for an exception class; else TypeError(refusal). What X() returns is
// checked (its type named by repr for raise, by name for throw) or, for a
// cause, taken as it is, as CPython does.
enum class ResultCheck { TypeRepr, TypeName, None };
Value exceptionInstance(Interp& in, const Value& v, const char* refusal, ResultCheck check);  // exceptions.cc
// What calling exception class `cls` made, checked as `check` says.
Value checkedException(Interp& in, const Value& cls, const Value& made, ResultCheck check);

// Slicing helper: normalized start/stop/step for a sequence of length n.
void sliceIndices(Interp& in, const Slice* s, int64_t n, int64_t& start, int64_t& stop, int64_t& step);
// A slice bound or search position (an int or __index__), an int beyond 64 bits
// clipped to the nearest int64 as CPython's _PyEval_SliceIndex clips to ssize_t.
int64_t sliceIndex(Interp& in, const Value& bound);
int64_t sliceLength(int64_t start, int64_t stop, int64_t step);

}  // namespace tl::lang
