// ops/: the op registry and the context every op call dispatches through.
//
// Tour:
//  - Op (enum from op_list.h) and OpDef: TF name, arity, traits, inference on
//    partial shapes, kernel, gradient, cost. One row per op (op_registry.cc).
//  - Value: what an op call takes and returns — an eager Tensor, or a symbolic
//    output of a graph node (graph/ fills SymbolicRef; ops never looks inside).
//  - Context: eager (runs the kernel now) or graph-building (graph/ records a node).
//    call() dispatches through the innermost ContextScope.
//  - Gradients are ordinary op calls through the current context, so the same
//    gradient function serves an eager tape and a symbolic gradient in a graph.
//    ops/builders.h has the op-call shorthands they are written with.
//  - Kernels never write into an input's buffer; they may return an input tensor
//    unchanged (Identity, Reshape share buffers), so tensors are immutable values.
//    They return KernelOutputs (kernel_outputs.h): one or two outputs inline.
//  - EagerContext::execute runs the op's inference first (with every input as a
//    known constant), so eager calls raise the same TF-worded errors as tracing,
//    wrapped as TensorFlow's eager runtime wraps them (core::EagerOpError).
//  - variable.h (resource variables), tensor_list.h (TensorList values) and
//    fused_program.h (the _FusedElementwise attr) complete the public API.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/core.h"
#include "kernels/kernels.h"
#include "ops/kernel_outputs.h"
#include "ops/op_list.h"

namespace tl::ops {

using core::DType;
using core::PartialShape;
using core::Shape;
using core::Tensor;

enum class Op : uint16_t {
#define TL_OP_ENUM(name) name,
  TL_OP_LIST(TL_OP_ENUM, TL_OP_ENUM)
#undef TL_OP_ENUM
      kCount
};
constexpr int kOpCount = static_cast<int>(Op::kCount);

// A nested body (While cond/body, If branches). graph::Graph derives from it.
class Body {
 public:
  virtual ~Body() = default;
};
using BodyPtr = std::shared_ptr<const Body>;

using AttrValue = std::variant<std::monostate, int64_t, double, bool, std::string, DType, std::vector<int64_t>,
                               PartialShape, Tensor, BodyPtr, std::vector<DType>>;
// std::less<>: kernels look attributes up by literal names on every run, with
// no std::string made for the lookup.
using Attrs = std::map<std::string, AttrValue, std::less<>>;

template <typename T>
const T* attr(const Attrs& attrs, std::string_view name) {
  auto it = attrs.find(name);
  return it == attrs.end() ? nullptr : std::get_if<T>(&it->second);
}

// Which graph output a symbolic Value is; `graph` is a graph::Graph* owned by graph/.
struct SymbolicRef {
  const void* graph = nullptr;
  int node = -1;
  int output = 0;
  bool operator==(const SymbolicRef& o) const { return graph == o.graph && node == o.node && output == o.output; }
};

class Value {
 public:
  Value() = default;     // "no value" (e.g. a gradient that does not flow)
  Value(Tensor tensor);  // NOLINT: eager values convert implicitly
  static Value symbolic(SymbolicRef ref, DType dtype, PartialShape shape);

  bool valid() const { return kind_ != Kind::None; }
  bool isEager() const { return kind_ == Kind::Eager; }
  bool isSymbolic() const { return kind_ == Kind::Symbolic; }
  const Tensor& tensor() const { return tensor_; }  // eager only
  const SymbolicRef& ref() const { return ref_; }   // symbolic only
  DType dtype() const { return dtype_; }
  const PartialShape& shape() const { return shape_; }

 private:
  enum class Kind : uint8_t { None, Eager, Symbolic };
  Kind kind_ = Kind::None;
  Tensor tensor_;
  SymbolicRef ref_;
  DType dtype_ = DType::Float32;
  PartialShape shape_;
};

// Op traits: passes ask these, never op names.
enum Trait : uint32_t {
  kPure = 1u << 0,         // no state, no side effect: may be folded, CSE'd, pruned
  kElementwise = 1u << 1,  // output[i] depends on input[i] (with broadcasting)
  kCommutative = 1u << 2,
  kStateful = 1u << 3,     // reads/writes state (variables, RNG): never folded or CSE'd
  kSideEffect = 1u << 4,   // must run even if its outputs are unused (print, assign)
  kControlFlow = 1u << 5,  // has nested bodies; exec runs it
  kDifferentiable = 1u << 6,
  kSource = 1u << 7,  // Const/Placeholder
};

// The kernels:: function an elementwise op computes, when it is one: the op's
// kernel runs it, and the elementwise fusion pass fuses the op through it.
struct ElementwiseFn {
  enum class Arity : uint8_t { None, Unary, Binary } arity = Arity::None;
  kernels::Unary unary = kernels::Unary::Neg;
  kernels::Binary binary = kernels::Binary::Add;

  static constexpr ElementwiseFn of(kernels::Unary u) { return {Arity::Unary, u, kernels::Binary::Add}; }
  static constexpr ElementwiseFn of(kernels::Binary b) { return {Arity::Binary, kernels::Unary::Neg, b}; }
};

struct TypedShape {
  DType dtype = DType::Float32;
  PartialShape shape;
  // The value, when known at build time (for inference). Inference outputs set it
  // only for Const (pointing into its attrs) and Identity (its input's pointer).
  const Tensor* constant = nullptr;
  // The elements of an int tensor of rank <= 1 that are known while tracing,
  // one dim per element (-1 unknown): TF's tensors-as-shapes, so tf.shape(x)
  // of a (None, 3) x is [?,3] and tf.shape(x)[1] is [3]. Unknown rank when
  // nothing is known.
  PartialShape valueShape = PartialShape();
};

struct Cost {
  double flops = 0;
  double bytes = 0;
};

// What a kernel may need beyond its inputs: where PrintV2 writes, the phase
// ("eager" or "run") and the function it runs in.
struct KernelContext {
  core::EventSink* sink = nullptr;
  const char* phase = "eager";
  std::string_view fn;  // the running function's name (it outlives the run)
};

struct GradArgs {
  const std::vector<Value>& inputs;
  const std::vector<Value>& outputs;
  const std::vector<Value>& grads;  // one per output; invalid where no gradient flows
  const Attrs& attrs;
};

using InferFn = std::vector<TypedShape> (*)(const std::vector<TypedShape>& inputs, const Attrs& attrs);
using KernelFn = KernelOutputs (*)(const std::vector<Tensor>& inputs, const Attrs& attrs, KernelContext& context);
using GradFn = std::vector<Value> (*)(const GradArgs& args);  // one per input
using CostFn = Cost (*)(const std::vector<TypedShape>& inputs, const std::vector<TypedShape>& outputs,
                        const Attrs& attrs);

// The Python operator that makes this op on tensors ("+" for AddV2, "<" for
// Less), and the name TensorFlow's operator wrapper gives the node ("add").
struct PythonOperator {
  const char* symbol = nullptr;
  const char* nodeName = nullptr;
};

struct OpDef {
  Op op;
  const char* name;  // TensorFlow's op name
  int minInputs;
  int maxInputs;  // -1: variadic
  uint32_t traits;
  InferFn infer;
  KernelFn kernel;  // nullptr for Placeholder and control flow
  GradFn grad;      // nullptr if not differentiable
  CostFn cost;
  ElementwiseFn elementwise = {};
  PythonOperator python = {};
};

const OpDef& opDef(Op op);
const char* opName(Op op);
// Throws TensorFlow's InvalidArgumentError when `count` inputs do not suit `def`
// (every op call checks it, eager or building a graph).
void checkArity(const OpDef& def, size_t count);
const OpDef* findOp(const std::string& tfName);
// The op a Python operator symbol ("+", "<", "@") makes on tensors; nullptr if none.
const OpDef* opForOperator(const std::string& symbol);

// --- Contexts ---------------------------------------------------------------

class Context {
 public:
  virtual ~Context() = default;
  virtual bool isEager() const = 0;
  virtual std::vector<Value> execute(Op op, const std::vector<Value>& inputs, const Attrs& attrs) = 0;
  // The value of `value` when it is known at build time (an eager tensor, or a
  // graph Const); gradients use it to keep graphs small. nullptr when unknown.
  virtual const Tensor* constantValue(const Value& value) const { return value.isEager() ? &value.tensor() : nullptr; }
  // The context a recording wrapper (a GradientTape) passes its ops on to;
  // null for one that runs or builds them itself.
  virtual Context* inner() const { return nullptr; }
};

class EagerContext : public Context {
 public:
  bool isEager() const override { return true; }
  std::vector<Value> execute(Op op, const std::vector<Value>& inputs, const Attrs& attrs) override;
  KernelContext& kernelContext() { return kernel_context_; }

 private:
  // execute() without TensorFlow's eager wording of a failure.
  std::vector<Value> run(Op op, const std::vector<Value>& inputs, const Attrs& attrs);
  KernelContext kernel_context_;
};

// The innermost context (an EagerContext by default).
Context& currentContext();
// The context that runs or builds ops now: the current one with the recording
// wrappers around it (tapes) looked through.
Context& baseContext();
EagerContext& defaultEagerContext();

class ContextScope {
 public:
  explicit ContextScope(Context& context);
  ~ContextScope();
  ContextScope(const ContextScope&) = delete;
  ContextScope& operator=(const ContextScope&) = delete;
};

// The Python source position of the op being created (graph/ stores it on nodes).
void setCurrentSpan(core::SourceSpan span);
core::SourceSpan currentSpan();
// The program's frames now (the interpreter supplies them; graph/ stores them on
// nodes so a graph execution error can say where its node was made).
void setCallStackSource(std::function<core::CallStack()> source);
core::CallStack currentCallStack();

std::vector<Value> call(Op op, const std::vector<Value>& inputs, const Attrs& attrs = {});
Value call1(Op op, const std::vector<Value>& inputs, const Attrs& attrs = {});

// --- Attribute names (TensorFlow's, unless noted) ----------------------------
//  Const: "value" (Tensor), "dtype".  Placeholder: "dtype", "shape" (PartialShape).
//  Cast: "DstT".  MatMul/_FusedMatMul: "transpose_a", "transpose_b"; _FusedMatMul
//  also "relu" (bool; inputs a, b, bias).  Sum/Mean/Max/Min: "keep_dims".
//  Squeeze: "squeeze_dims" ("axis" accepted).  Pack: "axis".  Unpack: "num", "axis".
//  Shape: "out_type" (int32).  ArgMax/ArgMin: "output_type" (int64).  GatherV2: "batch_dims" (0).
//  Any/All: "keep_dims".  OneHot: "axis" (-1).
//  StridedSlice(Grad): "begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask",
//  "shrink_axis_mask".  RandomUniform/RandomStandardNormal: "dtype", "seed", "seed2"; RandomUniformInt:
//  "seed", "seed2" (its dtype is minval's).
//  StringFormat: "template", "placeholder" (tracelab default "{}"), "summarize" (3).
//  PrintV2: "end" ("\n"), "output_stream" ("stdout"; "stderr").  VarHandleOp: "dtype", "shape", "shared_name".
//  ReadVariableOp: "dtype".  TensorList*: "element_dtype".
//  While: "cond", "body" (BodyPtr), "T" (vector<DType>, optional: the input dtypes).
//  If: "then_branch", "else_branch" (BodyPtr), "Tout" (vector<DType>).
//  While/If "output_shapes": shapes encoded by encodeShapes() (absent: While keeps
//  the input shapes, If gives unknown rank).
//  _FusedElementwise: "program" (vector<int64_t>, see encodeFusedProgram).

// Shapes as one attr value: per shape its rank (-1: unknown rank) then its dims.
std::vector<int64_t> encodeShapes(const std::vector<PartialShape>& shapes);
std::vector<PartialShape> decodeShapes(const std::vector<int64_t>& encoded);

// The seeded random ops keep a call counter per (seed, seed2) so repeated calls
// differ but a run is reproducible; a new run starts from zero.
void resetRandomCounters();

// The value of `value` when known at build time, asked of the current context.
const Tensor* constantValue(const Value& value);

}  // namespace tl::ops

#include "ops/fused_program.h"
#include "ops/tensor_list.h"
#include "ops/variable.h"

namespace tl::ops {}  // namespace tl::ops
