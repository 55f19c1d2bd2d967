// The `tensorflow` module: its submodules, dtypes, classes and constants, put
// together from the api files; tf.function is added last (installFunctionApi).
//
// A tour of lang/modules/tensorflow/ (it builds on numpy; start reading at
// tensor/tensor_object.h):
//   tensor/         tf.Tensor, tf.Variable, tf.DType, tf.TensorShape, tf.TensorSpec
//                   and tf.TensorArray as Python objects, their operators and
//                   slicing, tf.convert_to_tensor: what every other folder uses
//   function/       tf.function: Function and ConcreteFunction, trace keys, tracing
//                   a Python body, calling the cached concrete functions
//   autograph/      `if`, `while` and `for` on tensors staged as If / While nodes;
//                   tf.cond and tf.while_loop
//   gradient_tape/  tf.GradientTape over autodiff/
//   keras/          tf.keras layers, models, optimizers, losses and metrics over keras/
//   *_api.cc        the module's functions by family (creation, array, math,
//                   sort, random, print); tf_internal.h and object_util.h the helpers
//                   the folders share
#include "lang/modules/numpy/ndarray.h"
#include "lang/modules/tensorflow/function/creation_stack.h"
#include "lang/modules/tensorflow/gradient_tape/gradient_tape_object.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang {
namespace {

// The API level mirrored: TensorFlow 2.15's Python API.
constexpr const char* kVersion = "2.15.0";

constexpr const char* kErrorKinds[] = {"OpError",
                                       "InvalidArgumentError",
                                       "ResourceExhaustedError",
                                       "NotFoundError",
                                       "FailedPreconditionError",
                                       "OutOfRangeError",
                                       "UnimplementedError",
                                       "InternalError",
                                       "UnknownError",
                                       "AbortedError",
                                       "CancelledError",
                                       "AlreadyExistsError",
                                       "PermissionDeniedError",
                                       "DeadlineExceededError",
                                       "DataLossError",
                                       "UnavailableError",
                                       "UnauthenticatedError",
                                       "OperatorNotAllowedInGraphError",
                                       "InaccessibleTensorError"};

void addDTypes(Interp& in, const Value& tf, const Value& dtypes) {
  static const std::pair<const char*, core::DType> kNames[] = {
      {"float32", core::DType::Float32}, {"float64", core::DType::Float64},   {"double", core::DType::Float64},
      {"int32", core::DType::Int32},     {"int64", core::DType::Int64},       {"bool", core::DType::Bool},
      {"string", core::DType::String},   {"resource", core::DType::Resource}, {"variant", core::DType::Variant}};
  for (const auto& [name, d] : kNames) {
    setModuleAttr(in, tf, name, wrapDType(in, d));
    setModuleAttr(in, dtypes, name, wrapDType(in, d));
  }
  setModuleAttr(in, dtypes, "DType", Value(tfState(in).dtypeClass));
  defFunction(in, dtypes, "as_dtype", [](Interp& in, const Value&, CallArgs& a) {
    if (a.npos != 1) in.raise(in.types.TypeError, "as_dtype() takes 1 argument");
    std::optional<core::DType> d = toDType(in, a.pos[0]);
    if (!d) in.raise(in.types.TypeError, "Cannot convert value " + in.repr(a.pos[0]) + " to a TensorFlow DType.");
    return wrapDType(in, *d);
  });
}

void addClasses(Interp& in, const Value& tf) {
  TfState& st = tfState(in);
  setModuleAttr(in, tf, "Tensor", Value(st.tensorClass));
  setModuleAttr(in, tf, "Variable", Value(st.variableClass));
  setModuleAttr(in, tf, "TensorShape", Value(st.shapeClass));
  setModuleAttr(in, tf, "TensorSpec", Value(st.specClass));
  setModuleAttr(in, tf, "DType", Value(st.dtypeClass));
  setModuleAttr(in, tf, "newaxis", Value::none());
  setModuleAttr(in, tf, "__version__", in.newStr(kVersion));
  defFunction(in, tf, "is_tensor", [](Interp&, const Value&, CallArgs& a) {
    return Value::boolean(a.npos == 1 && (isTensor(a.pos[0]) || isVariable(a.pos[0])));
  });
  defFunction(in, tf, "executing_eagerly",
              [](Interp&, const Value&, CallArgs&) { return Value::boolean(ops::currentContext().isEager()); });
}

Value submodule(Interp& in, const Value& tf, const std::string& name) {
  Value m = in.newModule("tensorflow." + name);
  setModuleAttr(in, tf, name, m);
  return m;
}

Value buildModule(Interp& in) {
  in.setSpanListener([](const core::SourceSpan& s) { ops::setCurrentSpan(s); });
  installCreationStack(in);
  Value tf = in.newModule("tensorflow");
  TfState& st = tfState(in);
  st.module = tf;
  Value math = submodule(in, tf, "math"), nn = submodule(in, tf, "nn");
  Value random = submodule(in, tf, "random"), errors = submodule(in, tf, "errors");
  Value dtypes = submodule(in, tf, "dtypes"), nest = submodule(in, tf, "nest");
  addDTypes(in, tf, dtypes);
  addClasses(in, tf);
  for (const char* kind : kErrorKinds) setModuleAttr(in, errors, kind, Value(in.exceptionClass(kind)));
  tfi::installCreationApi(in, tf);
  tfi::installArrayApi(in, tf);
  tfi::installMathApi(in, tf, math, nn);
  tfi::installMathFunctionsApi(in, tf, math, nn);
  tfi::installSortApi(in, tf, math, nn);
  tfi::installNestApi(in, nest);
  tfi::installRandomApi(in, tf, random);
  tfi::installPrintApi(in, tf);
  tfi::installLoggerApi(in, tf);
  installGradientTape(in, tf);
  installFunctionApi(in, tf);
  tfi::installDeviceApi(in, tf);
  tfi::installNameScopeApi(in, tf);
  tfi::installStaticValueApi(in, tf);
  tfi::installLazyApi(in, tf);
  return tf;
}

}  // namespace

void registerTensorflowModule(Interp& in) {
  in.registerModule("tensorflow", buildModule);
  for (const char* sub : {"math", "nn", "linalg", "random", "errors", "dtypes", "nest", "keras"}) {
    std::string name = sub;
    in.registerModule("tensorflow." + name, [name](Interp& in) {
      Value tf = in.importModule("tensorflow", {});
      return in.getAttr(tf, name);
    });
  }
  registerNumpyModule(in);
}

}  // namespace tl::lang
