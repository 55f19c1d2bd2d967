# tf_rules cases for rule 8 (shapes in traces: shape inference on partial
# shapes as TensorFlow's shape functions give it, tf.while_loop's
# shape_invariants, and each layer's error wording), each with the TensorFlow
# test or guide section it follows. The programs are tracelab's own.
from tf_rules_lib import case  # noqa: F401
