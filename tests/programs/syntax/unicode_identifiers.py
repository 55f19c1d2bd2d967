# Identifiers in any script, and the characters a Chinese keyboard slips into code.
学习率 = 0.01
épocas = 3
x٠ = 2
Δw = 学习率 * x٠
print(学习率, épocas, Δw, "学习率".isidentifier())


class 模型:
    def 预测(self, 输入):
        return 输入 * 2


print(模型().预测(21), 模型.__name__, 模型.预测.__qualname__)
sources = ["x = [1，2]", "print（1）", "s = “hello”", "x² = 1", "y = 1.5，", "z = 0x1；", "a = 1 中", "٠x = 1",
           "value = 3。", "if x == 1：pass", "total = 5 ＋ 3"]
for source in sources:
    try:
        compile(source, "cell.py", "exec")
        print("compiled", source)
    except SyntaxError as e:
        print(f"{source!r}: {e.msg} (line {e.lineno}, offset {e.offset})")
