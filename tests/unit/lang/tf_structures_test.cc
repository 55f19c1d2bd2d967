// Structures of a program's classes through tf.function and GradientTape: as
// TensorFlow's nest packs them, a namedtuple stays that namedtuple and a
// subclass of list or dict keeps its class and attributes, in the arguments
// the traced body sees, in its results and in a tape's gradients.
#include <doctest/doctest.h>

#include <string>

#include "core/core.h"
#include "lang/interpreter.h"

using namespace tl;

// Its own namespace: the module's test files compile together in one unity batch.
namespace tf_structures_test {
namespace {

struct CaptureSink : core::EventSink {
  std::string out, error;
  void emit(const core::Json& e) override {
    const std::string& type = e.get("type")->asString();
    if (type == "stdout") out += e.get("text")->asString();
    if (type == "error") error = e.get("message")->asString();
  }
};

std::string run(const std::string& src) {
  CaptureSink sink;
  lang::Interpreter in(core::Options{}, sink);
  in.run(src);
  return sink.out + sink.error;
}

const char* kPrelude =
    "import tensorflow as tf\n"
    "from collections import namedtuple\n"
    "Pt = namedtuple('Pt', 'x y')\n"
    "class Config(dict):\n"
    "    def __getattr__(self, name):\n"
    "        return self[name]\n"
    "class Batch(list):\n"
    "    def total(self):\n"
    "        return sum(self)\n";

}  // namespace

TEST_CASE("a namedtuple argument reaches the traced body as that namedtuple") {
  std::string out = run(std::string(kPrelude) +
                        "@tf.function\n"
                        "def f(p):\n"
                        "    print('tracing', type(p).__name__)\n"
                        "    return p.x + p.y\n"
                        "print(f(Pt(tf.constant(1.0), tf.constant(2.0))).numpy())\n"
                        "print(f(Pt(tf.constant(3.0), tf.constant(4.0))).numpy())\n");
  CHECK(out == "tracing Pt\n3.0\n7.0\n");
}

TEST_CASE("results and arguments keep their namedtuple, list and dict subclasses") {
  std::string out = run(std::string(kPrelude) +
                        "@tf.function\n"
                        "def step(cfg, batch):\n"
                        "    return Pt(cfg.scale * batch.total(), tf.size(batch)), Batch([batch[0]])\n"
                        "p, b = step(Config(scale=tf.constant(2.0)), Batch([tf.constant(1.0), tf.constant(3.0)]))\n"
                        "print(type(p).__name__, p.x.numpy(), p.y.numpy(), type(b).__name__, b.total().numpy())\n");
  CHECK(out == "Pt 8.0 2 Batch 1.0\n");
}

TEST_CASE("a tape's gradients come back in the sources' structure") {
  std::string out = run(std::string(kPrelude) +
                        "x, y = tf.Variable(3.0), tf.Variable(2.0)\n"
                        "with tf.GradientTape() as tape:\n"
                        "    z = x * x * y\n"
                        "g = tape.gradient(z, Pt(x, Batch([y])))\n"
                        "print(type(g).__name__, g.x.numpy(), type(g.y).__name__, g.y[0].numpy())\n");
  CHECK(out == "Pt 12.0 Batch 9.0\n");
}

}  // namespace tf_structures_test
