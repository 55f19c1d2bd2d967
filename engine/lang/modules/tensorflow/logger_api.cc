// tf.get_logger(): TensorFlow's Python logger, logging.getLogger("tensorflow"),
// with TensorFlow's handler (BASIC_FORMAT on stderr) when nothing else handles
// it; and the gate that prints TensorFlow's own warnings (the frequent-
// retracing warning among them) only while that logger is enabled for
// WARNING, so tf.get_logger().setLevel("ERROR") silences them as in TensorFlow.
#include "lang/eval/native.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang::tfi {
namespace {

constexpr int64_t kWarningLevel = 30;  // logging.WARNING

Value attr(Interp& in, const Value& obj, const char* name) { return in.getAttr(obj, in.internStr(name).as<Str>()); }

struct LoggerState {
  bool handlerAdded = false;
};

Value tensorflowLogger(Interp& in, const Value& logging) {
  return in.call(attr(in, logging, "getLogger"), {in.newStr("tensorflow")});
}

Value getLogger(Interp& in, const Value&, CallArgs& a) {
  parseArgs(in, a, "get_logger", {}, 0);
  Value logging = in.importModule("logging", {});
  Value logger = tensorflowLogger(in, logging);
  LoggerState& st = in.moduleState<LoggerState>();
  if (!st.handlerAdded) {
    st.handlerAdded = true;
    Value root = in.call(attr(in, logging, "getLogger"), {});
    if (!in.truthy(attr(in, root, "handlers"))) {
      Value handler = in.call(attr(in, logging, "StreamHandler"), {});
      in.call(attr(in, handler, "setFormatter"),
              {in.call(attr(in, logging, "Formatter"), {attr(in, logging, "BASIC_FORMAT")})});
      in.call(attr(in, logger, "addHandler"), {handler});
    }
  }
  return logger;
}

// TensorFlow's warnings print unless the program's logging says otherwise;
// logging that fails to answer lets them through.
bool warningsEnabled(Interp& in) {
  Value* logging = in.loadedModules().as<Dict>()->findStr(in.internStr("logging").as<Str>());
  if (!logging) return true;
  try {
    Value logger = tensorflowLogger(in, *logging);
    return in.truthy(in.call(attr(in, logger, "isEnabledFor"), {Value::integer(kWarningLevel)}));
  } catch (PyException&) {
    return true;
  }
}

}  // namespace

void installLoggerApi(Interp& in, const Value& tf) {
  defFunction(in, tf, "get_logger", getLogger);
  in.setTensorflowWarningGate([&in] { return warningsEnabled(in); });
}

}  // namespace tl::lang::tfi
