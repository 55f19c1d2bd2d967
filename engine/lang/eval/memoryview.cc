// memoryview: a window (offset, length, step) onto a bytes or bytearray
// object's buffer. Views of a bytearray write through to it, and each live
// view pins the bytearray's size until released.
#include <cstdio>

#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"
#include "lang/eval/int_value.h"

namespace tl::lang {

namespace {

class MemoryViewObj : public NativeObject {
 public:
  MemoryViewObj(ClassObj* cls, Value b, int64_t off, int64_t len, int64_t st)
      : NativeObject(cls), base(std::move(b)), offset(off), length(len), step(st) {
    asBytes(base)->exports++;
  }
  ~MemoryViewObj() override { release(); }
  Value base;  // the BytesObj
  int64_t offset, length, step;
  bool released = false;

  void release() {
    if (!released) asBytes(base)->exports--;
    released = true;
  }
  bool readonly() const { return !asBytes(base)->isMutable; }
  char& at(int64_t i) const { return asBytes(base)->data[offset + i * step]; }
  std::string contents() const {
    std::string out;
    for (int64_t i = 0; i < length; ++i) out += at(i);
    return out;
  }
  void checkLive(Interp& in) const {
    if (released) in.raise(in.types.ValueError, "operation forbidden on released memoryview object");
  }

  std::string repr(Interp& in) override {
    char b[48];
    std::snprintf(b, sizeof b, "<%smemory at 0x%llx>", released ? "released " : "",
                  static_cast<unsigned long long>(in.fakeAddress(this)));
    return b;
  }
  int64_t len(Interp& in) override { return checkLive(in), length; }
  int truthy(Interp& in) override { return checkLive(in), length != 0; }
  Value getItem(Interp& in, const Value& key) override;
  bool setItem(Interp& in, const Value& key, const Value& v) override;
  bool delItem(Interp& in, const Value& key) override {
    checkLive(in);
    in.raise(in.types.TypeError, "cannot delete memory");
  }
  Value compare(Interp& in, CmpOp op, const Value& other) override {
    std::string data;
    if ((op != CmpOp::Eq && op != CmpOp::Ne) || released || !bytesView(other, data)) return {};
    return Value::boolean((contents() == data) == (op == CmpOp::Eq));
  }
  Value iter(Interp& in) override;
  bool hashable() const override { return readonly(); }
  int64_t hash() override { return bytesHash(contents()); }
  bool keyEquals(const NativeObject& other) const override;

 private:
  int64_t index(Interp& in, const Value& key) const;
};

MemoryViewObj* asView(const Value& v) {
  return v.is(ObjKind::Native) ? dynamic_cast<MemoryViewObj*>(v.obj()) : nullptr;
}

int64_t MemoryViewObj::index(Interp& in, const Value& key) const {
  if (!isInteger(key)) in.raise(in.types.TypeError, "memoryview: invalid slice key");
  if (isBigInt(key)) raiseIndexTooLarge(in, in.types.IndexError);
  int64_t i = key.asInt() < 0 ? key.asInt() + length : key.asInt();
  if (i < 0 || i >= length) in.raise(in.types.IndexError, "index out of bounds on dimension 1");
  return i;
}

Value MemoryViewObj::getItem(Interp& in, const Value& key) {
  checkLive(in);
  if (!key.is(ObjKind::Slice)) return Value::integer(static_cast<unsigned char>(at(index(in, key))));
  int64_t start, stop, st;
  sliceIndices(in, key.as<Slice>(), length, start, stop, st);
  return Value(new MemoryViewObj(cls(), base, offset + start * step, sliceLength(start, stop, st), step * st));
}

bool MemoryViewObj::setItem(Interp& in, const Value& key, const Value& v) {
  checkLive(in);
  if (readonly()) in.raise(in.types.TypeError, "cannot modify read-only memory");
  if (!key.is(ObjKind::Slice)) {
    int64_t i = index(in, key);
    if (!isInteger(v)) in.raise(in.types.TypeError, "memoryview: invalid type for format 'B'");
    if (isBigInt(v) || v.asInt() < 0 || v.asInt() > 255)
      in.raise(in.types.ValueError, "memoryview: invalid value for format 'B'");
    at(i) = static_cast<char>(v.asInt());
    return true;
  }
  int64_t start, stop, st;
  sliceIndices(in, key.as<Slice>(), length, start, stop, st);
  std::string data = needBytesLike(in, v);
  int64_t n = sliceLength(start, stop, st);
  if (static_cast<int64_t>(data.size()) != n)
    in.raise(in.types.ValueError, "memoryview assignment: lvalue and rvalue have different structures");
  for (int64_t k = 0; k < n; ++k) at(start + k * st) = data[k];
  return true;
}

Value MemoryViewObj::iter(Interp& in) {
  checkLive(in);
  Value self(this);
  auto next = std::make_shared<int64_t>(0);
  return makeNativeIterator(in, [self, next](Interp& in, Value& out) {
    MemoryViewObj* view = asView(self);
    view->checkLive(in);
    if (*next >= view->length) return false;
    out = Value::integer(static_cast<unsigned char>(view->at((*next)++)));
    return true;
  });
}

bool MemoryViewObj::keyEquals(const NativeObject& other) const {
  std::string data;
  Value o(const_cast<NativeObject*>(&other));
  return bytesView(o, data) && data == contents();
}

MemoryViewObj& live(Interp& in, const Value& self) {
  asView(self)->checkLive(in);
  return *asView(self);
}

Value makeView(Interp& in, const Value&, CallArgs& a) {
  auto args = parseArgs(in, a, "memoryview", {"object"}, 1);
  if (MemoryViewObj* view = asView(args[0])) {
    view->checkLive(in);
    return Value(new MemoryViewObj(view->cls(), view->base, view->offset, view->length, view->step));
  }
  if (!asBytes(args[0]))
    in.raise(in.types.TypeError, "memoryview: a bytes-like object is required, not '" + in.typeName(args[0]) + "'");
  int64_t n = static_cast<int64_t>(asBytes(args[0])->data.size());
  return Value(new MemoryViewObj(in.types.memoryview, args[0], 0, n, 1));
}

void defViewProperty(Interp& in, ClassObj* cls, const char* name, Value (*get)(Interp&, MemoryViewObj&)) {
  defProperty(in, cls, name, [get](Interp& in, const Value& self, CallArgs&) { return get(in, live(in, self)); });
}

void installViewProperties(Interp& in, ClassObj* cls) {
  defViewProperty(in, cls, "readonly", [](Interp&, MemoryViewObj& v) { return Value::boolean(v.readonly()); });
  defViewProperty(in, cls, "nbytes", [](Interp&, MemoryViewObj& v) { return Value::integer(v.length); });
  defViewProperty(in, cls, "itemsize", [](Interp&, MemoryViewObj&) { return Value::integer(1); });
  defViewProperty(in, cls, "ndim", [](Interp&, MemoryViewObj&) { return Value::integer(1); });
  defViewProperty(in, cls, "format", [](Interp& in, MemoryViewObj&) { return in.newStr("B"); });
  defViewProperty(in, cls, "shape",
                  [](Interp& in, MemoryViewObj& v) { return in.newTuple({Value::integer(v.length)}); });
  defViewProperty(in, cls, "obj", [](Interp&, MemoryViewObj& v) { return v.base; });
}

}  // namespace

bool bytesView(const Value& v, std::string& out) {
  if (BytesObj* b = asBytes(v)) return out = b->data, true;
  if (MemoryViewObj* view = asView(v); view && !view->released) return out = view->contents(), true;
  return false;
}

void installMemoryView(Interp& in) {
  ClassObj* cls = newNativeClass(in, "memoryview", "builtins");
  in.types.memoryview = cls;
  cls->attrs()->set(in.internStr("__call_ctor__"), in.newBuiltin("memoryview", makeView));
  in.builtins.as<Dict>()->set(in.internStr("memoryview"), Value(cls));
  auto m = [&](const char* name, NativeFn fn) { defMethod(in, cls, name, std::move(fn)); };
  m("tobytes", [](Interp& in, const Value& self, CallArgs&) { return newBytes(in, live(in, self).contents()); });
  m("tolist", [](Interp& in, const Value& self, CallArgs&) {
    std::vector<Value> items;
    for (unsigned char c : live(in, self).contents()) items.push_back(Value::integer(c));
    return in.newList(std::move(items));
  });
  m("hex", [](Interp& in, const Value& self, CallArgs& a) {
    Value bytes = newBytes(in, live(in, self).contents());
    return in.call(in.getAttr(bytes, "hex"), a);
  });
  m("release", [](Interp&, const Value& self, CallArgs&) { return asView(self)->release(), Value::none(); });
  m("__enter__", [](Interp& in, const Value& self, CallArgs&) { return live(in, self), self; });
  m("__exit__", [](Interp&, const Value& self, CallArgs&) { return asView(self)->release(), Value::none(); });
  installViewProperties(in, cls);
}

}  // namespace tl::lang
