// matplotlib's color tables (colors.py: BASE_COLORS, TABLEAU_COLORS and the
// CSS4 names the course and most examples use) and plot()'s format strings.
#include "lang/modules/matplotlib/styles.h"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <map>

namespace tl::lang::mpl {
namespace {

const char* const kTab10[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
                              "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};
const char* const kTabNames[] = {"blue", "orange", "green", "red", "purple", "brown", "pink", "gray", "olive", "cyan"};

const std::map<std::string, std::string>& namedColors() {
  static const std::map<std::string, std::string> table = {
      // BASE_COLORS: the single letters.
      {"b", "#0000ff"},
      {"g", "#008000"},
      {"r", "#ff0000"},
      {"c", "#00bfbf"},
      {"m", "#bf00bf"},
      {"y", "#bfbf00"},
      {"k", "#000000"},
      {"w", "#ffffff"},
      // A subset of CSS4_COLORS.
      {"black", "#000000"},
      {"white", "#ffffff"},
      {"red", "#ff0000"},
      {"green", "#008000"},
      {"blue", "#0000ff"},
      {"yellow", "#ffff00"},
      {"cyan", "#00ffff"},
      {"magenta", "#ff00ff"},
      {"orange", "#ffa500"},
      {"purple", "#800080"},
      {"brown", "#a52a2a"},
      {"pink", "#ffc0cb"},
      {"gray", "#808080"},
      {"grey", "#808080"},
      {"lightgray", "#d3d3d3"},
      {"darkgray", "#a9a9a9"},
      {"lightblue", "#add8e6"},
      {"darkblue", "#00008b"},
      {"navy", "#000080"},
      {"teal", "#008080"},
      {"olive", "#808000"},
      {"lime", "#00ff00"},
      {"maroon", "#800000"},
      {"gold", "#ffd700"},
      {"silver", "#c0c0c0"},
      {"violet", "#ee82ee"},
      {"indigo", "#4b0082"},
      {"salmon", "#fa8072"},
      {"coral", "#ff7f50"},
      {"tomato", "#ff6347"},
      {"crimson", "#dc143c"},
      {"skyblue", "#87ceeb"},
      {"steelblue", "#4682b4"},
      {"darkgreen", "#006400"},
      {"lightgreen", "#90ee90"},
      {"darkred", "#8b0000"},
      {"darkorange", "#ff8c00"},
      {"tan", "#d2b48c"},
  };
  return table;
}

bool isHex(const std::string& s, size_t from) {
  for (size_t i = from; i < s.size(); ++i)
    if (!std::isxdigit(static_cast<unsigned char>(s[i]))) return false;
  return true;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::optional<std::string> hexColor(const std::string& s) {
  if (s.size() == 7 && isHex(s, 1)) return lower(s);
  if (s.size() == 9 && isHex(s, 1)) return lower(s.substr(0, 7));  // alpha dropped
  if (s.size() == 4 && isHex(s, 1)) return lower(std::string{'#', s[1], s[1], s[2], s[2], s[3], s[3]});
  return std::nullopt;
}

// "0.75": a gray level between 0 and 1, as matplotlib reads a number in a string.
std::optional<std::string> grayLevel(const std::string& s) {
  char* end = nullptr;
  double v = std::strtod(s.c_str(), &end);
  if (end == s.c_str() || *end || v < 0 || v > 1) return std::nullopt;
  char buf[8];
  int level = static_cast<int>(v * 255 + 0.5);
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", level, level, level);
  return std::string(buf);
}

std::optional<std::string> tableauColor(const std::string& s) {
  if (s.size() == 2 && s[0] == 'C' && std::isdigit(static_cast<unsigned char>(s[1]))) return kTab10[s[1] - '0'];
  if (s.rfind("tab:", 0) != 0) return std::nullopt;
  for (size_t i = 0; i < 10; ++i)
    if (s.substr(4) == kTabNames[i] || (s.substr(4) == "grey" && i == 7)) return kTab10[i];
  return std::nullopt;
}

}  // namespace

std::string cycleColor(size_t i) { return kTab10[i % 10]; }

std::optional<std::string> parseColor(const std::string& spec) {
  if (spec.empty()) return std::nullopt;
  if (spec[0] == '#') return hexColor(spec);
  if (auto c = tableauColor(spec)) return c;
  const auto& names = namedColors();
  auto it = names.find(spec.size() == 1 ? spec : lower(spec));
  if (it != names.end()) return it->second;
  return grayLevel(spec);
}

bool isMarker(const std::string& m) {
  static const std::string kMarkers = ".,ov^<>12348spP*hH+xXDd|_";
  return m.size() == 1 && kMarkers.find(m[0]) != std::string::npos;
}

std::optional<Format> parseFormat(const std::string& fmt) {
  Format f;
  // A whole color name ("red", "#ff0000", "tab:blue") is a format too.
  if (fmt.size() > 1 && fmt.substr(0, 1) != "C" && fmt.find_first_of("-:.") == std::string::npos) {
    if (auto c = parseColor(fmt)) return Format{*c, "", ""};
  }
  for (size_t i = 0; i < fmt.size();) {
    std::string two = fmt.substr(i, 2), one = fmt.substr(i, 1);
    if ((two == "--" || two == "-.") && f.linestyle.empty()) {
      f.linestyle = two, i += 2;
    } else if ((one == "-" || one == ":") && f.linestyle.empty()) {
      f.linestyle = one, i += 1;
    } else if (two.size() == 2 && two[0] == 'C' && std::isdigit(static_cast<unsigned char>(two[1])) &&
               f.color.empty()) {
      f.color = *parseColor(two), i += 2;
    } else if (isMarker(one) && f.marker.empty()) {
      f.marker = one, i += 1;
    } else if (namedColors().count(one) && f.color.empty()) {
      f.color = namedColors().at(one), i += 1;
    } else {
      return std::nullopt;
    }
  }
  return f;
}

}  // namespace tl::lang::mpl
