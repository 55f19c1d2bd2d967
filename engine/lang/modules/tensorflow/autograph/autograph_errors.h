// How an error raised while AutoGraph runs a tf.function's Python body reaches
// the caller: as TensorFlow's autograph_handler re-raises it (func_graph.py), a
// new exception whose message starts "in user code:" and lists the program's
// frames from the function down to the raise (autograph/impl/api.py
// _ErrorMetadata, autograph/pyct/error_utils.py ErrorMetadataBase).
#pragma once
#include "core/errors.h"
#include "lang/eval/interp.h"

namespace tl::lang {

// Raises the exception TensorFlow raises for `error`, caught from the Python body
// of a tf.function traced with AutoGraph; errors that are not Exceptions (and the
// interpreter's own limits) go on unchanged.
[[noreturn]] void reraiseFromConvertedCode(Interp& in, const PyException& error);
// The same for a TensorFlow error raised below the interpreter (a staged loop's or
// if's checks): seen at the line it names, in `function`.
[[noreturn]] void reraiseFromConvertedCode(Interp& in, const core::TfError& error, const std::string& function);

}  // namespace tl::lang
