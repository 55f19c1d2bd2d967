// The registry: one OpDef row per entry of TL_OP_LIST, collected from the family
// files. The row functions are declared from the same X-macro (op_rows.h), so an
// op without a row fails to link; the checks below catch a row filed under the
// wrong op or name.
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "ops/op_rows.h"

namespace tl::ops {
namespace {

#define TL_COUNT_ROW(name) +1
constexpr int kRowCount = 0 TL_OP_LIST(TL_COUNT_ROW, TL_COUNT_ROW);
#undef TL_COUNT_ROW
static_assert(kRowCount == kOpCount, "every op in TL_OP_LIST needs exactly one registry row");

#define TL_NAME_ROW(name) #name,
#define TL_INTERNAL_NAME_ROW(name) "_" #name,
constexpr const char* kEnumNames[] = {TL_OP_LIST(TL_NAME_ROW, TL_INTERNAL_NAME_ROW)};
#undef TL_NAME_ROW
#undef TL_INTERNAL_NAME_ROW
static_assert(sizeof(kEnumNames) / sizeof(kEnumNames[0]) == kOpCount);

std::vector<OpDef> buildTable() {
#define TL_CALL_ROW(name) row##name(),
  std::vector<OpDef> rows = {TL_OP_LIST(TL_CALL_ROW, TL_CALL_ROW)};
#undef TL_CALL_ROW
  for (int i = 0; i < kOpCount; ++i) {
    const OpDef& row = rows[i];
    if (static_cast<int>(row.op) != i || std::strcmp(row.name, kEnumNames[i]) != 0) {
      throw std::logic_error(std::string("op registry row mismatch at ") + kEnumNames[i]);
    }
    if (!row.infer || !row.cost) {
      throw std::logic_error(std::string("op registry row without inference or cost: ") + row.name);
    }
    if ((row.traits & kDifferentiable) && !row.grad) {
      throw std::logic_error(std::string("differentiable op without a gradient: ") + row.name);
    }
  }
  return rows;
}

const std::vector<OpDef>& table() {
  static const std::vector<OpDef> rows = buildTable();
  return rows;
}

}  // namespace

const OpDef& opDef(Op op) { return table()[static_cast<size_t>(op)]; }

const char* opName(Op op) { return kEnumNames[static_cast<size_t>(op)]; }

const OpDef* findOp(const std::string& tfName) {
  for (const OpDef& row : table()) {
    if (tfName == row.name) return &row;
  }
  return nullptr;
}

const OpDef* opForOperator(const std::string& symbol) {
  for (const OpDef& row : table()) {
    if (row.python.symbol && symbol == row.python.symbol) return &row;
  }
  return nullptr;
}

}  // namespace tl::ops
