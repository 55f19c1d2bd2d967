// The op list: every op tracelab knows, declared once, with TensorFlow's name.
// X(Name) — the enum value, the TF op name and the registry row all come from here;
// op_registry.cc static_asserts that every row is filled. INTERNAL(Name) is an op
// only the passes make: TensorFlow names those with a leading underscore
// (_FusedMatMul), which C++ reserves for identifiers, so the enum drops it.
#pragma once

// Lists of several X() entries a line, which clang-format would re-wrap: kept as written.
// clang-format off
#define TL_OP_LIST(X, INTERNAL)                                                                   \
  /* sources */ X(Const) X(Placeholder) X(Identity)                                    \
  /* binary elementwise */ X(AddV2) X(Sub) X(Mul) X(RealDiv) X(FloorDiv) X(FloorMod)   \
  X(Maximum) X(Minimum) X(Pow) X(SquaredDifference)                                    \
  /* unary elementwise */ X(Neg) X(Abs) X(Exp) X(Log) X(Sqrt) X(Rsqrt) X(Square)       \
  X(Relu) X(Sigmoid) X(Tanh) X(Sign) X(Reciprocal) X(Cast)                             \
  /* more unary math */ X(Sin) X(Cos) X(Tan) X(Asin) X(Acos) X(Atan) X(Sinh) X(Cosh)   \
  X(Floor) X(Ceil) X(Round) X(Log1p) X(Expm1) X(Erf) X(IsNan) X(IsFinite) X(IsInf)     \
  X(StopGradient)                                                                      \
  /* more activations */ X(Softplus) X(Elu) X(Selu) X(Relu6) X(LeakyRelu)             \
  /* more binary math */ X(Atan2) X(Xdivy) X(DivNoNan)                                 \
  /* comparisons and logic */ X(Equal) X(NotEqual) X(Less) X(LessEqual) X(Greater)     \
  X(GreaterEqual) X(LogicalAnd) X(LogicalOr) X(LogicalNot) X(SelectV2)                 \
  /* linear algebra */ X(MatMul) X(BatchMatMulV2) X(BiasAdd) X(BiasAddGrad)              \
  /* movement */ X(Reshape) X(ExpandDims) X(Squeeze) X(Transpose) X(ConcatV2) X(Pack)  \
  X(Unpack) X(Slice) X(StridedSlice) X(GatherV2) X(Tile) X(BroadcastTo) X(Pad)         \
  X(Split) X(SplitV) X(EnsureShape) X(Where) X(OneHot)                                 \
  /* shape */ X(Shape) X(Size) X(Rank) X(Fill) X(ZerosLike) X(OnesLike) X(Range)      \
  X(BroadcastGradientArgs) X(InvertPermutation)                                        \
  /* reductions */ X(AddN) X(Sum) X(Prod) X(Mean) X(Max) X(Min) X(ArgMax) X(ArgMin) X(Any) X(All)           \
  /* scans */ X(Cumsum) X(Cumprod)                                                     \
  /* sorting */ X(TopKV2)                                                              \
  /* gradients helpers */ X(ReluGrad) X(SigmoidGrad) X(TanhGrad) X(StridedSliceGrad)   \
  X(UnsortedSegmentSum) X(EluGrad) X(SeluGrad) X(Relu6Grad) X(LeakyReluGrad)          \
  /* random */ X(RandomUniform) X(RandomStandardNormal) X(RandomUniformInt)           \
  /* strings, printing, checks */ X(StringFormat) X(PrintV2) X(Assert)                 \
  /* variables */ X(VarHandleOp) X(ReadVariableOp) X(AssignVariableOp)                 \
  X(AssignAddVariableOp) X(AssignSubVariableOp) X(ResourceStridedSliceAssign)          \
  /* TensorList (tf.TensorArray) */ X(TensorListReserve) X(TensorListSetItem)          \
  X(TensorListGetItem) X(TensorListStack) X(TensorListLength) X(TensorListFromTensor)  \
  /* control flow (bodies are nested graphs; executed by exec/) */ X(While) X(If)      \
  /* fused by passes/ (never traced directly) */ INTERNAL(FusedMatMul) INTERNAL(FusedElementwise)
// clang-format on
