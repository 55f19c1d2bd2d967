// A printed pandas DataFrame or Series read back into its cells, so the
// console can also show it as a table, as a notebook does. Pure: text in,
// cells out (Node's tests share it). The text is one stdout event's (its
// `table`, else what print() wrote), laid out as pandas lays it out: a header of right-aligned
// column names over an index column, cells right-aligned to their column's
// name, columns two spaces apart, and "[R rows x C columns]" after a
// truncated frame; a Series is index and value per line over its
// "Name: …, dtype: …" line. Anything else gives null.
//
//   pandasTable(text) -> null | {kind: 'frame'|'series', columns, rows: [{index, cells}], footer}

const DIMENSIONS = /^\[\d+ rows x \d+ columns\]$/;
const SERIES_FOOTER = /^(Name: .*, )?(Length: \d+, )?dtype: \S+$/;
const INDEX_AND_CELL = /^(\S.*?)? {2,}(\S.*)$/;  // a truncated Series has ".." with no index
const MAX_CHARS = 200000;

export function pandasTable(text) {
  if (typeof text !== 'string' || !text.endsWith('\n') || text.length > MAX_CHARS) return null;
  let lines = text.slice(0, -1).split('\n');
  let footer = '';
  if (lines.length >= 3 && DIMENSIONS.test(lines[lines.length - 1]) && lines[lines.length - 2] === '') {
    footer = lines[lines.length - 1];
    lines = lines.slice(0, -2);
  }
  if (!footer && lines.length >= 2 && SERIES_FOOTER.test(lines[lines.length - 1])) return series(lines);
  return frame(lines, footer);
}

function series(lines) {
  const footer = lines[lines.length - 1];
  const rows = lines.slice(0, -1).map((line) => line.match(INDEX_AND_CELL));
  if (!rows.length || rows.some((m) => !m)) return null;
  const name = footer.match(/^Name: (.*?), (?:Length: \d+, )?dtype:/)?.[1] ?? '';
  return { kind: 'series', columns: [name], rows: rows.map((m) => ({ index: m[1] ?? '', cells: [m[2]] })), footer };
}

// Where the columns end: the header's word ends at which every row also ends a cell.
function columnEnds(header, rows) {
  const ends = [];
  for (let p = 0; p < header.length; p++) {
    if (header[p] === ' ' || (p + 1 < header.length && header[p + 1] !== ' ')) continue;
    if (rows.every((row) => p < row.length && row[p] !== ' ' && (p + 1 >= row.length || row[p + 1] === ' '))) ends.push(p);
  }
  return ends;
}

function frame(lines, footer) {
  const header = lines[0];
  if (lines.length < 2 || !/^ +\S/.test(header)) return null;
  const body = lines.slice(1);
  const ends = columnEnds(header, body);
  const last = header.trimEnd().length - 1;
  if (!ends.length || ends[ends.length - 1] !== last || body.some((row) => row.trimEnd().length - 1 > last)) return null;
  // Every word of the header belongs to a column.
  if (header.slice(0, ends[0] + 1).trim() === '') return null;
  const columns = ends.map((end, j) => header.slice(j ? ends[j - 1] + 1 : 0, end + 1).trim());
  const rows = [];
  for (const row of body) {
    const first = row.slice(0, ends[0] + 1).match(INDEX_AND_CELL);
    if (!first) return null;
    const cells = [first[2], ...ends.slice(1).map((end, j) => row.slice(ends[j] + 1, end + 1).trim())];
    rows.push({ index: first[1] ?? '', cells });
  }
  return { kind: 'frame', columns, rows, footer };
}
