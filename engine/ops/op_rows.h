// Internal: every op family file defines row<Name>() for its ops; op_registry.cc
// collects them in TL_OP_LIST order (a missing row is a link error).
#pragma once
#include "ops/op.h"

namespace tl::ops {

#define TL_DECLARE_ROW(name) OpDef row##name();
TL_OP_LIST(TL_DECLARE_ROW, TL_DECLARE_ROW)
#undef TL_DECLARE_ROW

// `def` as made by the Python operator `symbol`, its node named `nodeName`.
inline OpDef withOperator(OpDef def, const char* symbol, const char* nodeName) {
  def.python = {symbol, nodeName};
  return def;
}

}  // namespace tl::ops
