# tf_rules cases for rule 10, what a program prints of tf.function's objects and
# of TensorFlow's errors, each with the TensorFlow source it follows:
#   10 printed objects and errors: a trace returns its tensors through an
#     Identity each (func_graph_from_py_func's convert -> mark_as_return), so
#     structured_outputs, outputs and graph.outputs name "Identity", "Identity_1",
#     ... in nest.flatten order (a dict by sorted key, keeping its own order when
#     packed again); tf.cond's branch graphs do the same under the cond's name scope
#     and cond_v2._build_cond checks the branches in its order (flat lengths by
#     assertion, then _check_same_outputs: nest.assert_same_structure, lengths,
#     dtypes); an eager op's error is the kernel's text inside the eager runtime's
#     "{{function_node __wrapped__<Op>_device_...}}" ... " [Op:<Op>]" and the
#     generated wrapper's " name: <name>" (ops.raise_from_not_ok_status); Keras 2
#     re-raises an error from inside a layer's call with the layer and its call
#     arguments (traceback_utils.inject_argument_info_in_traceback).
from tf_rules_lib import case  # noqa: F401

R10 = "10 printed objects and errors: "
FG = "tensorflow/python/framework/func_graph.py: func_graph_from_py_func (convert, mark_as_return); "
ACD = "tensorflow/python/framework/auto_control_deps.py: AutomaticControlDependencies.mark_as_return; "
CF = "tensorflow/python/eager/polymorphic_function/concrete_function.py: "
CV2 = "tensorflow/python/ops/cond_v2.py: "
NEST = ("tensorflow/python/util/util.cc: AssertSameStructure, AssertSameStructureHelper, PyObjectToString; "
        "tensorflow/python/util/nest_util.py: assert_same_structure; ")
OPS = "tensorflow/python/framework/ops.py: raise_from_not_ok_status; "
EAGER = "tensorflow/c/eager (TFE_Execute: ' [Op:...]'; ops run as wrapped functions '__wrapped__<Op>_device_...'); "
KERAS = ("keras-team/keras v2.15: keras/src/utils/traceback_utils.py: inject_argument_info_in_traceback, "
         "format_argument_value; keras/src/engine/base_layer.py: Layer.__call__ (object_name); ")
WRAPPED = "{{function_node __wrapped__%s_device_/job:localhost/replica:0/task:0/device:CPU:0}} "

case("print_structured_outputs", R10 + "every returned tensor is an Identity, named in flattened order; a dict keeps its order",
     FG + ACD + CF + "ConcreteFunction.structured_outputs, outputs, output_shapes, output_dtypes, graph",
     """import tensorflow as tf
@tf.function
def f(x):
    return x + 1, {"b": tf.identity(x), "a": x * 2}
cf = f.get_concrete_function(tf.TensorSpec([None], tf.float32))
print(cf.structured_outputs)
print(cf.outputs)
print(cf.graph.inputs)
print(cf.output_shapes)
print(cf.output_dtypes)
print(cf.graph.structured_outputs[0])
print(f(tf.constant([1.0]))[1])
""", 1, stdout=[
        "(<tf.Tensor 'Identity_1:0' shape=(None,) dtype=float32>, {'b': <tf.Tensor 'Identity_3:0' shape=(None,) "
        "dtype=float32>, 'a': <tf.Tensor 'Identity_2:0' shape=(None,) dtype=float32>})",
        "[<tf.Tensor 'Identity_1:0' shape=(None,) dtype=float32>, <tf.Tensor 'Identity_2:0' shape=(None,) dtype=float32>, "
        "<tf.Tensor 'Identity_3:0' shape=(None,) dtype=float32>]",
        "[<tf.Tensor 'x:0' shape=(None,) dtype=float32>]",
        "(TensorShape([None]), {'b': TensorShape([None]), 'a': TensorShape([None])})",
        "(tf.float32, {'b': tf.float32, 'a': tf.float32})",
        'Tensor("Identity_1:0", shape=(None,), dtype=float32)',
        "{'b': <tf.Tensor: shape=(1,), dtype=float32, numpy=array([1.], dtype=float32)>, "
        "'a': <tf.Tensor: shape=(1,), dtype=float32, numpy=array([2.], dtype=float32)>}"])

COND_HEAD = ("true_fn and false_fn arguments to tf.cond must have the same number, type, and overall structure of "
             "return values.\n\n")

case("print_cond_dtypes_differ", R10 + "tf.cond branches of different dtypes: TypeError naming each branch's Identity",
     CV2 + "_check_same_outputs (error)",
     """import tensorflow as tf
@tf.function(autograph=False)
def f(x):
    y = tf.cond(x > 0, lambda: x, lambda: -x)
    return tf.cond(y > 1, lambda: y, lambda: tf.cast(y, tf.int32))
f(tf.constant(2.0))
""", 0, error={"type": "TypeError", "message_contains": COND_HEAD +
               'true_fn output: Tensor("cond_1/Identity:0", shape=(), dtype=float32)\n'
               'false_fn output: Tensor("cond_1/Identity:0", shape=(), dtype=int32)\n\n'
               'Error details:\n'
               'Tensor("cond_1/Identity:0", shape=(), dtype=float32) and Tensor("cond_1/Identity:0", shape=(), '
               'dtype=int32) have different types'})

case("print_cond_structures_differ", R10 + "tf.cond branches that flatten alike but nest differently: nest's TypeError",
     CV2 + "_check_same_outputs; " + NEST,
     """import tensorflow as tf
@tf.function(autograph=False)
def f(x):
    return tf.cond(x > 0, lambda: x, lambda: (x,))
f(tf.constant(2.0))
""", 0, error={"type": "TypeError", "message_contains": COND_HEAD +
               'true_fn output: Tensor("cond/Identity:0", shape=(), dtype=float32)\n'
               "false_fn output: (<tf.Tensor 'cond/Identity:0' shape=() dtype=float32>,)\n\n"
               "Error details:\n"
               "The two structures don't have the same nested structure.\n\n"
               'First structure: type=SymbolicTensor str=Tensor("cond/Identity:0", shape=(), dtype=float32)\n\n'
               "Second structure: type=tuple str=(<tf.Tensor 'cond/Identity:0' shape=() dtype=float32>,)\n\n"
               "More specifically: Substructure \"type=tuple str=(<tf.Tensor 'cond/Identity:0' shape=() "
               "dtype=float32>,)\" is a sequence, while substructure \"type=SymbolicTensor "
               'str=Tensor("cond/Identity:0", shape=(), dtype=float32)" is not\n'
               "Entire first structure:\n.\nEntire second structure:\n(.,)"})

case("print_cond_lengths_differ", R10 + "tf.cond branches returning 1 and 2 tensors: _build_cond's assertion",
     CV2 + "_make_indexed_slices_indices_types_match (assert on the flattened lengths)",
     """import tensorflow as tf
@tf.function(autograph=False)
def f(x):
    return tf.cond(x > 0, lambda: x, lambda: (x, x))
try:
    f(tf.constant(2.0))
except AssertionError as e:
    print(repr(e))
""", 0, stdout=["AssertionError([1, 2])"])

case("print_cond_dict_keys_differ", R10 + "tf.cond branches returning dicts with other keys: nest's key message",
     CV2 + "_check_same_outputs; " + NEST + "SetDifferentKeysError",
     """import tensorflow as tf
@tf.function(autograph=False)
def f(x):
    return tf.cond(x > 0, lambda: {"a": x}, lambda: {"b": x})
try:
    f(tf.constant(2.0))
except TypeError as e:
    print(str(e).split("More specifically: ")[1])
""", 0, stdout=["The two dictionaries don't have the same set of keys. First structure has keys type=list str=['a'], "
                "while second structure has keys type=list str=['b']",
                "Entire first structure:", "{'a': .}", "Entire second structure:", "{'b': .}"])


case("print_output_shapes_of_none", R10 + "a None output stays None; its shape is TensorShape(None), its dtype None",
     CF + "ConcreteFunction.output_shapes (getattr(x, 'shape', TensorShape(None))), output_dtypes",
     """import tensorflow as tf
@tf.function
def f(x):
    return x, None, [x * 2]
cf = f.get_concrete_function(tf.constant(1.0))
print(cf.structured_outputs)
print(cf.output_shapes)
print(cf.output_dtypes)
""", 1, stdout=["(<tf.Tensor 'Identity:0' shape=() dtype=float32>, None, [<tf.Tensor 'Identity_1:0' shape=() "
                "dtype=float32>])",
                "(TensorShape([]), TensorShape(None), [TensorShape([])])",
                "(tf.float32, None, [tf.float32])"])

case("print_autograph_if_structures_differ", R10 + "an AutoGraph if whose branches leave a variable nested differently: "
     "_verify_tf_cond_vars's TypeError around nest's message, raised at the if",
     "tensorflow/python/autograph/operators/control_flow.py: _tf_if_stmt, _verify_tf_cond_vars; " + NEST,
     """import tensorflow as tf
@tf.function
def f(x):
    if x > 0:
        y = x
    else:
        y = (x, x)
    return y
try:
    f(tf.constant(1.0))
except TypeError as e:
    print("\\n".join(str(e).splitlines()[5:]))
""", 0, stdout=["    TypeError: 'y' must have the same nested structure in the main and else branches:", "    ",
                "    The two structures don't have the same nested structure.", "    ",
                '    First structure: type=SymbolicTensor str=Tensor("x:0", shape=(), dtype=float32)', "    ",
                "    Second structure: type=tuple str=(<tf.Tensor 'x:0' shape=() dtype=float32>, <tf.Tensor 'x:0' "
                "shape=() dtype=float32>)", "    ",
                "    More specifically: Substructure \"type=tuple str=(<tf.Tensor 'x:0' shape=() dtype=float32>, "
                "<tf.Tensor 'x:0' shape=() dtype=float32>)\" is a sequence, while substructure \"type=SymbolicTensor "
                'str=Tensor("x:0", shape=(), dtype=float32)\" is not',
                "    Entire first structure:", "    .", "    Entire second structure:", "    (., .)"])


# An error refused before the op runs (an input's dtype, no kernel for a dtype)
# has no function_node prefix.
# The wrapped function's name carries the lengths of the op's list arguments
# (eager/execute.cc BuildWrappedOpName: ConcatV2 of two values is
# "__wrapped__ConcatV2_N_2_device_..."); `lists` is that part.
def eager_error(id, what, op, message, program_line, name="", kind="InvalidArgumentError", before_run=False,
                lists=""):
    wrapped = "" if before_run or message.startswith("cannot compute") else WRAPPED % (op + lists)
    text = wrapped + message + " [Op:" + op + "] name: " + name
    case(id, R10 + what, EAGER + OPS + "the op's kernel",
         "import tensorflow as tf\ntry:\n    " + program_line + "\nexcept tf.errors." + kind + " as e:\n"
         "    print(repr(str(e)))\n" + program_line + "\n",
         0, stdout=[repr(text)],
         error={"type": kind, "message_contains": text,
                "traceback_last_line": "tensorflow.python.framework.errors_impl." + kind + ": " + text})


eager_error("print_eager_add_shapes", "adding shapes [2] and [3] eagerly", "AddV2",
            "Incompatible shapes: [2] vs. [3]", "tf.constant([1.0, 2.0]) + tf.constant([1.0, 2.0, 3.0])")
eager_error("print_eager_multiply_shapes", "tf.multiply of shapes [2, 2] and [3] eagerly", "Mul",
            "Incompatible shapes: [2,2] vs. [3]", "tf.multiply(tf.ones([2, 2]), tf.ones([3]))")
eager_error("print_eager_matmul_shapes", "tf.matmul of [2, 3] by [2, 3] eagerly", "MatMul",
            "Matrix size-incompatible: In[0]: [2,3], In[1]: [2,3]", "tf.matmul(tf.ones([2, 3]), tf.ones([2, 3]))")
eager_error("print_eager_reshape_size", "reshaping 6 values to [4, 2] eagerly", "Reshape",
            "Input to reshape is a tensor with 6 values, but the requested shape has 8",
            "tf.reshape(tf.range(6), [4, 2])")
eager_error("print_eager_reduce_axis", "reducing a matrix over axis 2 eagerly", "Sum",
            "Invalid reduction dimension (2 for input with 2 dimension(s)", "tf.reduce_sum(tf.ones([2, 3]), axis=2)")
eager_error("print_eager_add_dtypes", "adding int32 and float32 eagerly: refused before the op runs", "AddV2",
            "cannot compute AddV2 as input #1(zero-based) was expected to be a int32 tensor but is a float tensor",
            "tf.constant([1, 2]) + tf.constant([1.0, 2.0])")
eager_error("print_eager_concat_shapes", "tf.concat passes its default name eagerly", "ConcatV2",
            "ConcatOp : Dimension 1 in both shapes must be equal: shape[0] = [2,3] vs. shape[1] = [3,2]",
            "tf.concat([tf.ones([2, 3]), tf.ones([3, 2])], axis=0)", name="concat", lists="_N_2")

eager_error("print_eager_split_uneven", "tf.split passes its default name eagerly", "Split",
            "Number of ways to split should evenly divide the split dimension, but got split_dim 0 (size = 5) "
            "and num_split 2", "tf.split(tf.ones([5]), 2)", name="split", lists="_num_split_2")
eager_error("print_eager_cast_string", "casting a string to float32: the kernel names dtypes as DataTypeString does",
            "Cast", "Cast string to float is not supported", 'tf.cast(tf.constant("a"), tf.float32)',
            kind="UnimplementedError")
eager_error("print_eager_assign_add_shape", "assign_add of another shape: the update kernel's words", "AssignAddVariableOp",
            "Cannot update variable with shape [2] using a Tensor with shape [1], shapes must be equal.",
            "tf.Variable([1.0, 2.0]).assign_add([1.0])")

case("print_softmax_axis", R10 + "tf.nn.softmax checks an axis other than the last itself (no [Op:...])",
     "tensorflow/python/ops/nn_ops.py: _softmax",
     """import tensorflow as tf
try:
    tf.nn.softmax(tf.ones([2]), axis=3)
except tf.errors.InvalidArgumentError as e:
    print(e)
print(tf.nn.softmax(tf.constant([[0.0, 0.0]]), axis=0).numpy())
""", 0, stdout=["`dim` must be in the range [-1, 1) where 1 is the number of dimensions in the input. Received: dim=3",
                "[[1. 1.]]"])

case("print_keras_call_arguments", R10 + "an error inside a Sequential's call names the model and its call arguments",
     KERAS + "keras/src/engine/sequential.py: Sequential.call, _build_graph_network_for_inferred_shape",
     """import tensorflow as tf
model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
print(model(tf.constant([[1.0, 2.0]])).shape)
try:
    model(tf.constant([[1.0, 2.0, 3.0]]))
except ValueError as e:
    print(e)
""", 0, stdout=["(1, 1)",
                "Exception encountered when calling layer 'sequential' (type Sequential).", "",
                'Input 0 of layer "dense" is incompatible with the layer: expected axis -1 of input shape to have value 2, '
                "but received input with shape (1, 3)", "",
                "Call arguments received by layer 'sequential' (type Sequential):",
                "  \u2022 inputs=tf.Tensor(shape=(1, 3), dtype=float32)",
                "  \u2022 training=None",
                "  \u2022 mask=None"])

# A node that fails while a traced function runs: the runtime's error interpolation
# (TF >= 2.13, as TF 2.15 prints it) names the node, lists the program's frames when
# the op was made (at the trace, not at the failing call; TensorFlow's own frames
# dropped; each frame without its source line, so followed by an empty line), then
# the kernel's message, the node tag and the function the runtime ran. The number
# TensorFlow gives the function differs between runs and versions, so the programs
# print it as N.
RUNTIME = ("tensorflow/python/eager/execute.py: quick_execute (the runtime's status raised as the OpError "
           "class); tensorflow/core/util/managed_stack_trace.h and tensorflow/python/util/tf_stack.cc: "
           "an op's creation stack without TensorFlow's frames (AutoGraph's source map gives the program's "
           "file, line and function); the runtime's 'Graph execution error:' / 'Detected at node <name> defined "
           "at (most recent call last):' message with '\\t [[{{node <name>}}]]' and ' [Op:__inference_<fn>_<n>]'; ")
SHOW_RUNTIME_ERROR = """
def show(e):
    print(type(e).__name__, e.message == str(e))
    lines = str(e).split("\\n")
    for line in lines[:-1]:
        if line.startswith('  File "'):
            line = '  File "main.py"' + line[line.index('"', 8) + 1:]
        print(line)
    print(lines[-1][:lines[-1].rindex("_")] + "_N]")
"""

def runtime_error_lines(message, frames, node, fn):
    lines = ["InvalidArgumentError True", "Graph execution error:", "",
             "Detected at node %s defined at (most recent call last):" % node]
    for line, function in frames:
        lines += ['  File "main.py", line %d, in %s' % (line, function), ""]
    return lines + [message, "\t [[{{node %s}}]] [Op:__inference_%s_N]" % (node, fn)]


case("print_graph_execution_error", R10 + "a node failing while the function runs: Graph execution error naming it",
     RUNTIME + "tensorflow/core/kernels/cwise_ops_common.cc: BinaryOpShared ('Incompatible shapes: [2] vs. [3]')",
     """import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec([None]), tf.TensorSpec([None])])
def add_pairs(x, y):
    doubled = x * 2.0
    return doubled + y
print(add_pairs(tf.constant([1.0, 2.0]), tf.constant([3.0, 4.0])).numpy())""" + SHOW_RUNTIME_ERROR + """
try:
    add_pairs(tf.constant([1.0, 2.0]), tf.constant([1.0, 2.0, 3.0]))
except tf.errors.InvalidArgumentError as e:
    show(e)
with tf.GradientTape() as tape:
    try:
        add_pairs(tf.constant([1.0, 2.0]), tf.constant([1.0, 2.0, 3.0, 4.0]))
    except tf.errors.InvalidArgumentError as e:
        show(e)
""", 1, stdout=["[5. 8.]"]
     + runtime_error_lines("Incompatible shapes: [2] vs. [3]", [(6, "<module>"), (5, "add_pairs")], "add", "add_pairs")
     + runtime_error_lines("Incompatible shapes: [2] vs. [4]", [(6, "<module>"), (5, "add_pairs")], "add", "add_pairs"))

case("print_graph_execution_error_helper", R10 + "the failing node's frames run from the trace's call through a helper",
     RUNTIME + "tensorflow/core/kernels/reshape_op.h: ReshapeOp ('Input to reshape is a tensor with 7 values, but "
     "the requested shape requires a multiple of 3')",
     """import tensorflow as tf
def to_rows(t):
    return tf.reshape(t, [-1, 3])
@tf.function(input_signature=[tf.TensorSpec([None], tf.int32)])
def rows(v):
    return to_rows(v + 1)
def first_call():
    return rows(tf.range(6))
print(first_call().shape)""" + SHOW_RUNTIME_ERROR + """
try:
    rows(tf.range(7))
except tf.errors.InvalidArgumentError as e:
    show(e)
rows(tf.range(4))
""", 1, stdout=["(2, 3)"] + runtime_error_lines(
        "Input to reshape is a tensor with 7 values, but the requested shape requires a multiple of 3",
        [(9, "<module>"), (8, "first_call"), (6, "rows"), (3, "to_rows")], "Reshape", "rows"),
     error={"type": "InvalidArgumentError", "message_contains":
            "Input to reshape is a tensor with 4 values, but the requested shape requires a multiple of 3\n"
            "\t [[{{node Reshape}}]] [Op:__inference_rows_"})
