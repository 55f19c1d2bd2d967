// Colors, markers and line styles as matplotlib spells them.
//   cycleColor(0) == "#1f77b4"                      // "C0", the tab10 cycle
//   parseColor("r") == "#ff0000"; parseColor("C3") == "#d62728"
//   parseFormat("ro--") -> {color "#ff0000", marker "o", linestyle "--"}
#pragma once
#include <optional>
#include <string>

namespace tl::lang::mpl {

std::string cycleColor(size_t i);
// "#rrggbb" for a color name, single letter, "Cn", "tab:name", "#rgb"/"#rrggbb"
// or a gray level string ("0.5"); nullopt if matplotlib would reject it.
std::optional<std::string> parseColor(const std::string& spec);
bool isMarker(const std::string& m);

struct Format {
  std::string color, marker, linestyle;  // "" where the format is silent
};
// A plot() format string "[marker][line][color]" in any order; nullopt if invalid.
std::optional<Format> parseFormat(const std::string& fmt);

}  // namespace tl::lang::mpl
