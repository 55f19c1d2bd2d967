// 引擎关于跟踪的消息（原因、提示、结论）的简体中文模板，键与
// engine/function/messages.cc 的目录相同，{name} 占位符也相同。
// 参数可以是文本，也可以是嵌套消息（按同一目录渲染）。
export const engineZhCN = {
  // 被跟踪的参数是什么、曾经是什么。
  'kind.none': 'None',
  'kind.literal': 'Python {type}',
  'kind.tensor': 'tf.Tensor',
  'kind.variable': 'tf.Variable',
  'kind.list': 'Python 列表',
  'kind.tuple': 'Python 元组',
  'kind.dict': 'Python 字典',
  'kind.object': 'Python 对象',
  'value.none': 'None',
  'value.literal': 'Python {type} {repr}',
  'value.tensor': '形状为 {shape}、dtype 为 {dtype} 的 tf.Tensor',
  'value.variable': '形状为 {shape}、dtype 为 {dtype} 的 tf.Variable',
  'value.list': '含 {n} 个元素的 Python 列表',
  'value.tuple': '含 {n} 个元素的 Python 元组',
  'value.dict': '含 {n} 个元素的 Python 字典',
  'value.object': '对象 {repr}',
  // 为什么这次调用进行了跟踪。
  'reason.first_call': '第一次调用 `{fn}`：缓存中还什么都没有，所以用符号张量运行一次函数体来构建计算图',
  'reason.new_function_object':
    '`{fn}` 是一个新的 tf.function 对象，包装的代码以前跟踪过（装饰器或 tf.function() 又执行了一次）；每个 tf.function 对象都从空缓存开始',
  'reason.new_function_object_at':
    '`{fn}` 是一个新的 tf.function 对象，包装的代码以前跟踪过（第 {line} 行的装饰器或 tf.function() 又执行了一次）；每个 tf.function 对象都从空缓存开始',
  'reason.new_instance':
    '在一个新实例上调用了 `{fn}`：对于被装饰的方法，TensorFlow 为每个实例单独创建 tf.function，它从空缓存开始',
  'reason.keras_new_model':
    '在一个新模型（创建于第 {line} 行）上调用了 `model.{method}`：每个 Keras 模型都有自己的 `{fn}`，它从空缓存开始',
  'reason.variables_created':
    '第一次调用 `{fn}` 创建了 tf.Variable：TensorFlow 保留这次跟踪，只创建一次变量，然后不创建变量再跟踪一次',
  'reason.value_changed': '`{param}` 是 {kind}；它从 {was} 变成了 {now}，而 Python 值是签名的一部分',
  'reason.element_value_changed': '`{param}` 是 {kind}；它的元素 {path} 从 {was} 变成了 {now}，而 Python 值是签名的一部分',
  'reason.shape_changed': '`{param}` 的形状从 {was} 变成了 {now}',
  'reason.element_shape_changed': '`{param}` 是 {kind}；它的元素 {path} 的形状从 {was} 变成了 {now}',
  'reason.dtype_changed': '`{param}` 的 dtype 从 {was} 变成了 {now}',
  'reason.element_dtype_changed': '`{param}` 是 {kind}；它的元素 {path} 的 dtype 从 {was} 变成了 {now}',
  'reason.trainable_changed': '`{param}` 的 trainable 从 {was} 变成了 {now}',
  'reason.element_trainable_changed': '`{param}` 是 {kind}；它的元素 {path} 的 trainable 从 {was} 变成了 {now}',
  'reason.aliasing_changed': '`{param}` 与其他变量的别名关系不同了',
  'reason.element_aliasing_changed': '`{param}` 是 {kind}；它的元素 {path} 与其他变量的别名关系不同了',
  'reason.kind_changed': '`{param}` 原来是 {was}，现在是 {now}',
  'reason.element_kind_changed': '`{param}` 是 {kind}；它的元素 {path} 原来是 {was}，现在是 {now}',
  'reason.identity_changed': '`{param}` 是另一个对象（{now}），而 Python 对象按身份（identity）匹配',
  'reason.element_identity_changed':
    '`{param}` 是 {kind}；它的元素 {path} 是另一个对象（{now}），而 Python 对象按身份（identity）匹配',
  'reason.length_changed': '`{param}` 是 {kind}；它的长度从 {was} 变成了 {now}',
  'reason.element_length_changed': '`{param}` 是 {kind}；它的元素 {path} 的长度从 {was} 变成了 {now}',
  'reason.keys_changed': '`{param}` 是 {kind}；它的键变了',
  'reason.element_keys_changed': '`{param}` 是 {kind}；它的元素 {path} 的键变了',
  'reason.no_signature': '没有已缓存的签名能服务这次调用',
  // 如何避免。
  'hint.first_call': '以后签名相同的调用会复用这个计算图，不再运行 Python',
  'hint.define_once': '只定义一次 @tf.function（放在循环外面），然后调用这一个对象',
  'hint.same_instance': '只创建一次对象（放在循环外面），然后在这一个对象上调用方法',
  'hint.keras_model_once':
    '只创建一次模型（放在循环外面）并复用它；对于能放进内存的一批数据，直接调用模型（model(x)）即可运行，不会跟踪 {fn}',
  'hint.variables_once': '变量只创建一次（放在函数外面，或用 `if self.v is None` 保护）',
  'hint.tensor_for_list':
    '把这些值作为一个张量传入（tf.constant({param})）并批量调用，或者添加 input_signature（输入签名）；这样新的数字会复用已有的跟踪',
  'hint.tensor_for_value': '传入张量（tf.constant({param})）而不是 Python 值，这样值就不属于签名',
  'hint.shape_signature':
    '添加 input_signature=[tf.TensorSpec(shape={shape}, dtype=tf.{dtype})]，让一次跟踪服务所有大小，或者使用 reduce_retracing=True',
  'hint.shape_relaxed':
    'reduce_retracing=True 在跟踪这次调用时把形状放宽为 {shape}，以后的大小都会复用它；input_signature=[tf.TensorSpec(shape={shape}, dtype=tf.{dtype})] 也能避免这次跟踪',
  'hint.element_shape':
    '让 `{param}` 的元素 {path} 每次调用都是同一形状，或在 input_signature 中把它描述为 tf.TensorSpec(shape={shape}, dtype=tf.{dtype})，或者使用 reduce_retracing=True',
  'hint.element_shape_relaxed':
    'reduce_retracing=True 在跟踪这次调用时把 `{param}` 的元素 {path} 的形状放宽为 {shape}，以后的大小都会复用它；每次调用都给它同一形状也能避免这次跟踪',
  'hint.one_dtype': '调用前把 `{param}` 转换为同一种 dtype（tf.cast）',
  'hint.fixed_structure': '保持 `{param}` 的结构不变（长度和键都相同），或者传入一个堆叠好的张量',
  'hint.same_object': '复用同一个对象，或者把它的值作为张量传入',
  'hint.same_kind': '每次调用都以同一种值传入 `{param}`',
  // 运行结束时对函数重新跟踪情况的结论，以及针对最常见原因的修正。
  'verdict.traced_once': '{calls} 次调用只跟踪了一次：之后的每次调用都复用了它的计算图',
  'verdict.bounded':
    '{calls} 次调用中跟踪了 {traces} 次，之后的 {after} 次调用全部复用了它们：签名的集合是有限的，所以重新跟踪会停止，这里关于它的警告无害',
  'verdict.unbounded':
    '{calls} 次调用中跟踪了 {traces} 次，到最后一次调用仍在跟踪：每个新值都会增加一个具体函数（现在占用 {bytes} 字节），所以缓存随循环无限增长；需要修正',
  'fix.tensor_argument': '把 `{param}` 作为张量（tf.constant）传入，让一次跟踪服务所有值',
  'fix.batch': '批量处理：把 `{param}` 的值堆叠成一个张量并只调用一次（或者传入 tf.constant({param}) 并给出 input_signature）',
  'fix.input_signature': '给出 input_signature，把 `{param}` 中变化的那一维设为 None，或者使用 reduce_retracing=True',
  'fix.input_signature_only': '给出 input_signature，把 `{param}` 中变化的那一维设为 None',
  'fix.one_dtype': '调用前把 `{param}` 转换为同一种 dtype',
  'fix.while_loop':
    '把 `{param}` 作为一个张量传入，并用 tf.range 对它循环（或用 tf.while_loop，把结果收集到 tf.TensorArray 中），这样一个计算图就能服务所有长度',
  'fix.define_once': '只定义一次 tf.function（放在循环外面），然后调用这一个对象',
  'fix.same_instance': '只创建一次对象，然后在它上面调用方法',
  'fix.call_model': '只创建一次模型（放在循环外面）；要预测一小批数据，直接调用模型：model(x)',
  'fix.same_object': '每次调用传入同一个对象，或者把它的值作为张量传入',
  'fix.fixed_structure': '每次调用都保持 `{param}` 的结构相同，或者传入一个堆叠好的张量',
};
