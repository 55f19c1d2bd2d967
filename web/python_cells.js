// A Python program cut into notebook cells where it has a blank line before a
// new top-level statement (a def, a class, a loop), never inside a bracket, a
// string, a compound statement (before else/elif/except/finally) or after a
// decorator; comment lines just above a statement go with it. Each cell then
// compiles on its own, and running the cells in order runs the program.
const CLAUSE = /^(else|elif|except|finally)\b/;

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

// The program's cells, each a string without its trailing blank lines.
export function programCells(source) {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const free = lineStarts(lines);
  const cells = [];
  let start = 0;
  let lastStatement = '';
  for (let k = 0; k < lines.length; k++) {
    if (k > start && isBlank(lines[k - 1]) && !isBlank(lines[k]) && startsCell(lines, free, k, lastStatement)) {
      cells.push(lines.slice(start, k));
      start = k;
    }
    if (free[k] && isStatement(lines[k])) lastStatement = lines[k];
  }
  cells.push(lines.slice(start));
  return cells.map((cell) => cell.join('\n').replace(/\s+$/, '')).filter((cell) => cell !== '');
}

// Line k (after a blank line) starts a cell: it and the comments after it
// lead to a new top-level statement, and the statement before is not a decorator.
function startsCell(lines, free, k, lastStatement) {
  if (lastStatement.startsWith('@')) return false;
  let s = k;
  while (s < lines.length && free[s] && isComment(lines[s])) s++;
  return s < lines.length && free[s] && isStatement(lines[s]) && !CLAUSE.test(lines[s]);
}
