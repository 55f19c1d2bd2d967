// A concrete function's signature as the trace event prints it, read back
// into its parameters (the Cache and Compare panels show them one by one).

// "(x: TensorSpec(...), n: Literal[2])" -> [["x", "TensorSpec(...)"], ["n", "Literal[2]"]]:
// split at the commas outside brackets.
export function signatureParameters(signature) {
  const inner = signature.trim().replace(/^\(/, '').replace(/\)$/, '');
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= inner.length; i++) {
    const c = inner[i];
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') depth -= 1;
    else if ((c === ',' && depth === 0) || i === inner.length) {
      const part = inner.slice(start, i).trim();
      if (part) parts.push(part);
      start = i + 1;
    }
  }
  return parts.map((part) => {
    const colon = part.indexOf(':');
    return colon < 0 ? [part, ''] : [part.slice(0, colon).trim(), part.slice(colon + 1).trim()];
  });
}
