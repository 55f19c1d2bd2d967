// Checks that a built .wasm holds SIMD128 code in the hot kernels.
// Usage: node check_v128.mjs <file.wasm>
// Disassembles with wasm-objdump (wabt), splits the listing per function using the
// name section (link with --profiling-funcs to keep it), and counts SIMD
// instructions in the GEMM micro-kernel and in the elementwise binary kernels
// (one function per op, vec::BinaryArrays<op>::run, which binaryF32 calls
// through a table). Exits 1 if either group is missing or holds no SIMD
// instruction; prints the counts either way.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SIMD = /\b(v128|f32x4|f64x2|i8x16|i16x8|i32x4|i64x2)\.[a-z_0-9]+/;
const FUNC_HEADER = /^[0-9a-f]+ func\[\d+\] <(.*)>:$/;

// Each group matches demangled names and Itanium-mangled ones (the name section
// may hold either, depending on the toolchain).
const GROUPS = [
  { label: 'GEMM micro-kernel', pattern: /^(tl::kernels::gemm::gemmMicroKernel\(|_ZN2tl7kernels4gemm15gemmMicroKernel)/ },
  { label: 'elementwise binary kernels', pattern: /^(tl::kernels::vec::BinaryArrays<|_ZN2tl7kernels3vec12BinaryArraysI)/ },
];
const REFERENCE = { label: 'reference binaryF32 (info)', pattern: /^(tl::kernels::reference::binaryF32\(|_ZZ?N2tl7kernels9reference9binaryF32E)/ };

function disassemble(path) {
  return execFileSync('wasm-objdump', ['-d', path], { maxBuffer: 1 << 30, encoding: 'utf8' });
}

// Map of function name -> number of SIMD instructions in its body.
function simdCountsByFunction(listing) {
  const counts = new Map();
  let current = null;
  for (const line of listing.split('\n')) {
    const header = FUNC_HEADER.exec(line);
    if (header) {
      current = header[1];
      counts.set(current, counts.get(current) ?? 0);
    } else if (current !== null && line.includes('|') && SIMD.test(line.split('|')[1])) {
      counts.set(current, counts.get(current) + 1);
    }
  }
  return counts;
}

function summarize(counts, group) {
  const matches = [...counts].filter(([name]) => group.pattern.test(name));
  const total = matches.reduce((sum, [, n]) => sum + n, 0);
  console.log(`${group.label}: ${matches.length} function(s), ${total} SIMD instruction(s)`);
  for (const [name, n] of matches) console.log(`    ${n.toString().padStart(6)}  ${name.slice(0, 110)}`);
  return { found: matches.length, total };
}

const path = process.argv[2];
if (!path || !existsSync(path)) {
  console.error('usage: node check_v128.mjs <file.wasm>');
  process.exit(2);
}
const counts = simdCountsByFunction(disassemble(path));
let ok = true;
for (const group of GROUPS) {
  const { found, total } = summarize(counts, group);
  if (found === 0) console.error(`FAIL: no function named like the ${group.label} (was the binary linked with --profiling-funcs?)`);
  if (found > 0 && total === 0) console.error(`FAIL: the ${group.label} holds no SIMD instruction`);
  ok &&= found > 0 && total > 0;
}
summarize(counts, REFERENCE);
console.log(ok ? 'OK: SIMD code present in the hot kernels' : 'FAILED');
process.exit(ok ? 0 : 1);
