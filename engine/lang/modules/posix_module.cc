// The posix module under os: the working directory, a directory's entries and
// a file's stat, read from the file system the run sees (the page's files in
// WebAssembly, the disk natively). os and os.path (modules/py/os.py,
// posixpath.py) are written in Python over it, as CPython's are.
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "lang/eval/builtins.h"
#include "lang/eval/bytes_object.h"
#include "lang/eval/native.h"

namespace tl::lang {
namespace {

// OSError(errno, strerror, filename) of its subclass for errno, as CPython
// raises it: "[Errno 2] No such file or directory: 'x'".
// Linux's numbers and words, which CPython reports (WebAssembly's C library
// numbers errors its own way).
struct OsErrorKind {
  int host;
  int number;  // as Linux numbers it
  const char* cls;
  const char* text;
};
constexpr OsErrorKind kOsErrors[] = {
    {ENOENT, 2, "FileNotFoundError", "No such file or directory"},
    {EACCES, 13, "PermissionError", "Permission denied"},
    {EEXIST, 17, "FileExistsError", "File exists"},
    {ENOTDIR, 20, "NotADirectoryError", "Not a directory"},
    {EISDIR, 21, "IsADirectoryError", "Is a directory"},
};

[[noreturn]] void raiseOsError(Interp& in, int error, const std::string& path) {
  OsErrorKind kind{error, error, "OSError", std::strerror(error)};
  for (const OsErrorKind& k : kOsErrors)
    if (k.host == error) kind = k;
  in.raiseValue(in.call(Value(in.exceptionClass(kind.cls)),
                        {Value::integer(kind.number), in.newStr(kind.text), in.newStr(path)}));
}

std::string pathArg(Interp& in, const Value& v, const char* fname) {
  if (!v.is(ObjKind::Str))
    in.raise(in.types.TypeError,
             std::string(fname) + ": path should be string, bytes or os.PathLike, not " + in.typeName(v));
  return v.as<Str>()->s;
}

class StatResult : public NativeObject {
 public:
  StatResult(ClassObj* cls, const struct stat& st) : NativeObject(cls), st_(st) {}
  Value getAttr(Interp& in, const std::string& attr) override {
    if (attr == "st_mode") return Value::integer(st_.st_mode);
    if (attr == "st_size") return Value::integer(static_cast<int64_t>(st_.st_size));
    if (attr == "st_mtime") return Value::real(static_cast<double>(st_.st_mtime));
    return {};
  }
  std::string repr(Interp&) override {
    return "os.stat_result(st_mode=" + std::to_string(st_.st_mode) + ", st_size=" + std::to_string(st_.st_size) + ")";
  }

 private:
  struct stat st_;
};

struct PosixState {
  ClassObj* statResult = nullptr;
};

Value statPath(Interp& in, CallArgs& a) {
  auto v = parseArgs(in, a, "stat", {"path"}, 1);
  const std::string path = pathArg(in, v[0], "stat");
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) raiseOsError(in, errno, path);
  return Value(new StatResult(in.moduleState<PosixState>().statResult, st));
}

Value listDirectory(Interp& in, CallArgs& a) {
  auto v = parseArgs(in, a, "listdir", {"path"}, 0);
  const std::string path = given(v[0]) ? pathArg(in, v[0], "listdir") : ".";
  DIR* dir = ::opendir(path.c_str());
  if (!dir) raiseOsError(in, errno, path);
  std::vector<std::string> names;
  while (const dirent* entry = ::readdir(dir)) {
    const std::string name = entry->d_name;
    if (name != "." && name != "..") names.push_back(name);
  }
  ::closedir(dir);
  std::sort(names.begin(), names.end());  // readdir's order is the file system's; a sorted one is reproducible
  std::vector<Value> items;
  for (const std::string& n : names) items.push_back(in.newStr(n));
  return in.newList(std::move(items));
}

Value workingDirectory(Interp& in, CallArgs& a) {
  parseArgs(in, a, "getcwd", {}, 0);
  std::string buffer(4096, '\0');
  if (!::getcwd(buffer.data(), buffer.size())) raiseOsError(in, errno, ".");
  return in.newStr(buffer.c_str());
}

// A whole file's bytes, for io.open (modules/py/io.py keeps an open file's
// contents in memory, as the page's files are small).
Value readFileBytes(Interp& in, CallArgs& a) {
  auto v = parseArgs(in, a, "_read_bytes", {"path"}, 1);
  const std::string path = pathArg(in, v[0], "open");
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) raiseOsError(in, EISDIR, path);
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (!file) raiseOsError(in, errno, path);
  std::string data;
  char chunk[65536];
  for (size_t n; (n = std::fread(chunk, 1, sizeof chunk, file)) > 0;) data.append(chunk, n);
  std::fclose(file);
  return newBytes(in, std::move(data));
}

// Writes bytes to a file: "w" replaces it, "a" appends, "x" creates a file
// that must not exist yet (FileExistsError).
Value writeFileBytes(Interp& in, CallArgs& a) {
  auto v = parseArgs(in, a, "_write_bytes", {"path", "data", "how"}, 3);
  const std::string path = pathArg(in, v[0], "open");
  const std::string data = needBytesLike(in, v[1]);
  const std::string how = toStr(in, v[2]);
  struct stat st {};
  const bool exists = ::stat(path.c_str(), &st) == 0;
  if (exists && S_ISDIR(st.st_mode)) raiseOsError(in, EISDIR, path);
  if (how == "x" && exists) raiseOsError(in, EEXIST, path);
  std::FILE* file = std::fopen(path.c_str(), how == "a" ? "ab" : "wb");
  if (!file) raiseOsError(in, errno, path);
  const size_t written = std::fwrite(data.data(), 1, data.size(), file);
  std::fclose(file);
  if (written != data.size()) raiseOsError(in, EIO, path);
  return Value::none();
}

Value makePosixModule(Interp& in) {
  Value m = in.newModule("posix");
  PosixState& st = in.moduleState<PosixState>();
  st.statResult = newNativeClass(in, "stat_result", "os");
  in.keepClass(st.statResult);
  defFunction(in, m, "stat", [](Interp& in, const Value&, CallArgs& a) { return statPath(in, a); });
  defFunction(in, m, "listdir", [](Interp& in, const Value&, CallArgs& a) { return listDirectory(in, a); });
  defFunction(in, m, "getcwd", [](Interp& in, const Value&, CallArgs& a) { return workingDirectory(in, a); });
  defFunction(in, m, "_read_bytes", [](Interp& in, const Value&, CallArgs& a) { return readFileBytes(in, a); });
  defFunction(in, m, "_write_bytes", [](Interp& in, const Value&, CallArgs& a) { return writeFileBytes(in, a); });
  return m;
}

}  // namespace

void registerPosixModule(Interp& in) { in.registerModule("posix", makePosixModule); }

}  // namespace tl::lang
