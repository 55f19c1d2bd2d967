// Text helpers for pandas' printed layouts (internal to the pandas module).
#pragma once
#include <string>
#include <vector>

#include "lang/modules/pandas/pd_internal.h"

namespace tl::lang::pd {

enum class Justify { Left, Right, Center };

size_t textWidth(const std::string& s);  // in code points, as Python's len
std::string justify(const std::string& s, size_t width, Justify mode);
std::vector<std::string> justifyAll(const std::vector<std::string>& texts, size_t width, Justify mode);
size_t maxWidth(const std::vector<std::string>& texts);
// pandas.io.formats.printing.adjoin: columns side by side, `space` apart.
std::string adjoin(size_t space, const std::vector<std::vector<std::string>>& lists);
// _make_fixed_width: one width (at least `minimum`, at most max_colwidth).
std::vector<std::string> makeFixedWidth(std::vector<std::string> texts, Justify mode, size_t minimum,
                                        const DisplayOptions& opt);
// format_array for one column (leading space on, as in frames and series).
std::vector<std::string> formatColumn(Interp& in, const Column& c, const DisplayOptions& opt);
// Index labels, left-justified to one width.
std::vector<std::string> formatLabels(const Index& index);

}  // namespace tl::lang::pd
