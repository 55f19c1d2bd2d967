// Keras 2's progress lines (keras/utils/generic_utils.py Progbar, as the
// ProgbarLogger callback drives it), formatted for the final update of a run:
//   verbose=1: "567/567 [==============================] - 0s 1ms/step - loss: 1234.5678"
//   verbose=2: "567/567 - 0s - loss: 1234.5678 - 245ms/epoch - 432us/step"
#pragma once
#include <string>
#include <utility>
#include <vector>

namespace tl::lang {

using KerasLogs = std::vector<std::pair<std::string, double>>;

// Progbar._format_time: " 1ms/step", " 0s/epoch", " 432us/step".
std::string kerasFormatTime(double seconds, const std::string& unit);
// The line of a finished run of `steps` steps (no trailing newline). Per-step time
// is Progbar._estimate_step_duration's: the steps after the first, when there are any.
std::string kerasProgressLine(int verbose, int64_t steps, double seconds, const KerasLogs& logs,
                              double firstStepSeconds = 0);

}  // namespace tl::lang
