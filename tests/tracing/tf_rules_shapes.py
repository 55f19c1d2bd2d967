# tf_rules cases for rule 8 (shapes in traces: shape inference on partial
# shapes as TensorFlow's shape functions give it, tf.while_loop's
# shape_invariants, and each layer's error wording), each with the TensorFlow
# test or guide section it follows. The programs are tracelab's own.
#   8 shapes in traces: a traced tensor's static shape is what the op's C++
#     shape function (tensorflow/core/ops/*.cc, common_shape_fns.cc) infers
#     from the partial shapes of its inputs (None = unknown dim, <unknown> =
#     unknown rank), plus the few Python-side refinements (reduce_* without an
#     axis is a scalar, Tensor.set_shape merges). A shape function's error is a
#     ValueError raised while the op is built, "<message> for '{{node N}} =
#     Op[attrs](inputs)' with input shapes: ...". tf.while_loop inside a
#     tf.function is while_v2: the loop variables keep their entry shapes (or
#     shape_invariants) and a body output that is less specific is
#     while_v2._check_shapes_compat's ValueError; eagerly it is a Python loop
#     with no shape check. AutoGraph's staged loops check first, in their own
#     words (control_flow._verify_single_loop_var). tf.cond's output is the
#     most specific shape compatible with both branches (cond_v2).
from tf_rules_lib import case  # noqa: F401

R8 = "8 shapes in traces: "
SHAPE_FN = "tensorflow/core/framework/shape_inference.cc: "
ARRAY_OPS = "tensorflow/core/ops/array_ops.cc: "
ARRAY_TEST = "tensorflow/core/ops/array_ops_test.cc: "
MATH_TEST = "tensorflow/core/ops/math_ops_test.cc: "
CSF = "tensorflow/core/framework/common_shape_fns.cc: "
TS = "tensorflow/python/framework/tensor_shape.py: "
PF = "tensorflow/python/eager/polymorphic_function/polymorphic_function_test.py: "
WV2 = "tensorflow/python/ops/while_v2.py: "
WL = "tensorflow/python/ops/while_loop.py: while_loop"
CF_TEST = "tensorflow/python/kernel_tests/control_flow/control_flow_ops_py_test.py: "
WV2_TEST = "tensorflow/python/kernel_tests/control_flow/while_v2_test.py: "
AG_CF = "tensorflow/python/autograph/operators/control_flow.py: "
AG_ILLEGAL = "tensorflow/python/autograph/tests/loop_with_variable_type_illegal_cases_test.py: ReferenceTest."
AG_LEGAL = "tensorflow/python/autograph/tests/loop_with_variable_type_test.py: ReferenceTest."
CV2 = "tensorflow/python/ops/cond_v2.py: _get_output_shapes (most_specific_compatible_shape)"

SIG_N3 = "@tf.function(input_signature=[tf.TensorSpec(shape=[None, 3], dtype=tf.float32)])\n"

GROW_MSG = (" enters the loop with shape (1,), but has shape (2,) after one iteration. To allow the "
            "shape to vary across iterations, use the `shape_invariants` argument of tf.while_loop to "
            "specify a less-specific shape.")

# ---------------------------------------------------------------------------------
# Static shapes of placeholders and of shape-dependent ops on partial shapes.
# ---------------------------------------------------------------------------------

case("shape_placeholder_partial", R8 + "the placeholder has the signature's partial shape; TensorShape prints None for an unknown dim",
     TS + "TensorShape.__str__, __getitem__, as_list, rank; "
     "tensorflow/python/framework/func_graph.py: func_graph_from_py_func (placeholders from the signature)",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    print(x)
    print(x.shape)
    print(x.shape[0], x.shape[1])
    print(x.shape.as_list())
    print(x.shape.rank)
    return x
f(tf.zeros([2, 3]))
f(tf.zeros([5, 3]))
print(f.experimental_get_tracing_count())
""", 1, stdout=['Tensor("x:0", shape=(None, 3), dtype=float32)', "(None, 3)", "None 3", "[None, 3]", "2", "1"])

case("shape_tf_shape_vs_static", R8 + "tf.shape(x) is a symbolic int32 vector of static shape (2,); its value is the run-time shape",
     ARRAY_OPS + "Shape (ShapeShapeFn: a vector of length rank); tensorflow/python/ops/array_ops.py: shape_v2",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    s = tf.shape(x)
    print(s)
    print(s.shape, x.shape)
    return s
print(f(tf.zeros([2, 3])).numpy())
print(f(tf.zeros([5, 3])).numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=['Tensor("Shape:0", shape=(2,), dtype=int32)', "(2,) (None, 3)", "[2 3]", "[5 3]", "1"])

case("shape_index_tensor_keeps_rest", R8 + "x[i] with a tensor i (and x[0], x[-1]) drops dim 0 and keeps x.shape[1:]",
     ARRAY_TEST + "ArrayOpsTest.StridedSlice_ShapeFn (shrink axis with unknown begin: [2,3,4,5] -> [3,4,5]); "
     "tensorflow/core/util/strided_slice_op.cc: ValidateStridedSliceOp",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None, 3], dtype=tf.float32),
                              tf.TensorSpec(shape=[], dtype=tf.int32)])
def row(x, i):
    print(x[i].shape)
    print(x[0].shape, x[-1].shape)
    return x[i]
print(row(tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]), tf.constant(1)).numpy())
""", 1, stdout=["(3,)", "(3,) (3,)", "[4. 5. 6.]"])

case("shape_slices_on_unknown_dim", R8 + "slices of an unknown dim stay unknown; known dims are sliced, masked or shrunk",
     ARRAY_OPS + "StridedSlice shape function; tensorflow/core/util/strided_slice_op.cc: ValidateStridedSliceOp "
     "(an unknown input dim gives an unknown processing dim unless it is shrunk)",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    print(x[:, 1].shape)
    print(x[1:3].shape)
    print(x[:, :2].shape)
    print(x[::-1].shape)
    print(x[..., tf.newaxis].shape)
    return x[:, 1]
print(f(tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])).numpy())
""", 1, stdout=["(None,)", "(None, 3)", "(None, 2)", "(None, 3)", "(None, 3, 1)", "[2. 5.]"])

case("shape_slices_known_dims_tensor_bounds", R8 + "constant bounds on known dims give known sizes; a tensor bound makes the dim unknown, a full slice keeps it",
     ARRAY_OPS + "StridedSlice shape function (begin/end not constant -> unknown unless begin and end are masked); "
     "tensorflow/core/util/strided_slice_op.cc: ValidateStridedSliceOp",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[5, 3], dtype=tf.float32),
                              tf.TensorSpec(shape=[], dtype=tf.int32)])
def f(x, i):
    print(x[1:3].shape, x[1:].shape)
    print(x[i:i + 2].shape)
    print(x[:, i].shape)
    return x[i:i + 2]
print(f(tf.zeros([5, 3]), tf.constant(2)).shape)
""", 1, stdout=["(2, 3) (4, 3)", "(None, 3)", "(5,)", "(2, 3)"])

case("shape_slice_clamped_per_trace", R8 + "without a signature each traced shape is exact, so x[1:3] is clamped per trace",
     "tensorflow/core/util/strided_slice_op.cc: ValidateStridedSliceOp (canonical: end clamped to the dim size); "
     "tensorflow/docs site/en/guide/function.ipynb: Rules of tracing (a new shape retraces)",
     """import tensorflow as tf
@tf.function
def f(x):
    print(x[1:3].shape)
    return x[1:3]
f(tf.zeros([2, 3]))
f(tf.zeros([4, 3]))
print(f.experimental_get_tracing_count())
""", 2, stdout=["(1, 3)", "(2, 3)", "2"])

case("shape_reductions", R8 + "reducing an axis removes it (keepdims: 1); with no axis the result is a scalar",
     "tensorflow/core/framework/common_shape_fns.cc: ReductionShape; tensorflow/python/ops/math_ops.py: reduce_sum",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    print(tf.reduce_sum(x, axis=1).shape, tf.reduce_sum(x, axis=0).shape)
    print(tf.reduce_sum(x, axis=1, keepdims=True).shape)
    print(tf.reduce_mean(x, axis=-1).shape, tf.reduce_max(x).shape)
    return tf.reduce_sum(x, axis=1)
print(f(tf.ones([2, 3])).numpy())
""", 1, stdout=["(None,) (3,)", "(None, 1)", "(None,) ()", "[3. 3.]"])

case("shape_matmul_unknown_batch", R8 + "tf.matmul keeps the unknown outer dims and checks the inner ones",
     CSF + "MatMulShape; " + PF + "FunctionTest.testDefunShapeInferenceWithCapturedResourceVariable",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    w = tf.ones([3, 4])
    print(tf.matmul(x, w).shape)
    print(tf.matmul(x, x, transpose_b=True).shape)
    print(tf.matmul(x, x, transpose_a=True).shape)
    return tf.matmul(x, w)
print(f(tf.ones([2, 3])).numpy())
""", 1, stdout=["(None, 4)", "(None, None)", "(3, 3)", "[[3. 3. 3. 3.]", " [3. 3. 3. 3.]]"])

case("shape_concat_and_stack", R8 + "concat adds the axis sizes (unknown + 2 is unknown); stack inserts the count",
     CSF + "ConcatShapeHelper; " + ARRAY_OPS + "Pack; " + SHAPE_FN + "InferenceContext::Add",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    print(tf.concat([x, tf.zeros([2, 3])], 0).shape)
    print(tf.concat([x, x], 1).shape)
    print(tf.stack([x, x]).shape)
    print(tf.stack([x, x], axis=1).shape)
    return tf.concat([x, x], 1)
print(f(tf.ones([1, 3])).numpy())
""", 1, stdout=["(None, 3)", "(None, 6)", "(2, None, 3)", "(None, 2, 3)", "[[1. 1. 1. 1. 1. 1.]]"])

case("shape_stack_incompatible", R8 + "tf.stack of (None, 3) and (None, 4): the Pack shape function's Merge error while tracing",
     ARRAY_OPS + "Pack (Merge of the inputs, \"From merging shape \", i, \" with other shapes.\"); "
     + SHAPE_FN + "InferenceContext::Merge (\"Dimension \", i, \" in both shapes must be equal, but are \", v0, \" and \", v1)",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None, 3], dtype=tf.float32),
                              tf.TensorSpec(shape=[None, 4], dtype=tf.float32)])
def f(x, y):
    return tf.stack([x, y])
f(tf.ones([2, 3]), tf.ones([2, 4]))
""", 0, error={"type": "ValueError", "message_contains": "Dimension 1 in both shapes must be equal, but are 3 and 4"})

case("shape_reshape_minus_one", R8 + "reshape with -1 on a partial shape: the -1 takes the unknown dim only when the known sizes match",
     ARRAY_OPS + "SetOutputShapeForReshape; " + ARRAY_TEST + "ArrayOpsTest.Reshape_ShapeFn (symbolic shape propagation)",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    print(tf.reshape(x, [-1]).shape)
    print(tf.reshape(x, [-1, 3]).shape)
    print(tf.reshape(x, [-1, 6]).shape)
    print(tf.reshape(x, [3, -1]).shape)
    return tf.reshape(x, [-1, 6])
print(f(tf.zeros([4, 3])).shape)
""", 1, stdout=["(None,)", "(None, 3)", "(None, 6)", "(3, None)", "(2, 6)"])

case("shape_reshape_partial_not_divisible", R8 + "reshape of (None, 3) to a full shape checks divisibility by the known part: ValueError while tracing",
     ARRAY_OPS + "SetOutputShapeForReshape (output fully known, infer the missing input dim); "
     + SHAPE_FN + "InferenceContext::Divide (\"Dimension size must be evenly divisible by \", divisor, \" but is \", v); "
     + ARRAY_TEST + "ArrayOpsTest.Reshape_ShapeFn",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    return tf.reshape(x, [4, 2])
f(tf.zeros([2, 3]))
""", 0, error={"type": "ValueError", "message_contains": "Dimension size must be evenly divisible by 3 but is 8"})

case("shape_reshape_element_count", R8 + "reshape of a fully known shape to another element count is a ValueError while tracing",
     ARRAY_OPS + "SetOutputShapeForReshape (\"Cannot reshape a tensor with \", n, \" elements to shape \", out, \" (\", m, \" elements)\"); "
     + ARRAY_TEST + "ArrayOpsTest.Reshape_ShapeFn",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[2, 3], dtype=tf.float32)])
def f(x):
    return tf.reshape(x, [4])
f(tf.zeros([2, 3]))
""", 0, error={"type": "ValueError", "message_contains": "Cannot reshape a tensor with 6 elements to shape [4] (4 elements)"})

case("shape_expand_dims_squeeze", R8 + "expand_dims inserts 1; squeeze of an unknown dim named by axis assumes 1, without axis the rank is unknown",
     ARRAY_OPS + "ExpandDims, Squeeze shape functions; " + ARRAY_TEST
     + "ArrayOpsTest.Squeeze_ShapeFn ([1,?,1,?,1] -> ?; [4,?,5] squeezing dim 1 -> [4,5])",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    y = tf.expand_dims(x, -1)
    print(tf.expand_dims(x, 0).shape, y.shape)
    print(tf.squeeze(y, axis=2).shape)
    print(tf.squeeze(y).shape)
    print(tf.squeeze(x, axis=0).shape)
    return tf.squeeze(y, axis=2)
print(f(tf.ones([1, 3])).numpy())
""", 1, stdout=["(1, None, 3) (None, 3, 1)", "(None, 3)", "<unknown>", "(3,)", "[[1. 1. 1.]]"])

case("shape_squeeze_known_dim_error", R8 + "squeezing a known dim that is not 1 is the shape function's ValueError while tracing",
     ARRAY_OPS + "Squeeze (\"Can not squeeze dim[\", which, \"], expected a dimension of 1, got \", size); "
     + ARRAY_TEST + "ArrayOpsTest.Squeeze_ShapeFn (INFER_ERROR \"Can not squeeze dim[1]\")",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    return tf.squeeze(x, axis=1)
f(tf.ones([2, 3]))
""", 0, error={"type": "ValueError", "message_contains": "Can not squeeze dim[1], expected a dimension of 1, got 3"})

case("shape_transpose_tile_pad", R8 + "transpose permutes dims; tile multiplies (unknown x 2 stays unknown, 3 x 1 = 3); pad adds",
     ARRAY_OPS + "TransposeShapeFn, Tile, PadShapeFn; " + SHAPE_FN + "InferenceContext::Multiply, Add",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    print(tf.transpose(x).shape)
    print(tf.transpose(tf.expand_dims(x, 0), perm=[1, 2, 0]).shape)
    print(tf.tile(x, [2, 1]).shape, tf.tile(x, [1, 2]).shape)
    print(tf.pad(x, [[1, 1], [0, 2]]).shape)
    return tf.tile(x, [2, 1])
print(f(tf.ones([1, 3])).shape)
""", 1, stdout=["(3, None)", "(None, 3, 1)", "(None, 3) (None, 6)", "(None, 5)", "(2, 3)"])

case("shape_gather_split", R8 + "gather replaces the axis by the indices' shape; split divides the axis",
     ARRAY_OPS + "GatherV2, Split shape functions",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None, 3], dtype=tf.float32),
                              tf.TensorSpec(shape=[None], dtype=tf.int32)])
def f(x, idx):
    print(tf.gather(x, [0, 2], axis=1).shape)
    print(tf.gather(x, idx).shape)
    parts = tf.split(x, 3, axis=1)
    print(len(parts), parts[0].shape)
    return tf.gather(x, idx)
print(f(tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]), tf.constant([1, 1, 0])).shape)
""", 1, stdout=["(None, 2)", "(None, 3)", "3 (None, 1)", "(3, 3)"])

case("shape_broadcast_unknown_dims", R8 + "broadcasting: (None, 1) + (3,) is (None, 3); an unknown dim against a known one > 1 takes the known one",
     CSF + "BroadcastBinaryOpOutputShapeFnHelper; " + MATH_TEST
     + "MathOpsTest.BroadcastBinaryOps_ShapeFn ([?];[1] -> [d0_0], [?];[2] -> [d1_0], [?];[?] -> [?])",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None, 1], dtype=tf.float32),
                              tf.TensorSpec(shape=[3], dtype=tf.float32),
                              tf.TensorSpec(shape=[None], dtype=tf.float32)])
def f(a, b, c):
    print((a + b).shape)
    print((c + b).shape)
    print((c * tf.ones([1])).shape, (c + c).shape)
    return a + b
print(f(tf.ones([2, 1]), tf.constant([1.0, 2.0, 3.0]), tf.ones([3])).numpy())
""", 1, stdout=["(None, 3)", "(3,)", "(None,) (None,)", "[[2. 3. 4.]", " [2. 3. 4.]]"])

case("shape_broadcast_error", R8 + "incompatible known dims: the add op's ValueError names the node, its inputs and their shapes",
     CSF + "BroadcastBinaryOpOutputShapeFnHelper (Merge of two known dims); " + SHAPE_FN
     + "InferenceContext::Merge(DimensionHandle) (\"Dimensions must be equal, but are \", v0, \" and \", v1); "
     "tensorflow/python/framework/ops.py: _create_c_op (InvalidArgumentError -> ValueError)",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None, 3], dtype=tf.float32),
                              tf.TensorSpec(shape=[4], dtype=tf.float32)])
def f(x, y):
    return x + y
f(tf.ones([2, 3]), tf.ones([4]))
""", 0, error={"type": "ValueError", "message_contains":
               "Dimensions must be equal, but are 3 and 4 for '{{node add}} = AddV2[T=DT_FLOAT](x, y)' "
               "with input shapes: [?,3], [4]."})

case("shape_matmul_inner_dims_error", R8 + "tf.matmul of incompatible static inner dims inside a trace is the MatMul shape function's ValueError",
     CSF + "MatMulShape (Merge of the inner dims); " + SHAPE_FN + "InferenceContext::Merge(DimensionHandle); "
     "tensorflow/python/framework/ops.py: _create_c_op",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None, 3], dtype=tf.float32),
                              tf.TensorSpec(shape=[4, 5], dtype=tf.float32)])
def f(x, y):
    return tf.matmul(x, y)
f(tf.ones([2, 3]), tf.ones([4, 5]))
""", 0, error={"type": "ValueError", "message_contains":
               "Dimensions must be equal, but are 3 and 4 for '{{node MatMul}} = MatMul[T=DT_FLOAT"})

case("shape_from_shape_tensor", R8 + "ops that take tf.shape(x) as their shape input keep x's partial shape",
     "tensorflow/core/common_runtime/shape_refiner.cc: ShapeRefiner::ConstantPartialShape (Shape, Pack, StridedSlice of Shape); "
     + ARRAY_OPS + "Fill, Reshape, Range shape functions",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    print(tf.zeros(tf.shape(x)).shape)
    print(tf.reshape(x * 2.0, tf.shape(x)).shape)
    print(tf.zeros([tf.shape(x)[0], 2]).shape)
    print(tf.range(tf.shape(x)[0]).shape)
    return tf.zeros([tf.shape(x)[0], 2])
print(f(tf.ones([4, 3])).shape)
""", 1, stdout=["(None, 3)", "(None, 3)", "(None, 2)", "(None,)", "(4, 2)"])

case("shape_unknown_rank", R8 + "TensorSpec(shape=None): unknown rank propagates; reduce_sum without axis is a scalar; ensure_shape refines",
     TS + "TensorShape.__str__ ('<unknown>'); tensorflow/python/ops/math_ops.py: _may_reduce_to_scalar; "
     + ARRAY_OPS + "EnsureShape (merges the desired shape)",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=None, dtype=tf.float32)])
def f(x):
    print(x.shape, x.shape.rank)
    print((x + 1.0).shape)
    print(tf.reduce_sum(x, axis=0).shape)
    print(tf.reduce_sum(x).shape)
    print(tf.ensure_shape(x, [None, 3]).shape)
    return tf.reduce_sum(x)
print(f(tf.ones([2, 3])).numpy())
""", 1, stdout=["<unknown> None", "<unknown>", "<unknown>", "()", "(None, 3)", "6.0"])

case("shape_set_shape_merges", R8 + "Tensor.set_shape merges the given shape into the static shape",
     "tensorflow/python/framework/ops.py: Tensor.set_shape (TF_GraphSetTensorShape merges); "
     + SHAPE_FN + "InferenceContext::Merge",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    x.set_shape([2, None])
    print(x.shape)
    return x * 2.0
print(f(tf.ones([2, 3])).shape)
""", 1, stdout=["(2, 3)", "(2, 3)"])

case("shape_set_shape_incompatible", R8 + "set_shape with an incompatible dim is a ValueError with the Merge message",
     "tensorflow/python/framework/ops.py: Tensor.set_shape (InvalidArgumentError -> ValueError(e.message)); "
     + SHAPE_FN + "InferenceContext::Merge (\"Dimension \", i, \" in both shapes must be equal, but are \", v0, \" and \", v1)",
     """import tensorflow as tf
""" + SIG_N3 + """def f(x):
    x.set_shape([None, 4])
    return x
f(tf.ones([2, 3]))
""", 0, error={"type": "ValueError", "message_contains": "Dimension 1 in both shapes must be equal, but are 3 and 4"})

case("shape_nested_call_refines_output", R8 + "a tf.function with a shape=None signature called inside another trace gives the caller's exact shape",
     PF + "FunctionTest.testShapeInferenceForMoreSpecificInput",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(None, tf.float32)])
def flat3(a):
    return tf.reshape(a, [-1, 3])
@tf.function
def outer():
    x = tf.zeros([10, 10, 3])
    print(tf.reshape(x, [-1, 3]).shape)
    print(flat3(x).shape)
    return flat3(x)
print(outer().shape)
print(flat3.experimental_get_tracing_count(), outer.experimental_get_tracing_count())
""", 2, stdout=["(100, 3)", "(100, 3)", "(100, 3)", "1 1"])

# ---------------------------------------------------------------------------------
# tf.cond and AutoGraph if: the output is the most specific compatible shape.
# ---------------------------------------------------------------------------------

case("shape_cond_branch_shapes", R8 + "tf.cond with branches of different shapes: (2,)|(3,) -> (None,), (2, 3)|(4, 3) -> (None, 3), other ranks -> <unknown>",
     CV2 + "; " + TS + "TensorShape.most_specific_compatible_shape",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[], dtype=tf.bool)])
def f(flag):
    y = tf.cond(flag, lambda: tf.zeros([2]), lambda: tf.ones([3]))
    z = tf.cond(flag, lambda: tf.zeros([2, 3]), lambda: tf.ones([4, 3]))
    w = tf.cond(flag, lambda: tf.zeros([2]), lambda: tf.ones([2, 2]))
    print(y.shape, z.shape, w.shape)
    return y
print(f(tf.constant(True)).numpy())
print(f(tf.constant(False)).numpy())
print(f.experimental_get_tracing_count())
""", 1, stdout=["(None,) (None, 3) <unknown>", "[0. 0.]", "[1. 1. 1.]", "1"])

case("cond_branch_dtypes_differ", R8 + "an explicit tf.cond whose branches return different dtypes raises cond_v2's "
     "TypeError (true_fn/false_fn outputs are the Identity tensors that mark them returned, under the cond's name "
     "scope; a tuple shows its items' repr); the message comes through AutoGraph's 'in user code' rewrite of f",
     "tensorflow/python/ops/cond_v2.py: _build_cond, _check_same_outputs; "
     "tensorflow/python/framework/auto_control_deps.py: mark_as_return",
     """import tensorflow as tf
@tf.function
def f(x):
    return tf.cond(x > 0, lambda: (tf.constant(1), x), lambda: (tf.constant(1.0), x))
try:
    f(tf.constant(2))
except TypeError as e:
    print("\\n".join(str(e).splitlines()[5:]))
""", 0, stdout=["    TypeError: true_fn and false_fn arguments to tf.cond must have the same number, type, and overall "
                "structure of return values.", "    ",
                "    true_fn output: (<tf.Tensor 'cond/Identity:0' shape=() dtype=int32>, "
                "<tf.Tensor 'cond/Identity_1:0' shape=() dtype=int32>)",
                "    false_fn output: (<tf.Tensor 'cond/Identity:0' shape=() dtype=float32>, "
                "<tf.Tensor 'cond/Identity_1:0' shape=() dtype=int32>)",
                "    ", "    Error details:",
                '    Tensor("cond/Identity:0", shape=(), dtype=int32) and Tensor("cond/Identity:0", shape=(), '
                'dtype=float32) have different types'])

case("shape_autograph_if_branch_shapes", R8 + "an AutoGraph if on a tensor is a tf.cond: the variable's shape after it is (None,)",
     AG_CF + "_tf_if_stmt (verify_single_cond_var checks dtypes only); " + CV2,
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[], dtype=tf.float32)])
def f(v):
    if v > 0:
        y = tf.zeros([2])
    else:
        y = tf.ones([3])
    print(y.shape)
    return y
print(f(tf.constant(1.0)).numpy())
print(f(tf.constant(-1.0)).numpy())
""", 1, stdout=["(None,)", "[0. 0.]", "[1. 1. 1.]"])

# ---------------------------------------------------------------------------------
# tf.while_loop: entry shapes (or shape_invariants) are the loop variables' shapes.
# ---------------------------------------------------------------------------------

case("shape_while_loop_grows_without_invariant", R8 + "a loop var that grows with tf.concat and no shape_invariants: while_v2's ValueError",
     WV2 + "_check_shapes_compat (\"Input tensor `{input_t.name}` enters the loop with shape {shape}, but has shape "
     "{t.shape} after one iteration. To allow the shape to vary across iterations, use the `shape_invariants` "
     "argument of tf.while_loop to specify a less-specific shape.\"); " + CF_TEST
     + "ControlFlowTest.testWhileShapeInferenceBadShape (v1 wording)",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[1], dtype=tf.int32)])
def f(x):
    _, y = tf.while_loop(lambda i, y: i < 3,
                         lambda i, y: (i + 1, tf.concat([y, y], 0)),
                         [tf.constant(0), x])
    return y
f(tf.constant([7]))
""", 0, error={"type": "ValueError", "message_contains": "Input tensor `x:0`" + GROW_MSG})

case("shape_while_loop_invariant_lets_it_grow", R8 + "shape_invariants=[TensorShape([]), TensorShape([None])]: the body sees (None,), the result is (None,)",
     WV2 + "while_loop (loop_vars_signature from shape_invariants; output_shapes = flat_shape_invariants); "
     + CF_TEST + "ControlFlowTest.testWhileShapeInference; " + WL + " docstring (shape_invariants example)",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[1], dtype=tf.int32)])
def f(x):
    def body(i, y):
        print("body sees", y.shape)
        return i + 1, tf.concat([y, y], 0)
    _, y = tf.while_loop(lambda i, y: i < 3, body, [tf.constant(0), x],
                         shape_invariants=[tf.TensorShape([]), tf.TensorShape([None])])
    print("result", y.shape)
    return y
print(f(tf.constant([7])).numpy())
""", 1, stdout=["body sees (None,)", "result (None,)", "[7 7 7 7 7 7 7 7]"])

case("shape_while_loop_invariant_violated", R8 + "a body output outside the invariant: the message shows the invariant as the entry shape",
     WV2 + "_check_shapes_compat (the entry shape printed is flat_shape_invariants[i]); "
     "tensorflow/python/ops/control_flow_ops.py: _ShapeLessThanOrEqual",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[1, 2], dtype=tf.int32)])
def f(x):
    _, y = tf.while_loop(lambda i, y: i < 2,
                         lambda i, y: (i + 1, tf.concat([y, y], 1)),
                         [tf.constant(0), x],
                         shape_invariants=[tf.TensorShape([]), tf.TensorShape([None, 2])])
    return y
f(tf.constant([[1, 2]]))
""", 0, error={"type": "ValueError", "message_contains":
               "Input tensor `x:0` enters the loop with shape (None, 2), but has shape (None, 4) after one iteration."})

case("shape_while_loop_eager_no_check", R8 + "eagerly tf.while_loop is a Python loop: a growing loop var needs no shape_invariants",
     WL + " (executing_eagerly branch: only nest.assert_same_structure per iteration)",
     """import tensorflow as tf
i, y = tf.while_loop(lambda i, y: i < 3,
                     lambda i, y: (i + 1, tf.concat([y, y], 0)),
                     [tf.constant(0), tf.constant([7])])
print(i.numpy(), y.shape)
print(y.numpy())
""", 0, stdout=["3 (8,)", "[7 7 7 7 7 7 7 7]"])

case("shape_while_loop_dtype_change", R8 + "a loop var whose dtype changes: while_v2's TypeError",
     WV2 + "_check_inputs_outputs_types_match (\"Loop var {loop_var.name} enters the loop with type {inp.dtype} but has "
     "type {out.dtype} after 1 iteration. {loop_var.name} type should remain constant.\"); "
     + WV2_TEST + "WhileV2Test.testVerifyInputOutputTypesMatch",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[], dtype=tf.int32)])
def f(x):
    return tf.while_loop(lambda v: v < 10, lambda v: tf.cast(v, tf.float32) + 1.0, [x])
f(tf.constant(1))
""", 0, error={"type": "TypeError", "message_contains":
               "Loop var x:0 enters the loop with type <dtype: 'int32'> but has type <dtype: 'float32'> after 1 iteration. "
               "x:0 type should remain constant."})

# ---------------------------------------------------------------------------------
# AutoGraph's staged loops: their own check, in their own words.
# ---------------------------------------------------------------------------------

case("shape_autograph_while_shape_change", R8 + "a staged while loop whose variable grows: AutoGraph's ValueError names the variable",
     AG_CF + "_verify_single_loop_var (\"'{}' has shape {} before the loop, but shape {} after one iteration. Use "
     "tf.autograph.experimental.set_loop_options to set shape invariants.\"); " + AG_ILLEGAL + "test_while_with_variable_shape",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[], dtype=tf.int32)])
def f(n):
    t = tf.constant([1])
    while tf.size(t) < n:
        t = tf.concat([t, t], 0)
    return t
f(tf.constant(5))
""", 0, error={"type": "ValueError", "message_contains":
               "'t' has shape (1,) before the loop, but shape (2,) after one iteration. "
               "Use tf.autograph.experimental.set_loop_options to set shape invariants."})

case("shape_autograph_set_loop_options", R8 + "set_loop_options(shape_invariants=[(t, TensorShape([None]))]) lets t grow; after the loop t is (None,)",
     AG_CF + "_tf_while_stmt, _shape_invariants_mapping_to_positional_list; " + AG_LEGAL
     + "test_while_with_variable_shape_growing_vector",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[], dtype=tf.int32)])
def f(n):
    t = tf.constant([1])
    while tf.size(t) < n:
        tf.autograph.experimental.set_loop_options(shape_invariants=[(t, tf.TensorShape([None]))])
        t = tf.concat([t, t], 0)
    print(t.shape)
    return t
print(f(tf.constant(5)).numpy())
""", 1, stdout=["(None,)", "[1 1 1 1 1 1 1 1]"])

case("shape_autograph_for_shape_erasure", R8 + "a tf.range loop that makes a known dim unknown: (2,) before, (None,) after one iteration",
     AG_CF + "_verify_single_loop_var, _is_subshape; " + AG_ILLEGAL + "test_for_with_shape_erasure",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.float32)])
def f(x):
    t = tf.constant([1.0, 2.0])
    for _ in tf.range(3):
        t = x * 2.0
    return t
f(tf.constant([1.0, 2.0]))
""", 0, error={"type": "ValueError", "message_contains":
               "'t' has shape (2,) before the loop, but shape (None,) after one iteration."})

case("shape_autograph_more_specific_ok", R8 + "a loop var that becomes more specific is allowed; after the loop it keeps the entry shape (None,)",
     AG_CF + "_is_subshape (left at least as specific as right); " + WV2 + "while_loop (output_shapes = flat_shape_invariants)",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.float32)])
def f(x):
    while tf.reduce_sum(x) < 10.0:
        x = tf.ones([3]) * (tf.reduce_sum(x) + 1.0)
    print(x.shape)
    return x
print(f(tf.constant([1.0])).numpy())
""", 1, stdout=["(None,)", "[7. 7. 7.]"])

case("shape_autograph_dtype_change", R8 + "a staged loop var that changes dtype: AutoGraph's TypeError",
     AG_CF + "_verify_single_loop_var (\"'{}' has dtype {} before the loop, but dtype {} after one iteration\"); "
     + AG_ILLEGAL + "test_while_with_variable_dtype",
     """import tensorflow as tf
@tf.function
def f():
    n = tf.constant(0)
    while n < 3:
        n = tf.cast(n, tf.float32) + 1.0
    return n
f()
""", 0, error={"type": "TypeError", "message_contains":
               "'n' has dtype int32 before the loop, but dtype float32 after one iteration"})

case("shape_autograph_invariant_vs_initial", R8 + "a shape invariant the initial value does not fit: AutoGraph's ValueError",
     AG_CF + "_verify_single_loop_var (\"'{}' has shape {} before the loop, which does not conform with the shape invariant {}.\")",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[], dtype=tf.int32)])
def f(n):
    t = tf.constant([1, 2])
    while tf.reduce_sum(t) < n:
        tf.autograph.experimental.set_loop_options(shape_invariants=[(t, tf.TensorShape([3]))])
        t = t + 1
    return t
f(tf.constant(10))
""", 0, error={"type": "ValueError", "message_contains":
               "'t' has shape (2,) before the loop, which does not conform with the shape invariant (3,)."})

case("shape_autograph_exit_violates_invariant", R8 + "a body result outside the declared invariant: AutoGraph's ValueError",
     AG_CF + "_verify_single_loop_var (\"'{}' has shape {} after one iteration, which does not conform with the shape "
     "invariant {}.\"); " + AG_ILLEGAL + "test_while_with_shape_invariant_violation",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec(shape=[], dtype=tf.int32)])
def f(n):
    m = tf.constant([[1, 2]])
    while tf.size(m) < n:
        tf.autograph.experimental.set_loop_options(shape_invariants=[(m, tf.TensorShape([None, 2]))])
        m = tf.concat([m, m], 1)
    return m
f(tf.constant(8))
""", 0, error={"type": "ValueError", "message_contains":
               "'m' has shape (None, 4) after one iteration, which does not conform with the shape invariant (None, 2)."})

case("shape_python_loop_unrolled", R8 + "a Python for loop is unrolled while tracing: shapes may change freely",
     AG_CF + "for_stmt (_py_for_stmt for a Python range); tensorflow/docs site/en/guide/function.ipynb: AutoGraph "
     "transformations, Loops",
     """import tensorflow as tf
@tf.function
def f():
    t = tf.constant([1])
    for _ in range(3):
        t = tf.concat([t, t], 0)
    print(t.shape)
    return t
print(f().numpy())
""", 1, stdout=["(8,)", "[1 1 1 1 1 1 1 1]"])
