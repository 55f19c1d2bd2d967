// Kernel benchmark: GEMM GFLOP/s (256^3, 1024^3), y = a*x + b over 1M floats, and
// the peer table's dense net and linear model as gemm calls with bias and relu,
// SIMD kernels and scalar reference side by side. Median of repeated runs after a
// warm-up. Run natively or with node (bench_kernels.js).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <random>
#include <vector>

#include "kernels/kernels.h"

namespace {

namespace k = tl::kernels;

// Median seconds per run: one warm-up, then at least 3 runs and about 0.4 s.
double medianSeconds(const std::function<void()>& run) {
  using Clock = std::chrono::steady_clock;
  run();
  std::vector<double> times;
  const auto start = Clock::now();
  while (times.size() < 3 || (times.size() < 200 && Clock::now() - start < std::chrono::milliseconds(400))) {
    const auto t0 = Clock::now();
    run();
    times.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

std::vector<float> randomVector(size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  std::vector<float> v(n);
  for (float& x : v) x = dist(rng);
  return v;
}

using GemmFn = void (*)(bool, bool, int64_t, int64_t, int64_t, const float*, int64_t, const float*, int64_t, float*,
                        int64_t, const float*, bool);
using AxpbFn = void (*)(float, const float*, float, float*, int64_t);

void benchGemm(int64_t size) {
  const auto a = randomVector(size * size, 1), b = randomVector(size * size, 2);
  std::vector<float> c(size * size);
  double gflops[2];
  GemmFn fns[2] = {k::gemmF32, k::reference::gemmF32};
  for (int v = 0; v < 2; ++v) {
    double s = medianSeconds([&] {
      fns[v](false, false, size, size, size, a.data(), size, b.data(), size, c.data(), size, nullptr, false);
    });
    gflops[v] = 2.0 * size * size * size / s * 1e-9;
  }
  std::printf("MatMul %4lld^3        %8.2f GFLOP/s   %8.2f GFLOP/s   x%.1f\n", static_cast<long long>(size), gflops[0],
              gflops[1], gflops[0] / gflops[1]);
}

void benchAxpb() {
  const int64_t n = 1 << 20;
  const auto x = randomVector(n, 3);
  std::vector<float> y(n);
  double ms[2], gbs[2];
  AxpbFn fns[2] = {k::axpbF32, k::reference::axpbF32};
  for (int v = 0; v < 2; ++v) {
    double s = medianSeconds([&] { fns[v](1.5f, x.data(), 0.25f, y.data(), n); });
    ms[v] = s * 1e3;
    gbs[v] = 2.0 * n * sizeof(float) / s * 1e-9;  // one read + one write per element
  }
  std::printf("axpb 1M floats        %6.3f ms %5.1f GB/s  %6.3f ms %5.1f GB/s  x%.1f\n", ms[0], gbs[0], ms[1], gbs[1],
              ms[1] / ms[0]);
}

// Microseconds per call of `layers` (one dense net forward), SIMD and reference.
void benchDense(const char* label, const std::function<void(GemmFn)>& layers, int reps) {
  double us[2];
  GemmFn fns[2] = {k::gemmF32, k::reference::gemmF32};
  for (int v = 0; v < 2; ++v) {
    double s = medianSeconds([&] {
      for (int rep = 0; rep < reps; ++rep) layers(fns[v]);
    });
    us[v] = s / reps * 1e6;
  }
  std::printf("%-20s %8.3f us/call     %8.3f us/call    x%.1f\n", label, us[0], us[1], us[1] / us[0]);
}

// The peer table's dense 8 -> 64 relu -> 64 relu -> 1 at batch 1 (m == 1, the
// matrix-vector path) and 4096 (packed, k = 8 and 64, then one column), and its
// linear model [10^6, 1] x [1, 1] + b (k = n = 1, one streaming pass).
void benchDenseAndLinear() {
  const int64_t batch = 4096, rows = 1000000;
  const auto x = randomVector(batch * 8, 4), w1 = randomVector(8 * 64, 5), w2 = randomVector(64 * 64, 6);
  const auto w3 = randomVector(64, 7), b1 = randomVector(64, 8), b2 = randomVector(64, 9), b3 = randomVector(1, 10);
  std::vector<float> h1(batch * 64), h2(batch * 64), y(batch);
  auto dense = [&](int64_t m) {
    return [&, m](GemmFn gemm) {
      gemm(false, false, m, 64, 8, x.data(), 8, w1.data(), 64, h1.data(), 64, b1.data(), true);
      gemm(false, false, m, 64, 64, h1.data(), 64, w2.data(), 64, h2.data(), 64, b2.data(), true);
      gemm(false, false, m, 1, 64, h2.data(), 64, w3.data(), 1, y.data(), 1, b3.data(), false);
    };
  };
  benchDense("dense 8-64-64-1 b=1", dense(1), 100);
  benchDense("dense b=4096", dense(batch), 1);
  const auto column = randomVector(rows, 11);
  std::vector<float> out(rows);
  const float w = 2.f, b = 0.5f;
  benchDense(
      "linear N=1e6",
      [&](GemmFn gemm) { gemm(false, false, rows, 1, 1, column.data(), 1, &w, 1, out.data(), 1, &b, false); }, 1);
}

}  // namespace

int main() {
  std::printf("kernel                 SIMD                reference           speed-up\n");
  benchGemm(256);
  benchGemm(1024);
  benchAxpb();
  benchDenseAndLinear();
  return 0;
}
