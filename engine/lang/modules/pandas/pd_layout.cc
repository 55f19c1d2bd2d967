// repr() of DataFrame, Series and Index in pandas 1.5's layout. A frame
// keeps min_rows rows (head and tail) once it has more than max_rows, and,
// as display.max_columns = 0 asks, drops middle columns until the text fits
// the 80-column terminal (StringFormatter._fit_strcols_to_terminal_width),
// marking each cut with "..." and ending with "[R rows x C columns]".
#include <limits>

#include "lang/modules/pandas/pd_format.h"

namespace tl::lang::pd {
namespace {

using StrCols = std::vector<std::vector<std::string>>;

struct Rows {
  std::vector<int64_t> positions;
  bool truncated = false;
  size_t rowNum = 0;  // rows shown before the "..." line
};

Rows headAndTail(size_t n, int64_t shown) {
  Rows r;
  r.truncated = true;
  r.rowNum = static_cast<size_t>(shown / 2);
  if (r.rowNum == 0) {
    r.rowNum = static_cast<size_t>(shown);
    r.positions = positionRange(0, shown);
    return r;
  }
  r.positions = positionRange(0, static_cast<int64_t>(r.rowNum));
  for (int64_t p : positionRange(static_cast<int64_t>(n - r.rowNum), static_cast<int64_t>(n))) r.positions.push_back(p);
  return r;
}

Rows frameRows(size_t n, const DisplayOptions& opt) {
  if (!opt.maxRows || *opt.maxRows <= 0 || n <= static_cast<size_t>(*opt.maxRows)) {
    return {positionRange(0, static_cast<int64_t>(n)), false, 0};
  }
  int64_t shown = *opt.maxRows;
  if (opt.minRows && *opt.minRows > 0) shown = std::min(shown, *opt.minRows);
  return headAndTail(n, shown);
}

std::vector<std::string> dataColumn(Interp& in, const FrameObj& f, size_t c, const Rows& rows,
                                    const DisplayOptions& opt) {
  const Column& col = *f.cols[c];
  std::string header = (col.numeric() ? " " : "") + f.names[c];
  std::vector<std::string> values = formatColumn(in, *takeColumn(col, rows.positions), opt);
  values = makeFixedWidth(std::move(values), Justify::Right, textWidth(header), opt);
  size_t width = std::max(maxWidth(values), textWidth(header));
  std::vector<std::string> out{justify(header, width, Justify::Right)};
  out.insert(out.end(), values.begin(), values.end());
  return out;
}

void insertRowDots(StrCols& cols, size_t rowNum, int dotCol) {
  for (size_t ix = 0; ix < cols.size(); ++ix) {
    const bool isDot = static_cast<int>(ix) == dotCol;
    size_t width = textWidth(cols[ix][rowNum]);
    std::string dots = width > 3 || isDot ? "..." : "..";
    if (isDot) width = 4;
    Justify mode = ix == 0 ? Justify::Left : Justify::Right;
    cols[ix].insert(cols[ix].begin() + static_cast<std::ptrdiff_t>(rowNum + 1), justify(dots, width, mode));
  }
}

// The columns as lists of strings; `cols` picks the data columns shown and
// `dotCol` (when >= 0) is where the "..." column goes.
StrCols buildStrCols(Interp& in, const FrameObj& f, const Rows& rows, const std::vector<int64_t>& cols, int dotCol,
                     const DisplayOptions& opt) {
  StrCols out;
  std::vector<std::string> index{""};
  for (const auto& l : formatLabels(*takeIndex(*f.index, rows.positions, false))) index.push_back(l);
  out.push_back(index);
  for (int64_t c : cols) out.push_back(dataColumn(in, f, static_cast<size_t>(c), rows, opt));
  if (dotCol >= 0) out.insert(out.begin() + dotCol, std::vector<std::string>(index.size(), " ..."));
  if (rows.truncated) insertRowDots(out, rows.rowNum, dotCol);
  return out;
}

// Python's round(n / 2): halves go to the even neighbour.
size_t roundHalf(size_t n) {
  if (n % 2 == 0) return n / 2;
  size_t low = n / 2;
  return low % 2 == 0 ? low : low + 1;
}

size_t fittedColumns(const StrCols& cols, size_t terminalWidth) {
  size_t longest = 0;
  std::string text = adjoin(1, cols);
  for (size_t start = 0; start <= text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    longest = std::max(longest, textWidth(text.substr(start, end - start)));
    start = end + 1;
  }
  int64_t excess = static_cast<int64_t>(longest) - static_cast<int64_t>(terminalWidth) + 1;
  std::vector<size_t> widths;
  for (const auto& c : cols) widths.push_back(maxWidth(c));
  while (excess > 0 && widths.size() > 1) {
    size_t mid = roundHalf(widths.size());
    excess -= static_cast<int64_t>(widths[mid] + 1);
    widths.erase(widths.begin() + static_cast<std::ptrdiff_t>(mid));
  }
  return std::max<size_t>(widths.size() - 1, 2);
}

// _binify: where each wrapped block of columns ends, for a line width.
std::vector<size_t> binify(const std::vector<size_t>& widths, int64_t lineWidth) {
  std::vector<size_t> bins;
  int64_t current = 0;
  for (size_t i = 0; i < widths.size(); ++i) {
    const auto adjoined = static_cast<int64_t>(widths[i] + 1);
    current += adjoined;
    const bool wrap = current + (i + 1 == widths.size() ? 1 : 2) > lineWidth && i > 0;
    if (wrap) {
      bins.push_back(i);
      current = adjoined;
    }
  }
  bins.push_back(widths.size());
  return bins;
}

// StringFormatter._join_multiline: with display.max_columns set (or None) a
// wide frame wraps into blocks, each ending in " \\" on its header line.
std::string joinMultiline(StrCols cols, int64_t lineWidth, size_t nrows) {
  const std::vector<std::string> index = cols.front();
  cols.erase(cols.begin());
  std::vector<size_t> widths;
  for (const auto& c : cols) widths.push_back(maxWidth(c));
  const std::vector<size_t> bins = binify(widths, lineWidth - static_cast<int64_t>(maxWidth(index)) - 1);
  std::string out;
  size_t start = 0;
  for (size_t i = 0; i < bins.size(); ++i) {
    StrCols block{index};
    block.insert(block.end(), cols.begin() + static_cast<std::ptrdiff_t>(start),
                 cols.begin() + static_cast<std::ptrdiff_t>(bins[i]));
    if (bins.size() > 1) {
      std::vector<std::string> edge(nrows, i + 1 < bins.size() ? "  " : " ");
      if (i + 1 < bins.size()) edge[0] = " \\";
      block.push_back(edge);
    }
    out += (i ? "\n\n" : "") + adjoin(1, block);
    start = bins[i];
  }
  return out;
}

std::string emptyFrameText(const FrameObj& f) {
  std::string columns = "[", index = "[";
  for (size_t i = 0; i < f.names.size(); ++i) columns += (i ? ", " : "") + f.names[i];
  for (size_t i = 0; i < f.index->size(); ++i) index += (i ? ", " : "") + f.index->label(i);
  return "Empty DataFrame\nColumns: " + columns + "]\nIndex: " + index + "]";
}

}  // namespace

std::string frameText(Interp& in, const FrameObj& f) { return frameText(in, f, pdState(in).display); }

std::string frameText(Interp& in, const FrameObj& f, const DisplayOptions& opt) {
  if (f.rows() == 0 || f.cols.empty()) return emptyFrameText(f);
  const Rows rows = frameRows(f.rows(), opt);
  std::vector<int64_t> cols = positionRange(0, static_cast<int64_t>(f.cols.size()));
  StrCols strcols = buildStrCols(in, f, rows, cols, -1, opt);
  // max_columns: 0 fits the terminal, None (-1) shows all, n keeps n.
  const size_t fitted = opt.maxColumns == 0  ? fittedColumns(strcols, static_cast<size_t>(opt.width))
                        : opt.maxColumns > 0 ? static_cast<size_t>(opt.maxColumns)
                                             : f.cols.size();
  const bool truncatedH = f.cols.size() > fitted;
  if (truncatedH) {
    const auto n = static_cast<int64_t>(f.cols.size());
    const auto half = static_cast<int64_t>(fitted / 2);
    cols = positionRange(0, half >= 1 ? half : static_cast<int64_t>(fitted));
    for (int64_t c : positionRange(half >= 1 ? n - half : n, n)) cols.push_back(c);
    strcols = buildStrCols(in, f, rows, cols, static_cast<int>((half >= 1 ? half : fitted) + 1), opt);
  }
  const size_t nrows = rows.truncated ? rows.positions.size() + 1 : f.rows();
  std::string text = opt.maxColumns == 0 ? adjoin(1, strcols) : joinMultiline(strcols, opt.width, nrows);
  if (rows.truncated || truncatedH) {
    text += "\n\n[" + std::to_string(f.rows()) + " rows x " + std::to_string(f.cols.size()) + " columns]";
  }
  return text;
}

std::string seriesText(Interp& in, const SeriesObj& s) {
  const DisplayOptions& opt = pdState(in).display;
  const size_t n = s.col->size();
  Rows rows{positionRange(0, static_cast<int64_t>(n)), false, 0};
  if (opt.maxRows && *opt.maxRows > 0 && n > static_cast<size_t>(*opt.maxRows)) {
    int64_t shown = *opt.maxRows;
    if (opt.minRows && *opt.minRows > 0) shown = std::min(shown, *opt.minRows);
    rows = shown == 1 ? Rows{{0}, true, 1} : headAndTail(n, shown);
  }
  std::string footer;
  if (!s.name.isNone()) footer = "Name: " + in.str(s.name);
  if (rows.truncated) footer += (footer.empty() ? "" : ", ") + std::string("Length: ") + std::to_string(n);
  footer += (footer.empty() ? "" : ", ") + std::string("dtype: ") + kindName(s.col->kind);
  if (n == 0) return "Series([], " + footer + ")";
  std::vector<std::string> index = formatLabels(*takeIndex(*s.index, rows.positions, false));
  std::vector<std::string> values = formatColumn(in, *takeColumn(*s.col, rows.positions), opt);
  if (rows.truncated) {
    const size_t width = textWidth(values[rows.rowNum - 1]);
    const auto at = static_cast<std::ptrdiff_t>(rows.rowNum);
    values.insert(values.begin() + at, justify(width > 3 ? "..." : "..", width, Justify::Center));
    index.insert(index.begin() + at, "");
  }
  return adjoin(3, {index, values}) + "\n" + footer;
}

// DataFrame._repr_html_'s limits, unwrapped as to_string(line_width=None):
// the terminal's default max_columns 0 (fit the width) is a notebook's 20;
// a max_columns 0 the program set shows every column, as in the HTML repr.
std::string notebookTableText(Interp& in, const Value& v) {
  if (SeriesObj* s = asSeries(v)) return seriesText(in, *s);
  FrameObj* f = asFrame(v);
  if (!f) return "";
  DisplayOptions opt = pdState(in).display;
  if (opt.maxColumns == 0) opt.maxColumns = opt.asSet.count("max_columns") ? -1 : kNotebookMaxColumns;
  opt.width = std::numeric_limits<int64_t>::max() / 2;
  return frameText(in, *f, opt);
}

}  // namespace tl::lang::pd
