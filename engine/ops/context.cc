// Value, the context stack and the eager context.
#include <iterator>
#include <string>

#include "core/run_state.h"
#include "ops/op.h"
#include "ops/op_util.h"

namespace tl::ops {

Value::Value(Tensor tensor) : kind_(tensor.valid() ? Kind::Eager : Kind::None), tensor_(std::move(tensor)) {
  dtype_ = tensor_.dtype();
  shape_ = tensor_.shape();
}

Value Value::symbolic(SymbolicRef ref, DType dtype, PartialShape shape) {
  Value v;
  v.kind_ = Kind::Symbolic;
  v.ref_ = ref;
  v.dtype_ = dtype;
  v.shape_ = std::move(shape);
  return v;
}

namespace {

// This run's op contexts (innermost last), the span ops are made at, and its
// eager context (whose sink is the running program's).
struct OpRunState {
  std::vector<Context*> contexts;
  core::SourceSpan span;
  std::function<core::CallStack()> callStack;
  EagerContext eager;
};

OpRunState& opState() { return core::RunState::current().get<OpRunState>(); }

}  // namespace

void checkArity(const OpDef& def, size_t count) {
  const int64_t n = static_cast<int64_t>(count);
  if (n >= def.minInputs && (def.maxInputs < 0 || n <= def.maxInputs)) return;
  const std::string wanted = def.maxInputs == def.minInputs ? std::to_string(def.minInputs)
                             : def.maxInputs < 0
                                 ? std::to_string(def.minInputs) + " or more"
                                 : std::to_string(def.minInputs) + " to " + std::to_string(def.maxInputs);
  core::throwInvalidArgument(std::string(def.name) + " expects " + wanted + " inputs but got " + std::to_string(n));
}

EagerContext& defaultEagerContext() { return opState().eager; }

Context& currentContext() {
  OpRunState& state = opState();
  return state.contexts.empty() ? state.eager : *state.contexts.back();
}

Context& baseContext() {
  Context* context = &currentContext();
  while (Context* inner = context->inner()) context = inner;
  return *context;
}

ContextScope::ContextScope(Context& context) { opState().contexts.push_back(&context); }
ContextScope::~ContextScope() { opState().contexts.pop_back(); }

void setCurrentSpan(core::SourceSpan span) { opState().span = span; }
core::SourceSpan currentSpan() { return opState().span; }
void setCallStackSource(std::function<core::CallStack()> source) { opState().callStack = std::move(source); }
core::CallStack currentCallStack() {
  const auto& source = opState().callStack;
  return source ? source() : nullptr;
}

const Tensor* constantValue(const Value& value) { return currentContext().constantValue(value); }

namespace {

// The classes of TensorFlow's OpError that an op's kernel raises.
bool isOpErrorKind(const std::string& kind) {
  return kind == "InvalidArgumentError" || kind == "OutOfRangeError" || kind == "UnimplementedError" ||
         kind == "FailedPreconditionError" || kind == "NotFoundError";
}

// The name the Python API gives the op when it runs eagerly: most wrap their op
// in a name scope that is skipped eagerly (None); these pass a default name.
std::string eagerCallName(Op op) {
  switch (op) {
    case Op::ConcatV2: return "concat";  // tf.concat(values, axis, name="concat")
    case Op::Pack: return "stack";       // tf.stack(values, axis=0, name="stack")
    case Op::Split:
    case Op::SplitV: return "split";                 // tf.split(..., name="split")
    case Op::StridedSlice: return "strided_slice/";  // Tensor.__getitem__'s scope, kept eagerly
    default: return "";
  }
}

// The lengths of an op's list arguments, in attr-name order, which the eager
// runtime puts in the name of the function it wraps the op in
// (BuildWrappedOpName: "__wrapped__ConcatV2_N_2_device_...").
std::string listLengths(Op op, size_t inputs, const Attrs& attrs) {
  auto count = [&](const char* name) {
    const int64_t* n = attr<int64_t>(attrs, name);
    return std::string("_") + name + "_" + std::to_string(n ? *n : 1);
  };
  switch (op) {
    case Op::AddN:
    case Op::Pack: return "_N_" + std::to_string(inputs);
    case Op::ConcatV2: return "_N_" + std::to_string(inputs - 1);  // values and the axis
    case Op::Unpack: return count("num");
    case Op::Split:
    case Op::SplitV: return count("num_split");
    case Op::StringFormat: return "_T_" + std::to_string(inputs);
    default: return "";
  }
}

// TensorFlow's eager wording: the runtime runs each op as a wrapped function
// ("{{function_node __wrapped__...}}" on what its kernel raised, not on what is
// refused before it runs: an input of the wrong dtype, a dtype no kernel takes),
// adds " [Op:...]", and the generated Python wrapper " name: ...".
[[noreturn]] void raiseEager(const OpDef& def, Op op, size_t inputs, const Attrs& attrs, const core::TfError& error) {
  std::string raw = error.what();
  bool beforeRun = raw.rfind("cannot compute ", 0) == 0 || error.kind() == "NotFoundError";
  std::string wrapped = beforeRun
                            ? ""
                            : "{{function_node __wrapped__" + std::string(def.name) + listLengths(op, inputs, attrs) +
                                  "_device_/job:localhost/replica:0/task:0/device:CPU:0}} ";
  throw core::EagerOpError(error.kind(), wrapped + raw + " [Op:" + def.name + "] name: " + eagerCallName(op), raw);
}

}  // namespace

std::vector<Value> EagerContext::execute(Op op, const std::vector<Value>& inputs, const Attrs& attrs) {
  try {
    return run(op, inputs, attrs);
  } catch (const core::EagerOpError&) {
    throw;
  } catch (const core::TfError& error) {
    if (!isOpErrorKind(error.kind())) throw;
    raiseEager(opDef(op), op, inputs.size(), attrs, error);
  }
}

std::vector<Value> EagerContext::run(Op op, const std::vector<Value>& inputs, const Attrs& attrs) {
  const OpDef& def = opDef(op);
  checkArity(def, inputs.size());
  if (!def.kernel) {
    core::throwInvalidArgument(std::string(def.name) + " cannot run eagerly");
  }
  std::vector<Tensor> tensors;
  std::vector<TypedShape> typed(inputs.size());
  tensors.reserve(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (!inputs[i].isEager()) {
      core::throwTypeError("An op outside of the function building code is being passed a \"Graph\" tensor.");
    }
    tensors.push_back(inputs[i].tensor());
  }
  for (size_t i = 0; i < inputs.size(); ++i) {
    typed[i] = TypedShape{tensors[i].dtype(), tensors[i].shape(), &tensors[i]};
  }
  if (def.infer) def.infer(typed, attrs);  // raises TF's validation errors
  KernelOutputs outs = def.kernel(tensors, attrs, kernel_context_);
  return std::vector<Value>(std::make_move_iterator(outs.begin()), std::make_move_iterator(outs.end()));
}

std::vector<Value> call(Op op, const std::vector<Value>& inputs, const Attrs& attrs) {
  return currentContext().execute(op, inputs, attrs);
}

Value call1(Op op, const std::vector<Value>& inputs, const Attrs& attrs) {
  std::vector<Value> outs = call(op, inputs, attrs);
  if (outs.empty()) return Value();
  return outs[0];
}

std::vector<int64_t> encodeShapes(const std::vector<PartialShape>& shapes) {
  std::vector<int64_t> out;
  for (const auto& s : shapes) {
    out.push_back(s.hasRank() ? s.rank() : -1);
    if (s.hasRank()) out.insert(out.end(), s.dims().begin(), s.dims().end());
  }
  return out;
}

std::vector<PartialShape> decodeShapes(const std::vector<int64_t>& encoded) {
  std::vector<PartialShape> out;
  size_t i = 0;
  while (i < encoded.size()) {
    int64_t rank = encoded[i++];
    if (rank < 0) {
      out.push_back(PartialShape());
      continue;
    }
    if (i + rank > encoded.size()) core::throwInvalidArgument("malformed output_shapes attr");
    out.push_back(PartialShape(Dims(encoded.begin() + i, encoded.begin() + i + rank)));
    i += rank;
  }
  return out;
}

}  // namespace tl::ops
