#include "session/run_stats.h"

#include "core/events.h"

namespace tl::session {

void RunStats::record(const core::Json& event) {
  const core::Json* type = event.get("type");
  if (!type || type->kind() != core::Json::Kind::String) return;
  const std::string& name = type->asString();
  if (name == "stdout") ++stdoutEvents_;
  else if (name == "error") ++errors_;
  else if (name == "warning") ++warnings_;
}

core::Json RunStats::summary(bool ok, int64_t elapsedUs, core::Json functions) const {
  return core::events::summary(ok, std::move(functions), warnings_, errors_, stdoutEvents_, elapsedUs);
}

}  // namespace tl::session
