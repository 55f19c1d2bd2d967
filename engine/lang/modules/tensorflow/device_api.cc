// Devices as a CPU-only TensorFlow shows them: tf.device scopes (ops still run
// on the CPU, as soft placement puts an op asked for a missing GPU there),
// tf.config.list_physical_devices / list_logical_devices, and the device
// string of eager tensors and variables (tensor_object.cc, variable_object.cc).
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang::tfi {
namespace {

// context.device's _EagerDeviceContext, holding the name asked for.
class DeviceScope final : public NativeObject {
 public:
  DeviceScope(ClassObj* cls, Value name) : NativeObject(cls), name(std::move(name)) {}
  Value name;
  void visitRefs(RefVisitor& v) override { v.visit(name); }
  void dropRefs() override { name = Value(); }
};

// Entering checks that the name is a string (_EagerDeviceContext.__enter__).
Value deviceEnter(Interp& in, const Value& me, CallArgs&) {
  const Value& name = static_cast<DeviceScope*>(me.as<NativeObject>())->name;
  if (!name.isNone() && !name.is(ObjKind::Str)) {
    in.raise(in.types.ValueError,
             "Expecting a string device name. Got " + in.repr(Value(in.typeOf(name))) + "(" + in.str(name) + ")");
  }
  return Value::none();
}

// context.list_physical_devices / list_logical_devices: the one CPU.
Value devicesOf(Interp& in, const Value& type, const char* tupleName, const char* name) {
  if (given(type) && in.str(type) != "CPU") return in.newList();
  Value namedtuple = in.getAttr(in.importModule("collections", {}), "namedtuple");
  Value fields = in.newList({in.newStr("name"), in.newStr("device_type")});
  Value cls = in.call(namedtuple, {in.newStr(tupleName), fields},
                      {{"module", in.newStr("tensorflow.python.eager.context")}});
  return in.newList({in.call(cls, {in.newStr(name), in.newStr("CPU")})});
}

// What callable() answers for functions, methods and classes.
bool isFunctionLike(const Value& v) {
  return v.is(ObjKind::Function) || v.is(ObjKind::Builtin) || v.is(ObjKind::BoundMethod) || v.is(ObjKind::Class);
}

}  // namespace

void installDeviceApi(Interp& in, const Value& tf) {
  ClassObj* scope = newNativeClass(in, "_EagerDeviceContext", "tensorflow.python.eager.context");
  tfState(in).keepAlive.push_back(Value(scope));
  defMethod(in, scope, "__enter__", deviceEnter);
  defMethod(in, scope, "__exit__", [](Interp&, const Value&, CallArgs&) { return Value::none(); });
  defParsed(in, tf, "device", {"device_name"}, 1, [scope](Interp& in, std::vector<Value>& v) {
    if (ops::currentContext().isEager() && isFunctionLike(v[0])) {
      in.raise(in.types.RuntimeError, "tf.device does not support functions when eager execution is enabled.");
    }
    return Value(new DeviceScope(scope, v[0]));
  });
  Value config = in.getAttr(tf, "config");
  defParsed(in, config, "list_physical_devices", {"device_type"}, 0, [](Interp& in, std::vector<Value>& v) {
    return devicesOf(in, v[0], "PhysicalDevice", "/physical_device:CPU:0");
  });
  defParsed(in, config, "list_logical_devices", {"device_type"}, 0,
            [](Interp& in, std::vector<Value>& v) { return devicesOf(in, v[0], "LogicalDevice", "/device:CPU:0"); });
}

}  // namespace tl::lang::tfi
