# tf_rules cases for rule 9 (gradients through staged control flow:
# tf.GradientTape through tf.while_loop, tf.cond and AutoGraph's if/while/for,
# eagerly and inside tf.function), each with the TensorFlow test it follows.
# The programs are tracelab's own.
from tf_rules_lib import case  # noqa: F401
