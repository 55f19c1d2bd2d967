#include "lang/modules/tensorflow/keras/keras_progbar.h"

#include <cmath>
#include <cstdio>

namespace tl::lang {
namespace {

std::string format(const char* spec, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, spec, v);
  return buf;
}

// Progbar: " %.4f" above 1e-3 in magnitude, else " %.4e" (verbose=2 compares
// the signed value, as Keras does).
std::string formatValue(double v, bool signedCompare) {
  bool large = signedCompare ? v > 1e-3 : std::fabs(v) > 1e-3;
  return format(large ? " %.4f" : " %.4e", v);
}

// "%<digits of target>d/%d": at the end of a run current == target, so no padding.
std::string countText(int64_t steps) { return std::to_string(steps) + "/" + std::to_string(steps); }

}  // namespace

std::string kerasFormatTime(double t, const std::string& unit) {
  if (t >= 1 || t == 0) return format(" %.0fs/", t) + unit;
  if (t >= 1e-3) return format(" %.0fms/", t * 1e3) + unit;
  return format(" %.0fus/", t * 1e6) + unit;
}

std::string kerasProgressLine(int verbose, int64_t steps, double seconds, const KerasLogs& logs,
                              double firstStepSeconds) {
  std::string elapsed = format(" - %.0fs", seconds);
  double perStep = steps > 1 ? (seconds - firstStepSeconds) / static_cast<double>(steps - 1)
                             : (steps > 0 ? seconds / static_cast<double>(steps) : 0);
  if (verbose == 2) {
    std::string line = countText(steps) + elapsed;
    for (const auto& [k, v] : logs) line += " - " + k + ":" + formatValue(v, true);
    // verbose=2 divides the epoch time by the steps (no first-step exclusion).
    double average = steps > 0 ? seconds / static_cast<double>(steps) : 0;
    return line + " -" + kerasFormatTime(seconds, "epoch") + " -" + kerasFormatTime(average, "step");
  }
  std::string line = countText(steps) + " [" + std::string(30, '=') + "]" + elapsed;
  line += kerasFormatTime(perStep, "step");
  for (const auto& [k, v] : logs) line += " - " + k + ":" + formatValue(v, false);
  return line;
}

}  // namespace tl::lang
