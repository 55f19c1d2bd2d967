// Messages: what the engine says about traces (reasons, hints, verdicts) as an
// id and named arguments, so a page can say it in any language, and rendered
// in English from one catalog for the CLI and the events' text fields.
// An argument is a text (a name, a shape, a Python repr) or a message of its
// own ("a tf.Tensor of shape (3, 1) and dtype float32").
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/json.h"

namespace tl::function {

struct Message;

struct MessageArg {
  std::string name;
  std::string text;
  std::shared_ptr<const Message> message;  // set instead of text for a nested message
};

struct Message {
  std::string id;
  std::vector<MessageArg> args;

  Message() = default;
  explicit Message(std::string messageId) : id(std::move(messageId)) {}
  Message& with(const std::string& name, std::string text);
  Message& with(const std::string& name, int64_t number);
  Message& with(const std::string& name, Message nested);
  bool empty() const { return id.empty(); }
  // The text of argument `name` ("" when absent or nested).
  const std::string& text(const std::string& name) const;
};

// The English sentence (the catalog's template with its arguments filled in).
std::string render(const Message& message);
// {"id": ..., "args": {name: text or a nested message}, "text": its English}
core::Json toJson(const Message& message);
// Every id in the catalog with its English template, in catalog order.
struct CatalogEntry {
  const char* id;
  const char* english;
};
const std::vector<CatalogEntry>& catalog();

}  // namespace tl::function
