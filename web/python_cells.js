// A Python program cut into notebook cells where it has a blank line before a
// new top-level statement (a def, a class, a loop), never inside a bracket, a
// string, a compound statement (before else/elif/except/finally) or after a
// decorator; comment lines just above a statement go with it. Each cell then
// compiles on its own, and running the cells in order runs the program. The
// console shows a printed DataFrame as a table only at the end of a cell,
// and only for print(X) of one value: what a notebook shows for a cell
// ending in X itself.
const CLAUSE = /^(else|elif|except|finally)\b/;
const COMPOUND = /^(@|(def|class|for|while|if|with|try|async|match)\b)/;

// For each line: does it begin outside any bracket, string or continuation?
function lineStarts(lines) {
  const free = [];
  let depth = 0;
  let quote = null;  // the open string's delimiter: ' " ''' """
  let continued = false;
  for (const line of lines) {
    free.push(depth === 0 && quote === null && !continued);
    continued = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quote) {
        if (c === '\\') i++;
        else if (line.startsWith(quote, i)) {
          i += quote.length - 1;
          quote = null;
        }
      } else if (c === '#') break;
      else if (c === '"' || c === "'") {
        quote = line.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
        i += quote.length - 1;
      } else if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
      else if (c === '\\' && i === line.length - 1) continued = true;
    }
    if (quote && quote.length === 1 && !line.endsWith('\\')) quote = null;  // an unclosed short string ends at the line
  }
  return free;
}

const isBlank = (line) => line.trim() === '';
const isComment = (line) => line.startsWith('#');
const isStatement = (line) => line.length > 0 && !/^\s/.test(line) && !isComment(line);

// The program's cells as [first, end) line indexes (0-based), with its lines.
function cellRanges(source) {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const free = lineStarts(lines);
  const starts = [0];
  let lastStatement = '';
  for (let k = 0; k < lines.length; k++) {
    const start = starts[starts.length - 1];
    if (k > start && isBlank(lines[k - 1]) && !isBlank(lines[k]) && startsCell(lines, free, k, lastStatement)) starts.push(k);
    if (free[k] && isStatement(lines[k])) lastStatement = lines[k];
  }
  const ranges = starts.map((first, i) => ({ first, end: starts[i + 1] ?? lines.length }));
  return { lines, free, ranges };
}

// The program's cells, each a string without its trailing blank lines.
export function programCells(source) {
  const { lines, ranges } = cellRanges(source);
  return ranges.map(({ first, end }) => lines.slice(first, end).join('\n').replace(/\s+$/, '')).filter((cell) => cell !== '');
}

// Where each cell's last statement is, when it is a simple statement (not a
// def, a loop or another block): [{first, last, printed}], 1-based lines;
// `printed` is X when the statement is print(X) of one value, else null.
// Its output is what a notebook shows at the end of the cell.
export function cellEndStatements(source) {
  const { lines, free, ranges } = cellRanges(source);
  const ends = [];
  for (const { first, end } of ranges) {
    let last = end - 1;
    while (last >= first && (isBlank(lines[last]) || (free[last] && isComment(lines[last])))) last--;
    let start = last;
    while (start > first && !(free[start] && isStatement(lines[start]))) start--;
    if (start < first || !(free[start] && isStatement(lines[start]))) continue;
    if (COMPOUND.test(lines[start]) || CLAUSE.test(lines[start])) continue;
    ends.push({ first: start + 1, last: last + 1, printed: printedValue(lines.slice(start, last + 1).join('\n')) });
  }
  return ends;
}

// "print(df.head())" -> "df.head()": the one value a print statement prints
// with print's own sep and end; null for anything else (no print, two
// values, keywords, a star argument, more after the call).
export function printedValue(statement) {
  const open = statement.match(/^print\s*\(/);
  if (!open) return null;
  let depth = 0;
  let quote = null;
  let value = '';  // the argument's text, comments left out
  for (let i = open[0].length; i < statement.length; i++) {
    const c = statement[i];
    if (!quote && c === '#') {
      const newline = statement.indexOf('\n', i);
      i = (newline < 0 ? statement.length : newline) - 1;
      continue;
    }
    if (quote) {
      if (c === '\\') { value += c + (statement[i + 1] ?? ''); i++; continue; }
      else if (statement.startsWith(quote, i)) { value += quote.slice(1); i += quote.length - 1; quote = null; }
    } else if (c === '"' || c === "'") {
      quote = statement.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      value += quote.slice(1);
      i += quote.length - 1;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && depth > 0) depth--;
    else if (c === ',' && depth === 0) return null;
    else if (c === ')') {
      value = value.replace(/\s+/g, ' ').trim();
      const rest = statement.slice(i + 1).trim();
      const keyword = /^\w+\s*=(?!=)/.test(value) || value.startsWith('*');
      return value && !keyword && (rest === '' || rest.startsWith('#')) ? value : null;
    }
    value += c;
  }
  return null;
}

// Line k (after a blank line) starts a cell: it and the comments after it
// lead to a new top-level statement, and the statement before is not a decorator.
function startsCell(lines, free, k, lastStatement) {
  if (lastStatement.startsWith('@')) return false;
  let s = k;
  while (s < lines.length && free[s] && isComment(lines[s])) s++;
  return s < lines.length && free[s] && isStatement(lines[s]) && !CLAUSE.test(lines[s]);
}
