// The console's output as text, kept apart from the elements that show it:
// in chunks of whole lines where possible, with the kind of each line (runs
// of [first line, kind]) so folded lines come back styled. The oldest
// chunks go once more than MAX_KEPT_CHARS are kept; the saved file says so.
import { language, t } from '../i18n/i18n.js';

export const MAX_KEPT_CHARS = 16 << 20;  // "16 MB" of text: JavaScript characters
const CHUNK_CHARS = 1 << 16;

const count = (n) => n.toLocaleString(language());

function newlines(text) {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

export class OutputLog {
  constructor() {
    this.chunks = [];       // {text, line (index of its first line), lines (newlines in it)}
    this.current = '';      // the chunk being written
    this.currentLine = 0;
    this.lines = 0;         // newlines so far: the index of the line being written
    this.chars = 0;         // characters kept
    this.firstKept = 0;     // lines before this one were let go
    this.kinds = [];        // [line, kind] whenever the kind changes
  }

  get atLineStart() {
    const last = this.current || this.chunks[this.chunks.length - 1]?.text || '';
    return !last || last.endsWith('\n');
  }

  write(text, kind) {
    if (!text) return;
    if (this.kinds[this.kinds.length - 1]?.[1] !== kind) this.kinds.push([this.lines, kind]);
    if (!this.current) this.currentLine = this.lines;
    this.current += text;
    this.lines += newlines(text);
    this.chars += text.length;
    if (this.current.length >= CHUNK_CHARS && (this.current.endsWith('\n') || this.current.length >= 16 * CHUNK_CHARS)) {
      this.chunks.push({ text: this.current, line: this.currentLine, lines: this.lines - this.currentLine });
      this.current = '';
    }
    while (this.chars > MAX_KEPT_CHARS && this.chunks.length) {
      const old = this.chunks.shift();
      this.chars -= old.text.length;
      this.firstKept = old.line + old.lines + (old.text.endsWith('\n') ? 0 : 1);
      while (this.kinds.length > 1 && this.kinds[1][0] <= this.firstKept) this.kinds.shift();
    }
  }

  // A block (warning, error, note) starts and ends a line of its own.
  writeBlock(text, kind) {
    if (!this.atLineStart) this.write('\n', kind);
    this.write(text.endsWith('\n') ? text : `${text}\n`, kind);
  }

  kindAt(line) {
    let lo = 0, hi = this.kinds.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.kinds[mid][0] <= line) lo = mid; else hi = mid - 1;
    }
    return this.kinds[lo]?.[1] || 'eager';
  }

  // Lines [from, to) as [text, kind] pairs; lines no longer kept are skipped.
  slice(from, to) {
    from = Math.max(from, this.firstKept);
    if (from >= to) return [];
    const all = [...this.chunks, { text: this.current, line: this.current ? this.currentLine : this.lines }];
    let first = all.findIndex((c, i) => i === all.length - 1 || all[i + 1].line > from);
    while (first > 0 && all[first].line === from && !(all[first - 1].text.endsWith('\n'))) first -= 1;
    let text = '';
    let line = all[first].line;
    for (let i = first; i < all.length && (i === first || all[i].line < to); i += 1) text += all[i].text;
    const pieces = text.split('\n');
    if (line < this.firstKept) {  // the first kept chunk began mid-line
      pieces.shift();
      line += 1;
    }
    const out = [];
    for (let n = from; n < to && n - line < pieces.length; n += 1) out.push([pieces[n - line], this.kindAt(n)]);
    return out;
  }

  blob() {
    const parts = this.firstKept
      ? [`${t('console.saved_cut', { n: count(this.firstKept), mb: MAX_KEPT_CHARS >> 20 })}\n`]
      : [];
    this.chunks.forEach((chunk, i) => {
      // A first kept chunk that begins inside a line starts at its next line.
      parts.push(i === 0 && chunk.line < this.firstKept ? chunk.text.slice(chunk.text.indexOf('\n') + 1) : chunk.text);
    });
    parts.push(this.chunks.length || this.currentLine >= this.firstKept ? this.current : this.current.slice(this.current.indexOf('\n') + 1));
    return new Blob(parts, { type: 'text/plain;charset=utf-8' });
  }
}
