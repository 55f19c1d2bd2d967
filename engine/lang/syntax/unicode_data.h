// The Unicode character database the lexer and the str methods use (unicode_tables.cc is
// recorded from CPython 3.11's str by tests/tools/record_unicode_tables.py).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace tl::lang::unicode {

// A code point's properties: what str.isalpha(), ... answer for it alone.
enum Property : uint16_t {
  Alpha = 1 << 0,
  Decimal = 1 << 1,
  Digit = 1 << 2,
  Numeric = 1 << 3,
  Upper = 1 << 4,
  Lower = 1 << 5,
  Title = 1 << 6,  // general category Lt ('ǅ')
  Space = 1 << 7,
  Printable = 1 << 8,
  IdStart = 1 << 9,
  IdContinue = 1 << 10,  // may start / continue an identifier
  Cased = 1 << 11,
  CaseIgnorable = 1 << 12,
};

struct PropertyRun {
  uint32_t first;       // the run lasts until the next run's first code point
  uint16_t properties;  // Property bits
};
struct CaseRun {
  uint32_t first, last, stride;  // first, first+stride, ..., last
  int32_t offset;                // each maps to itself + offset
};
struct SpecialCase {
  uint32_t codePoint;
  const char* utf8;  // the mapping, several characters
};

extern const PropertyRun kPropertyRuns[];
extern const size_t kPropertyRunCount;
extern const CaseRun kUpperRuns[], kLowerRuns[], kTitleRuns[];
extern const size_t kUpperRunCount, kLowerRunCount, kTitleRunCount;
extern const SpecialCase kSpecialUpper[], kSpecialLower[], kSpecialTitle[], kSpecialFold[];
extern const size_t kSpecialUpperCount, kSpecialLowerCount, kSpecialTitleCount, kSpecialFoldCount;

uint16_t propertiesOf(uint32_t cp);
// The value of a decimal digit of any script ('٣' is 3), or -1.
int decimalValue(uint32_t cp);
inline bool has(uint32_t cp, Property p) { return (propertiesOf(cp) & p) != 0; }

// Full case mappings (several characters where Unicode says so) appended as UTF-8.
void appendUpper(std::string& out, uint32_t cp);
void appendLower(std::string& out, uint32_t cp);  // without the final-sigma rule
void appendTitle(std::string& out, uint32_t cp);
void appendFolded(std::string& out, uint32_t cp);

}  // namespace tl::lang::unicode
