// 练习的简体中文文字，按练习 id 和字段（web/i18n/exercise_text.js）。
// 英文原文留在 web/exercises/track_*.js 中；课文里的 <code>、<em> 标记与原文相同。
export const exercisesZhCN = {
  shared: {
    checks: { 'no-error': '程序运行时没有出错' },
  },
  'look-at-the-data': {
    title: '加载房价数据并查看',
    goal: '把标签换算成千美元，然后打印前几行和每一列的汇总统计。',
    lesson: `课程用加州房价数据训练：每一行是一个街区，
      <code>median_house_value</code> 是标签。在建任何模型之前，先看数据：
      <code>head()</code> 显示几行，<code>describe()</code> 显示每一列的数量、均值、标准差和
      四分位数，奇怪的尺度和离群值就在这里显现。标签以美元为单位；除以 1000
      能让模型学习的数字处在更友好的范围内。`,
    hints: [
      '一列是 training_df["median_house_value"]；/= 运算符会就地相除。',
      'describe() 返回一个统计量的 DataFrame：像 head() 一样打印它。',
    ],
    checks: {
      'head-shown': '打印了前几行，列中包括 median_house_value',
      'describe-shown': '打印了汇总统计（describe()：数量、均值、标准差、四分位数）',
      'all-rows': 'describe() 统计了全部 17000 行',
      'label-in-thousands': '最大房价显示为 500.0（千美元）',
    },
  },
  'train-linear-model': {
    title: '构建并训练线性模型，读懂损失曲线',
    goal: '用 median_income 训练单神经元模型 30 个周期（epoch），并画出损失曲线（每个周期的 RMSE）。',
    lesson: `单个 <code>Dense(units=1)</code> 层就是直线 <em>y = w·x + b</em>。
      <code>compile()</code> 选定优化器（RMSprop，学习率 0.01）和损失；
      <code>fit()</code> 以每批 30 行运行 30 个周期，并返回记录每个周期均方根误差的历史。
      在 <code>fit()</code> 背后，Keras 把训练步骤包装在一个 <code>tf.function</code>
      （<code>train_function</code>）中：它在第一批数据上被跟踪，之后每一批都运行缓存的计算图。
      损失曲线应当先陡降再趋平；如果到最后仍在下降，更多周期会有帮助。`,
    hints: [
      'plt.plot(epochs, rmse, label="Loss") 画出曲线；在 plt.show() 之前什么都不会显示。',
      'plt.ylim([rmse.min() * 0.97, rmse.max()]) 放大曲线中变化的部分。',
    ],
    checks: {
      'thirty-epochs': '模型训练了 30 个周期（Keras 打印了 "Epoch 30/30"）',
      'train-function-reused': 'fit() 跟踪了它的 train_function，并在之后的步骤中复用了计算图',
      'loss-curve': '显示了一条损失曲线',
      'loss-falls': '损失曲线下降：最后一个周期的 RMSE 低于第一个周期',
    },
  },
  'meet-the-retracing-warning': {
    title: '在循环中预测房价，认识重新跟踪警告',
    goal: '对 range(10) 中的每个 i，用窗口 rooms[i:i + 3] 调用 predict_house_values，然后读一读 TensorFlow 记录的警告。',
    lesson: `<code>predict_house_values</code> 接收一个由 Python 浮点数组成的 Python 列表。对
      <code>tf.function</code> 来说，Python 值是签名的一部分，所以每一组新数字都是一次新的跟踪：
      函数体再运行一次，构建一个新的计算图，Python 的
      <code>for</code> 循环也被展开成每栋房子一次模型调用。这叫“重新跟踪”（retracing；TensorFlow
      函数指南译作“回溯”）。在最近 10 次调用中有 5 次跟踪之后，TensorFlow 会记录
      "5 out of the last 5 calls to … triggered tf.function retracing"。跟踪的代价远高于运行计算图，
      所以每次调用都跟踪的函数比以 Eager 模式运行同样的代码还要慢。`,
    hints: [
      'for i in range(10): predict_house_values(rooms[i:i + 3])',
      '看“调用”标签页：每一行都是一次跟踪，并且说明了哪个值变了。',
      '打开“计算图”：第一次调用的每栋房子都是一个 Const 节点（= [1960]）。Python 值固化在计算图中，所以新的数字需要新的计算图。',
    ],
    checks: {
      predicted: '运行前，你预测了 predict_house_values 的每次调用（跟踪还是缓存命中）以及跟踪次数',
      'ten-calls': 'predict_house_values 至少被调用了 10 次',
      'traced-every-call': 'predict_house_values 在 10 次调用中每次都进行了跟踪',
      'warning-seen': 'TensorFlow 为 predict_house_values 记录了频繁重新跟踪的警告',
      'count-printed': '最后打印的跟踪次数是 10',
    },
  },
  'fix-by-batching': {
    title: '用批处理修正',
    goal: '用一次调用、一个 (10, 1) 张量预测全部十栋房子，让 predict_house_values 只跟踪一次。',
    lesson: `模型本来就能处理一批数据：对一个 <code>(10, 1)</code> 张量调用
      <code>model(values)</code>，一次矩阵乘法就预测出十栋房子。传入张量而不是 Python
      浮点数，就把这些值从签名中拿掉了（只有 dtype 和形状算数）；去掉 Python 循环，
      就把展开的十份副本从计算图中拿掉了。一次调用，一次跟踪，一个 <code>MatMul</code>。`,
    hints: [
      'tf.constant(rooms) 是一个 (10, 1) 的 float32 张量。',
      '函数体可以只有：return model(values)',
      '打印 predictions.shape，看到十栋房子都返回了。',
    ],
    checks: {
      predicted: '运行前，你预测了 predict_house_values 的每次调用（跟踪还是缓存命中）以及跟踪次数',
      'traced-once': 'predict_house_values 最多跟踪了一次',
      'no-warning': '没有重新跟踪警告',
      'one-matmul': '它的计算图只有一个 MatMul：这批数据只经过该层一次，而不是每栋房子一份副本',
      'all-ten': '预测结果的形状是 (10, 1)：十栋房子一次完成',
    },
  },
  'fix-with-input-signature': {
    title: '用 input_signature（输入签名）修正',
    goal: '给 predict_house_values 一个 input_signature，让一次跟踪服务从 1 到 10 的所有批大小。',
    lesson: `批的大小仍然各不相同，而每个新形状都是一次新的跟踪：
      先是 <code>(1, 1)</code> 张量，然后 <code>(2, 1)</code>，…… 十次跟踪，警告又来了。
      <code>input_signature=[tf.TensorSpec(shape=(None, 1), dtype=tf.float32)]</code>
      预先固定签名：<code>None</code> 表示“任意大小”，所以正好只有一次跟踪，而在其中
      <code>values.shape</code> 是 <code>(None, 1)</code>。
      （<code>reduce_retracing=True</code> 效果接近：第二种大小会以放宽后的形状
      <code>(None, 1)</code> 再跟踪一次，之后的大小都复用它。）`,
    hints: [
      '@tf.function(input_signature=[...]) 接收一个列表，每个参数对应一个 tf.TensorSpec。',
      'shape=(None, 1)：任意行数，每行一个特征。',
    ],
    checks: {
      predicted: '运行前，你预测了 predict_house_values 的每次调用（跟踪还是缓存命中）以及跟踪次数',
      'ten-calls': 'predict_house_values 至少被调用了 10 次',
      'traced-once': 'predict_house_values 在 10 次调用中只跟踪了一次',
      'no-warning': '没有重新跟踪警告',
      'any-batch': '它唯一的跟踪接受任意批大小：TensorSpec(shape=(None, 1))',
    },
  },
  'while-loop-tensorarray': {
    title: '用 tf.while_loop 和 tf.TensorArray 保留循环',
    goal: '把逐栋房子的循环留在计算图里：用一个 tf.while_loop 把每个预测写入一个 tf.TensorArray。',
    lesson: `有些工作确实是循环。对张量的 <code>for</code> 会变成计算图中的循环，其循环体只被跟踪
      <em>一次</em>，所以 <code>predictions.append(pred)</code> 只在跟踪时运行一次，
      存下的是循环体内部的一个符号张量。在循环之后使用它会失败：
      <code>InaccessibleTensorError … is out of scope</code>。
      <code>tf.TensorArray</code> 则是一个循环变量：每次迭代 <code>ta = ta.write(i, v)</code>，
      循环结束后 <code>ta.stack()</code>。用 <code>tf.while_loop</code>，无论有多少栋房子，
      计算图都只有一个循环节点（<code>While</code>，循环体没有有状态的算子时为
      <code>StatelessWhile</code>）。`,
    hints: [
      'predictions = tf.TensorArray(tf.float32, size=tf.shape(values)[0])',
      'tf.while_loop(cond, body, loop_vars=(0, predictions))：body(i, predictions) 返回 i + 1 和它写入的数组。',
      'predictions = predictions.write(i, pred[0][0]) —— 保留返回的数组；循环结束后返回 final.stack()。',
    ],
    checks: {
      predicted: '运行前，你预测了 predict_house_values 的每次调用（跟踪还是缓存命中）以及跟踪次数',
      'ten-calls': 'predict_house_values 至少被调用了 10 次',
      'traced-once': 'predict_house_values 在 10 次调用中最多跟踪了一次',
      'one-while': '它的计算图正好有一个 While 节点：循环仍然是循环',
    },
  },
  'print-vs-tf-print': {
    title: 'print 与 tf.print',
    goal: '让 "Executed with" 在 double 的每次调用时都出现，而 "Traced with" 仍然只在跟踪时出现。',
    lesson: `Python 的 <code>print</code> 在函数被跟踪时运行，之后就再也不运行：
      它不属于计算图，显示的是符号张量
      （<code>Tensor("x:0", shape=(), dtype=int32)</code>）。<code>tf.print</code> 是计算图中的
      一个算子，所以每次调用都会运行并打印出值。控制台为每一行做了标记：
      <em>跟踪</em> 表示在跟踪时打印，<em>计算图</em> 表示由运行中的计算图里的
      <code>tf.print</code> 打印。`,
    hints: [
      '只需要改一个词。',
      'tf.print 接收的参数与 print 相同。',
    ],
    checks: {
      'runs-every-call': '"Executed with" 在 3 次调用中每次都由计算图打印',
      'trace-print-once': '"Traced with" 只在跟踪时打印一次',
      'one-trace': '对三个形状相同的张量，double 只跟踪了一次',
    },
  },
  'python-side-effects': {
    title: 'tf.function 中的 Python 副作用',
    goal: '正确地统计 predict 的调用次数：程序应当报告统计到 5 次调用，并且 predict 只跟踪一次。',
    lesson: `向 Python 列表追加元素、修改全局变量、读取时钟：这些都是
      Python 副作用，在 <code>tf.function</code> 中它们只在跟踪时发生。
      第一次调用之后，运行的是计算图而不是 Python 函数体，所以列表只增长一次。
      每次调用都必须改变的状态应当放在计算图里：用 <code>assign_add</code> 更新的
      <code>tf.Variable</code> 是一个算子，所以每次都会运行。
      （或者在函数外面，用普通 Python 计数。）`,
    hints: [
      'predict 的函数体作为 Python 运行了几次？在“调用”标签页中找跟踪的行。',
      '在函数外面创建 calls = tf.Variable(0)，在函数里面调用 calls.assign_add(1)。',
    ],
    checks: {
      'counted-five': '程序报告统计到 5 次调用',
      'one-trace': 'predict 只跟踪了一次',
      'five-calls': 'predict 至少被调用了 5 次',
    },
  },
  'training-flag': {
    title: 'training=True/False 及其引起的跟踪',
    goal: '把 training 作为布尔张量传入，让 forward 的一次跟踪服务两种模式，分支保留为 tf.cond。',
    lesson: `<code>training=True</code> 和 <code>training=False</code> 是 Python 值，所以它们是
      两个签名：两次跟踪，每次只包含 <code>if</code> 的一个分支。
      Keras 就是这样做的，而且两次跟踪代价不高。一个布尔<em>张量</em>则只是一个签名：
      AutoGraph 把基于它的 <code>if</code> 变成 <code>tf.cond</code>（一个 <code>If</code> 节点），
      两个分支都只跟踪一次，在运行时才做选择。`,
    hints: [
      '先运行初始代码：它跟踪两次，每个 Python 布尔值一次。两个计算图都没有 If 节点。',
      'tf.constant(step % 2 == 0) 是一个标量布尔张量。',
    ],
    checks: {
      'ten-calls': 'forward 至少被调用了 10 次',
      'traced-once': '对 training 的两个值，forward 只跟踪了一次',
      'cond-in-graph': '它的计算图把两个分支保留在一个 If 节点中（tf.cond）',
    },
  },
  'static-vs-dynamic-shape': {
    title: 'x.shape[0] 与 tf.shape(x)[0]',
    goal: '在 (None, 1) 输入签名下，让 count_rows 返回每一批的行数。',
    lesson: `<code>x.shape</code> 是<em>静态</em>形状，在跟踪时就已知：在
      <code>(None, 1)</code> 的 <code>input_signature</code> 下，它的第一维是
      <code>None</code>，一个被固定进计算图的 Python 值。<code>tf.shape(x)</code> 是一个算子，
      在计算图运行时读取<em>动态</em>形状，所以
      <code>tf.shape(x)[0]</code> 是每次调用真实的行数。形状已知且固定时用静态形状，
      可能变化时用动态形状。`,
    hints: [
      '跟踪时打印的是 (None, 1)：那么 values.shape[0] 是什么？',
      'tf.shape(values) 是一个张量 [rows, 1]；用 [0] 取下标。',
    ],
    checks: {
      'ten-rows': '对十栋房子，count_rows 返回 10',
      'four-rows': '对前四栋，count_rows 返回 4',
      'traced-once': 'count_rows 只跟踪了一次',
      'shape-op': '它的计算图在运行时读取形状（一个 Shape 节点）',
    },
  },
  'pad-variable-lengths': {
    title: '填充变长输入',
    goal: '用零把每条街的价格填充到 MAX_SALES 个值，让 total_sales 只跟踪一次，且总数不变。',
    lesson: `真实的输入常常长度不一：句子、时间序列、一条街的成交记录。每个新长度都是一个新形状、
      一次新的跟踪，随后就是重新跟踪警告。把每个输入填充到同一长度（这里用零，
      零不会改变总和）让每次调用的形状都相同，于是一次跟踪就能服务全部调用，
      等长的输入还能堆叠成一批。对于必须忽略填充值的均值或模型，要附带一个掩码，
      标出哪些值是真实的。`,
    hints: [
      '长度从 1 到 6：初始代码会跟踪几次？“调用”标签页说明了每次跟踪的原因。',
      'street + [0.0] * (MAX_SALES - len(street)) 就是填充到 MAX_SALES 个价格的街道。',
    ],
    checks: {
      'traced-once': '对 10 条街，total_sales 只跟踪了一次',
      'no-warning': '没有重新跟踪警告',
      'fixed-shape': '它唯一的跟踪接收 8 个价格：TensorSpec(shape=(8,))',
      'totals-kept': '总数与未填充的街道相同',
    },
  },
  'measure-eager-vs-graph': {
    title: '正确地测量 Eager 模式与计算图',
    goal: '在一次预热调用之后，对 predict_eager 和 predict_graph 各计时 200 次调用，并打印各自的中位数和 p99。',
    lesson: `只计时一次调用说明不了什么：<code>tf.function</code> 的第一次调用包含它的跟踪，
      而单次调用的噪声很大。正确的测量方法是：先调用一次来预热（跟踪并缓存），
      然后用 <code>time.perf_counter()</code> 对许多次调用（100 次或更多）逐次计时，
      报告中位数（典型调用）和第 99 百分位（慢的尾部）。要同类相比：同样的模型和批，
      分别以 Eager 模式和计算图运行。谁更快取决于工作量：计算图省去了每个算子的分派，
      但 <code>tf.function</code> 的每次调用都要付出绑定参数、查找跟踪结果的固定开销，
      所以对这么小的模型，Eager 代码可能一样快甚至更快。只有这样的测量才能说明问题。`,
    hints: [
      '写一个 measure(fn)：先预热调用一次，然后循环 200 次计时调用，收集 perf_counter() 的差值。',
      'times.sort() 之后，中位数是 times[len(times) // 2]，p99 是 times[int(len(times) * 0.99) - 1]。',
    ],
    checks: {
      'warmed-up': 'predict_graph 至少有 100 次计时调用复用了它的跟踪结果',
      'one-trace': 'predict_graph 只跟踪了一次',
      'eager-numbers': '打印了 Eager 调用的中位数和 p99',
      'graph-numbers': '打印了计算图调用的中位数和 p99',
    },
  },
};
