// Writes the SYNTHETIC california_housing_train.csv (see engine/data/synthetic_housing.h)
// for the page and the CLI, which read it without any network:
//
//   make_housing [out.csv] [rows] [seed]
//
// Defaults: web/dist/data/california_housing_train.csv, 17000 rows, the
// built-in seed. The same arguments always give the same bytes.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "data/synthetic_housing.h"

int main(int argc, char** argv) {
  const std::string path = argc > 1 ? argv[1] : "web/dist/data/california_housing_train.csv";
  const size_t rows = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : tl::data::kHousingRows;
  const uint64_t seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : tl::data::kHousingSeed;
  const std::filesystem::path parent = std::filesystem::path(path).parent_path();
  if (!parent.empty()) std::filesystem::create_directories(parent);
  const std::string text = tl::data::generateHousingCsv(rows, seed);
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) {
    std::fprintf(stderr, "make_housing: cannot write %s\n", path.c_str());
    return 1;
  }
  std::fprintf(stderr, "make_housing: wrote %zu synthetic rows (%zu bytes) to %s\n", rows, text.size(), path.c_str());
  return 0;
}
