#!/usr/bin/python3
"""Records NumPy's and TensorFlow's printed forms of tensors for array_format_test.

Run with Debian's python3 + NumPy 1.24 (the oracle):
    /usr/bin/python3 tests/numeric/printing/record.py
It rewrites recorded_cases.inc next to this script. Every expected string there
comes from NumPy itself (repr/str of the array, of its 0-d scalar) or from
TensorFlow's own Python wrapper code applied to that NumPy value:
  * tensorflow/python/framework/tensor.py / ops.py: EagerTensor.__str__ is
    "tf.Tensor(%s, shape=%s, dtype=%s)", __repr__ is
    "<tf.Tensor: shape=%s, dtype=%s, numpy=%s>", and numpy_text() is
    repr()/str() of tensor._numpy() with "\n" put in front of multi-line text.
  * tensorflow/python/ops/resource_variable_ops.py: Variable.__repr__ is
    "<tf.Variable '%s' shape=%s dtype=%s, numpy=%s>" with the same numpy_text.
  * tf.print's text is the StringFormat op: Tensor::SummarizeValue(summarize,
    print_v2=true) in tensorflow/core/framework/tensor.cc (PrintOneDimV2 and
    PrintDimSpacing), elements through tsl::strings::StrCat: FloatToBuffer /
    DoubleToBuffer ("%.*g" with digits10, then max_digits10 when that does not
    round-trip), bools as 1/0, strings quoted and C-escaped. tf_print_text()
    below is a line-by-line port of that C++; TF_PRINT_DOCUMENTED checks it
    against the outputs printed in tf.print's own documentation.
"""
import os
import numpy as np

assert np.__version__.startswith("1.24"), np.__version__

HERE = os.path.dirname(os.path.abspath(__file__))
F32, F64, I32, I64, BOOL, STR = "float32", "float64", "int32", "int64", "bool", "string"


def case(name, dtype, values, shape=None):
    if dtype == STR:
        arr = np.array(values, dtype=object)
    else:
        arr = np.array(values, dtype=np.dtype(dtype))
    if shape is not None:
        arr = arr.reshape(shape)
    return name, dtype, arr


def cases():
    r = np.random.RandomState(7)
    out = [
        case("f32_matrix", F32, [[1, 2], [3, 4]]),
        case("f32_scalar", F32, 1.5),
        case("f32_scalar_tenth", F32, 0.1),
        case("f32_scalar_third", F32, 1 / 3),
        case("f32_scalar_integral", F32, 3.0),
        case("f32_scalar_tiny", F32, 1e-5),
        case("f32_scalar_huge", F32, 1e20),
        case("f32_scalar_1e16", F32, 1e16),
        case("f32_scalar_below_1e4", F32, 0.0001),
        case("f32_scalar_negzero", F32, -0.0),
        case("f32_scalar_nan", F32, np.nan),
        case("f32_scalar_neg_inf", F32, -np.inf),
        case("f32_scalar_big_int", F32, 123456789.0),
        case("f32_vector_halves", F32, [0.5, 1.0, 1.5]),
        case("f32_vector_mixed", F32, [1.0, 2.5]),
        case("f32_vector_thirds", F32, [1 / 3, 2 / 3, 1.0]),
        case("f32_vector_neg", F32, [-1.0, 2.0]),
        case("f32_vector_negzero", F32, [-0.0, 0.0, 1.0]),
        case("f32_vector_zeros", F32, [0.0, 0.0, 0.0]),
        case("f32_vector_nan_inf", F32, [np.nan, np.inf, -np.inf, 1.0]),
        case("f32_vector_only_nan", F32, [np.nan, np.nan]),
        case("f32_vector_only_inf", F32, [np.inf, -np.inf]),
        case("f32_vector_tiny", F32, [1e-5, 1.0]),
        case("f32_vector_huge", F32, [1.0, 1e10]),
        case("f32_vector_ratio", F32, [1.0, 1000.5]),
        case("f32_vector_ratio_edge", F32, [1.0, 1000.0]),
        case("f32_vector_1e8", F32, [1e8, 1.0]),
        case("f32_vector_sci_mixed", F32, [1.2345e8, -3.5e-3, 7.0]),
        case("f32_vector_sci_nan", F32, [1e-7, np.nan, -np.inf]),
        case("f32_vector_precision", F32, [0.123456789, 1.0]),
        case("f32_vector_min_edge", F32, [0.0001, 0.5]),
        case("f32_vector_random", F32, r.randn(7)),
        case("f32_matrix_random", F32, r.randn(4, 3)),
        case("f32_cube", F32, np.arange(24).reshape(2, 3, 4) / 4),
        case("f32_4d", F32, np.arange(16).reshape(2, 2, 2, 2) - 8.0),
        case("f32_long_row", F32, np.linspace(0, 1, 40)),
        case("f32_long_row_neg", F32, -np.arange(30) * 1.25),
        case("f32_wide_matrix", F32, r.randn(3, 12)),
        case("f32_summarized", F32, np.arange(2000) * 0.5),
        case("f32_summarized_matrix", F32, np.arange(1200).reshape(40, 30) / 8),
        case("f32_summarized_cube", F32, np.arange(1100).reshape(11, 10, 10)),
        case("f32_sci_long_row", F32, np.logspace(-6, 6, 25)),
        case("f32_row_of_one", F32, [[7.25]]),
        case("f32_column", F32, [[1.0], [22.5], [-3.0]]),
        case("f32_empty", F32, []),
        case("f32_empty_2d", F32, np.zeros((2, 0))),
        case("f64_scalar", F64, 1.5),
        case("f64_scalar_tenth", F64, 0.1),
        case("f64_scalar_third", F64, 1 / 3),
        case("f64_scalar_big", F64, 123456789012345.0),
        case("f64_scalar_1e16", F64, 1e16),
        case("f64_scalar_tiny", F64, 1e-5),
        case("f64_vector", F64, [1.0, 2.0, 3.0]),
        case("f64_vector_precision", F64, [0.1 + 0.2, 1 / 7]),
        case("f64_vector_tie", F64, [0.001953125, 1.0]),
        case("f64_vector_sci", F64, [1e-5, 1e100]),
        case("f64_vector_sci_mantissa", F64, [1.5e-10, 2.25, -3.125e5]),
        case("f64_matrix_random", F64, r.randn(3, 3) * 100),
        case("f64_long_row", F64, np.arange(50) / 3),
        case("f64_summarized", F64, np.arange(1001) * 1.0),
        case("i32_scalar", I32, 5),
        case("i32_scalar_neg", I32, -42),
        case("i32_vector", I32, [1, 2, 3]),
        case("i32_mixed_width", I32, [1, -20, 300, 4]),
        case("i32_matrix", I32, [[1, 2], [3, 4]]),
        case("i32_matrix_widths", I32, [[1, 200], [-3, 4]]),
        case("i32_cube", I32, np.arange(12).reshape(2, 2, 3)),
        case("i32_long_row", I32, np.arange(100)),
        case("i32_range10", I32, np.arange(10)),
        case("i32_summarized", I32, np.arange(1500)),
        case("i32_summarized_matrix", I32, np.arange(2000).reshape(50, 40)),
        case("i32_extremes", I32, [-2147483648, 2147483647]),
        case("i32_empty", I32, []),
        case("i32_empty_2d", I32, np.zeros((2, 0))),
        case("i32_small_matrix_tfsummary", I32, np.arange(64).reshape(8, 8)),
        case("i64_scalar", I64, 7),
        case("i64_vector", I64, [1, 2, 3]),
        case("i64_big", I64, [9007199254740993, -5]),
        case("i64_matrix", I64, [[10, 2], [3, -40]]),
        case("i64_empty", I64, []),
        case("bool_scalar", BOOL, True),
        case("bool_scalar_false", BOOL, False),
        case("bool_vector", BOOL, [True, False]),
        case("bool_matrix", BOOL, [[True, False, True], [False, False, True]]),
        case("bool_long_row", BOOL, [i % 3 == 0 for i in range(20)]),
        case("str_scalar", STR, b"hello"),
        case("str_scalar_quote", STR, b"it's"),
        case("str_scalar_escapes", STR, b"a\tb\n\x00\xff\\"),
        case("str_vector", STR, [b"a", b"bc"]),
        case("str_matrix", STR, [[b"x", b"yy"], [b"zzz", b""]]),
        case("str_vector_quotes", STR, [b'say "hi"', b"both ' \""]),
        case("str_long_row", STR, [b"word%d" % i for i in range(15)]),
        case("i32_dtype_own_line", I32, np.arange(18) * 1000),
        case("f32_dtype_own_line", F32, np.arange(14) + 0.5),
        case("f32_sci_negative", F32, [-1e-5, 1e5, 3.0]),
        case("f64_sci_three_digit_exp", F64, [1e-5, 1e100, np.nan]),
        case("f64_nan_positional", F64, [np.nan, 1.5, -22.25]),
        case("f32_powers_of_two", F32, [2.0 ** k for k in (-20, -7, 0, 3, 30)]),
        case("f32_min_digits", F32, [0.3, 0.7, 1.2345678e-5]),
        case("f64_summarized_nan", F64,
             np.where(np.arange(1200) % 7 == 0, np.nan, np.arange(1200) / 9)),
        case("i32_summarized_cube", I32, np.arange(3000).reshape(10, 15, 20) - 1500),
        case("i64_extremes", I64, [-9223372036854775808, 9223372036854775807]),
        case("bool_summarized", BOOL, [i % 2 == 0 for i in range(1001)]),
        case("f32_4d_summarized", F32, np.arange(2 * 3 * 20 * 10).reshape(2, 3, 20, 10) * 0.25),
        case("f32_large_row_wrap_neg", F32, np.linspace(-1, 1, 21)),
        case("f32_carry_rounding", F32, [0.999999999, 9.9999999, 0.5]),
        case("f64_carry_rounding", F64, [0.9999999999, 99.999999999, 0.5]),
    ]
    return out + random_cases()


def random_values(r, size, mode):
    if mode == 0:
        return r.randn(size)
    if mode == 1:
        return r.randn(size) * 10.0 ** r.uniform(-10, 12)
    if mode == 2:
        return np.round(r.randn(size) * 100, r.randint(0, 4))
    if mode == 3:
        return 10.0 ** r.uniform(-6, 9, size) * r.choice([-1, 1], size)
    v = r.randn(size)
    v[r.rand(size) < 0.3] = r.choice([np.nan, np.inf, -np.inf, 0.0, -0.0])
    return v


def random_cases():
    """Seeded random arrays: every float mode, rank 0-3, both float widths."""
    r = np.random.RandomState(5)
    out = []
    for k in range(40):
        dtype = (F32, F64)[k % 2]
        shape = tuple(int(x) for x in r.randint(1, 6, size=k % 4))
        values = random_values(r, int(np.prod(shape)), (k // 2) % 5)
        with np.errstate(over="ignore"):
            out.append(case("random_%d" % k, dtype, values.astype(dtype), shape))
    return out


# ---- TensorFlow wrapper text (tensor.py numpy_text and __str__/__repr__) ----

def tf_value(arr):
    return arr if arr.ndim > 0 else arr[()]


def numpy_text(arr, is_repr):
    value = tf_value(arr)
    text = repr(value) if is_repr else str(value)
    if "\n" in text:
        text = "\n" + text
    return text


def shape_text(arr):
    return str(tuple(arr.shape))


def tf_str(arr, dtype):
    return "tf.Tensor(%s, shape=%s, dtype=%s)" % (numpy_text(arr, False), shape_text(arr), dtype)


def tf_repr(arr, dtype):
    return "<tf.Tensor: shape=%s, dtype=%s, numpy=%s>" % (
        shape_text(arr), dtype, numpy_text(arr, True))


def tf_variable_repr(arr, dtype, name):
    return "<tf.Variable '%s' shape=%s dtype=%s, numpy=%s>" % (
        name, shape_text(arr), dtype, numpy_text(arr, True))


# ---- tf.print text: port of tensor.cc SummarizeValue(print_v2=true) ----

def fp_to_buffer(x, dtype):
    digits10, max_digits10, cast = (6, 9, np.float32) if dtype == F32 else (15, 17, np.float64)
    if np.isnan(x):
        return "-nan" if np.signbit(x) else "nan"
    text = "%.*g" % (digits10, float(x))
    if cast(float(text)) != x:
        text = "%.*g" % (max_digits10, float(x))
    return text


def c_escape(b):
    # absl::Utf8SafeCEscape: \n \r \t \" \' \\ escaped, other bytes < 0x20 or 0x7f as octal;
    # bytes >= 0x80 pass through (UTF-8 safe).
    named = {0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t", 0x22: '\\"', 0x27: "\\'", 0x5C: "\\\\"}
    out = []
    for c in b:
        if c in named:
            out.append(named[c])
        elif c < 0x20 or c == 0x7F:
            out.append("\\%03o" % c)
        else:
            out.append(chr(c))
    return "".join(out)


def print_one_element(x, dtype):
    if dtype in (F32, F64):
        return fp_to_buffer(x, dtype)
    if dtype == BOOL:
        return "1" if x else "0"
    if dtype == STR:
        return '"' + c_escape(x) + '"'
    return str(int(x))


def print_dim_spacing(dim_index, num_dims):
    if dim_index == num_dims - 1:
        return " "
    return "\n" * (num_dims - dim_index - 1) + " " * (dim_index + 1)


def print_one_dim_v2(dim_index, shape, ends, flat, data_index, dtype):
    num_dims = len(shape)
    if dim_index == num_dims:
        return print_one_element(flat[data_index], dtype)
    out = "["
    count = shape[dim_index]
    start_of_end = max(ends, count - ends)
    per_iter = int(np.prod(shape[dim_index + 1:], dtype=np.int64))
    i = 0
    while i < ends and i < count:
        if i > 0:
            out += print_dim_spacing(dim_index, num_dims)
        out += print_one_dim_v2(dim_index + 1, shape, ends, flat, data_index + per_iter * i, dtype)
        i += 1
    if count > 2 * ends:
        out += print_dim_spacing(dim_index, num_dims) + "..."
    for i in range(start_of_end, count):
        out += print_dim_spacing(dim_index, num_dims)
        out += print_one_dim_v2(dim_index + 1, shape, ends, flat, data_index + per_iter * i, dtype)
    return out + "]"


def tf_print_text(arr, dtype, summarize=3):
    flat = arr.reshape(-1)
    num = flat.size
    limit = num if summarize < 0 else min(summarize, num)
    if arr.ndim == 0:
        text = " ".join(print_one_element(flat[i], dtype) for i in range(limit))
        return text + ("..." if num > limit else "")
    return print_one_dim_v2(0, list(arr.shape), limit, flat, 0, dtype)


# Outputs printed in tf.print's docstring (tensorflow/python/ops/logging_ops.py).
TF_PRINT_DOCUMENTED = [(np.arange(10, dtype=np.int32), I32, "[0 1 2 ... 7 8 9]"),
                       (np.arange(10, dtype=np.int32) * 2, I32, "[0 2 4 ... 14 16 18]"),
                       (np.arange(2, dtype=np.int32), I32, "[0 1]")]


# ---- C++ emission ----

def value_tokens(arr, dtype):
    flat = arr.reshape(-1)
    if dtype in (F32, F64):
        return " ".join(repr(float(v)) for v in flat)  # exact: float32 widens exactly
    if dtype == BOOL:
        return " ".join("1" if v else "0" for v in flat)
    if dtype == STR:
        return ""
    return " ".join(str(int(v)) for v in flat)


def cxx_bytes(b):
    return '"' + "".join("\\%03o" % c for c in b) + '"s'


def raw(text):
    # Characters stand for bytes (tf.print passes bytes >= 0x80 through unescaped).
    if all(32 <= ord(ch) < 127 or ch == "\n" for ch in text):
        assert ")tl\"" not in text
        return 'R"tl(' + text + ')tl"'
    return cxx_bytes(bytes(ord(ch) for ch in text))


def emit(name, dtype, arr):
    shape = "{" + ", ".join(str(d) for d in arr.shape) + "}"
    strings = "{" + ", ".join(cxx_bytes(b) for b in arr.reshape(-1)) + "}" if dtype == STR else "{}"
    fields = [
        '"%s"' % name, '"%s"' % dtype, shape, '"%s"' % value_tokens(arr, dtype), strings,
        raw(repr(arr)), raw(str(arr)), raw(tf_str(arr, dtype)), raw(tf_repr(arr, dtype)),
        raw(tf_variable_repr(arr, dtype, "Variable:0")), raw(tf_print_text(arr, dtype)),
        raw(tf_print_text(arr, dtype, -1) if arr.size <= 300 else ""),
        raw(tf_print_text(arr, dtype, 1)),
    ]
    return "{" + ",\n ".join(fields) + "},\n"


def scalar_values():
    r = np.random.RandomState(11)
    fixed = [0.0, -0.0, 1.0, 0.1, 0.2, 0.3, 1 / 3, 2 / 3, 1e-5, 1e-4, 0.0001234, 1e16, 1e15,
             123456789012345.0, 1234567890123456.0, 9999999999999998.0, 5e-324,
             1.7976931348623157e308,
             2.0 ** -30, 2.0 ** 60, 2.0 ** 100, 3.14159, 100.0, 1e22, 1e23, -2.5, 0.5, 1.5e-7,
             float("inf"), float("-inf"), float("nan"), 16777216.0, 16777217.0, 3.4028235e38,
             1.1754944e-38, 1e-45, 0.001953125]
    randoms = list(r.randn(60)) + list(10.0 ** r.uniform(-30, 30, 80) * r.choice([-1, 1], 80))
    powers = [2.0 ** k for k in range(-149, 128, 3)] + [2.0 ** k for k in range(-1074, 1024, 29)]
    return [float(v) for v in fixed + randoms + powers]


def emit_scalars():
    lines = []
    for v in scalar_values():
        with np.errstate(over="ignore"):
            f32 = np.float32(v)
        lines.append('{"%r", %s, %s},\n' % (v, raw(repr(v)), raw(repr(f32))))
        lines.append('{"%r", %s, %s},\n' % (float(f32), raw(repr(float(f32))), raw(repr(f32))))
    header = ("// Generated by tests/numeric/printing/record.py with NumPy %s; do not edit.\n"
              "// Fields: value (Python repr of a double), repr(float(value)),\n"
              "// repr(numpy.float32(value)).\n" % np.__version__)
    with open(os.path.join(HERE, "recorded_scalars.inc"), "w") as f:
        f.write(header + "".join(lines))


def main():
    for arr, dtype, expected in TF_PRINT_DOCUMENTED:
        assert tf_print_text(arr, dtype) == expected, (tf_print_text(arr, dtype), expected)
    body = "".join(emit(*c) for c in cases())
    header = ("// Generated by tests/numeric/printing/record.py with NumPy %s; do not edit.\n"
              "// Fields: name, dtype, shape, values, strings, repr, str, tf str, tf repr,\n"
              "// tf.Variable repr, tf.print text with summarize 3, -1 (all; \"\" when not\n"
              "// recorded for large tensors) and 1.\n" % np.__version__)
    with open(os.path.join(HERE, "recorded_cases.inc"), "w") as f:
        f.write(header + body)
    emit_scalars()
    print("recorded %d cases, %d scalars" % (len(cases()), 2 * len(scalar_values())))


if __name__ == "__main__":
    main()
