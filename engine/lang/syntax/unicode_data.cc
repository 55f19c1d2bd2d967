// Lookups in the recorded Unicode tables (unicode_tables.cc): binary search
// over runs of code points.
#include "lang/syntax/unicode_data.h"

#include <algorithm>

#include "lang/syntax/lexer.h"

namespace tl::lang::unicode {

namespace {

// The one-character mapping of cp in `runs`, or cp itself.
uint32_t mapped(const CaseRun* runs, size_t count, uint32_t cp) {
  const CaseRun* end = runs + count;
  const CaseRun* r = std::upper_bound(runs, end, cp, [](uint32_t c, const CaseRun& run) { return c < run.first; });
  if (r == runs) return cp;
  --r;
  if (cp > r->last || (cp - r->first) % r->stride != 0) return cp;
  return static_cast<uint32_t>(static_cast<int64_t>(cp) + r->offset);
}

const char* special(const SpecialCase* table, size_t count, uint32_t cp) {
  const SpecialCase* end = table + count;
  const SpecialCase* s = std::lower_bound(table, end, cp,
                                          [](const SpecialCase& e, uint32_t c) { return e.codePoint < c; });
  return s != end && s->codePoint == cp ? s->utf8 : nullptr;
}

void appendMapped(std::string& out, uint32_t cp, const SpecialCase* table, size_t tableCount, const CaseRun* runs,
                  size_t runCount) {
  if (cp < 0x80) {  // ASCII: no table needed
    const bool toUpper = runs != kLowerRuns;
    out += static_cast<char>(toUpper ? (cp >= 'a' && cp <= 'z' ? cp - 32 : cp)
                                     : (cp >= 'A' && cp <= 'Z' ? cp + 32 : cp));
    return;
  }
  if (const char* several = special(table, tableCount, cp)) {
    out += several;
    return;
  }
  appendUtf8(out, mapped(runs, runCount, cp));
}

}  // namespace

uint16_t propertiesOf(uint32_t cp) {
  const PropertyRun* end = kPropertyRuns + kPropertyRunCount;
  const PropertyRun* r = std::upper_bound(kPropertyRuns, end, cp,
                                          [](uint32_t c, const PropertyRun& run) { return c < run.first; });
  return r == kPropertyRuns ? 0 : (r - 1)->properties;
}

// Unicode's decimal digits come in runs of ten from 0 to 9, so a run of
// decimal code points starts at a zero.
int decimalValue(uint32_t cp) {
  if (cp >= '0' && cp <= '9') return static_cast<int>(cp - '0');
  const PropertyRun* end = kPropertyRuns + kPropertyRunCount;
  const PropertyRun* r = std::upper_bound(kPropertyRuns, end, cp,
                                          [](uint32_t c, const PropertyRun& run) { return c < run.first; });
  if (r == kPropertyRuns || !((r - 1)->properties & Decimal)) return -1;
  return static_cast<int>((cp - (r - 1)->first) % 10);
}

void appendUpper(std::string& out, uint32_t cp) {
  appendMapped(out, cp, kSpecialUpper, kSpecialUpperCount, kUpperRuns, kUpperRunCount);
}
void appendLower(std::string& out, uint32_t cp) {
  appendMapped(out, cp, kSpecialLower, kSpecialLowerCount, kLowerRuns, kLowerRunCount);
}
void appendTitle(std::string& out, uint32_t cp) {
  appendMapped(out, cp, kSpecialTitle, kSpecialTitleCount, kTitleRuns, kTitleRunCount);
}
// casefold() is lower() except where the table says otherwise ('ß' -> "ss").
void appendFolded(std::string& out, uint32_t cp) {
  if (const char* folded = special(kSpecialFold, kSpecialFoldCount, cp)) out += folded;
  else appendLower(out, cp);
}

}  // namespace tl::lang::unicode
