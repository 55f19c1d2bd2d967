// The code editor: CodeMirror 6 with Python highlighting and line numbers.
// Ctrl/Cmd-Enter runs; Tab indents (Esc then Tab moves focus on, so the
// editor is no keyboard trap); an error's line can be highlighted.
import {
  basicSetup, EditorView, EditorState, keymap, Decoration, StateEffect, StateField, Prec,
  python, HighlightStyle, syntaxHighlighting, tags, indentWithTab,
} from './dist/codemirror.bundle.js';
import { t } from './i18n/i18n.js';

// The editor's accessible name, changed with the page's language.
const setLabel = StateEffect.define();
const labelField = StateField.define({
  create: () => '',
  update: (label, tr) => tr.effects.reduce((value, e) => (e.is(setLabel) ? e.value : value), label),
  provide: (field) => EditorView.contentAttributes.from(field, (label) => ({ 'aria-label': label })),
});

// Colours come from CSS variables so the light and dark themes apply here too.
const highlight = HighlightStyle.define([
  { tag: tags.keyword, color: 'var(--hl-keyword)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--hl-string)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--hl-number)' },
  { tag: tags.comment, color: 'var(--hl-comment)', fontStyle: 'italic' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--hl-function)' },
  { tag: [tags.definition(tags.variableName), tags.className], color: 'var(--hl-definition)' },
  { tag: [tags.operator, tags.punctuation], color: 'var(--hl-operator)' },
  { tag: tags.meta, color: 'var(--hl-meta)' },
]);

// One field per kind of mark, so the source line of a clicked graph node and
// the line of an error can be shown at once and cleared separately.
function markField() {
  const set = StateEffect.define();
  const field = StateField.define({
    create: () => Decoration.none,
    update(decorations, transaction) {
      for (const effect of transaction.effects) {
        if (effect.is(set)) return effect.value;
      }
      // An edit makes a stale mark misleading: drop it.
      return transaction.docChanged ? Decoration.none : decorations;
    },
    provide: (f) => EditorView.decorations.from(f),
  });
  return { set, field };
}

const errorMarks = markField();
const sourceMarks = markField();
const stepMarks = markField();
const LINE_CLASS = { error: 'cm-error-line', source: 'cm-source-line', step: 'cm-step-line' };
const MARKS = { error: errorMarks, source: sourceMarks, step: stepMarks };

// The span the error's caret points at: the identifier or number starting at
// the 1-based column, or one character (CPython's ^ under a single token).
function errorSpan(line, col) {
  const offset = Math.min(Math.max(col - 1, 0), line.length);
  const rest = line.text.slice(offset);
  const word = /^[A-Za-z0-9_.]+/.exec(rest);
  const length = word ? word[0].length : Math.min(1, rest.length);
  return { from: line.from + offset, to: line.from + offset + length };
}

export function createEditor(parent, { doc, onRun, onChange, label }) {
  const runKeys = Prec.highest(keymap.of([
    { key: 'Mod-Enter', run: () => { onRun(); return true; } },
  ]));
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        runKeys,
        basicSetup,
        keymap.of([indentWithTab]),
        python(),
        syntaxHighlighting(highlight),
        EditorView.lineWrapping,  // a long line wraps: nothing of it is out of sight at 390 px
        errorMarks.field,
        sourceMarks.field,
        stepMarks.field,
        labelField.init(() => label),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });

  return {
    view,
    getCode: () => view.state.doc.toString(),
    setCode(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    // Replaces only the part of the program that differs from `text`, selects
    // the lines it changed and scrolls them into view: a rewrite the learner
    // sees and can undo.
    editCode(text) {
      const old = view.state.doc.toString();
      if (old === text) return;
      let from = 0;
      while (from < old.length && from < text.length && old[from] === text[from]) from++;
      let tail = 0;
      while (tail < old.length - from && tail < text.length - from &&
        old[old.length - 1 - tail] === text[text.length - 1 - tail]) tail++;
      const insert = text.slice(from, text.length - tail);
      // The whole changed lines are selected (a part of one would light up its every match).
      const start = text.lastIndexOf('\n', from - 1) + 1;
      const lineEnd = text.indexOf('\n', from + insert.length);
      view.dispatch({
        changes: { from, to: old.length - tail, insert },
        selection: { anchor: start, head: lineEnd < 0 ? text.length : lineEnd },
        scrollIntoView: true,
        userEvent: 'input.replace',
      });
    },
    focus: () => view.focus(),
    setLabel: (text) => view.dispatch({ effects: setLabel.of(text) }),
    ...lineMarks(view),
  };
}

// A run's error line is brought into the middle of the editor's own view,
// and only there: EditorView.scrollIntoView also scrolls the page, which
// would jump away from the output the learner is reading.
function centerInEditor(view, pos) {
  view.requestMeasure({
    read: () => view.lineBlockAt(pos).top + view.documentTop - view.scrollDOM.getBoundingClientRect().top,
    write: (top) => { view.scrollDOM.scrollTop += top - view.scrollDOM.clientHeight / 2; },
  });
}

// Line marks: the source line of a clicked graph node, and an error's line
// with its column underlined.
function lineMarks(view) {
  return {
    // Marks a 1-based line (an error's, the line a graph node came from, or
    // the line a trace step ran) and scrolls to it; `focus` moves the keyboard
    // there too. A step's mark may also underline its columns [col, endCol).
    highlightLine(lineNumber, { kind = 'error', focus = kind === 'error', col = 0, endCol = 0 } = {}) {
      const doc = view.state.doc;
      if (!(lineNumber >= 1 && lineNumber <= doc.lines)) return false;
      const line = doc.line(lineNumber);
      const marks = MARKS[kind];
      const ranges = [Decoration.line({ class: LINE_CLASS[kind] }).range(line.from)];
      if (col >= 1 && endCol > col && endCol - 1 <= line.length) {
        ranges.push(Decoration.mark({ class: `${LINE_CLASS[kind]}-span` }).range(line.from + col - 1, line.from + endCol - 1));
      }
      const mark = Decoration.set(ranges);
      view.dispatch({
        effects: [marks.set.of(mark), EditorView.scrollIntoView(line.from, { y: 'center' })],
        ...(focus ? { selection: { anchor: line.from } } : {}),
      });
      if (focus) view.focus();
      return true;
    },
    // An error marker: the failing line plus a wavy underline at its column,
    // without taking focus from wherever the learner is.
    markError(lineNumber, col, message = '') {
      const doc = view.state.doc;
      if (!(lineNumber >= 1 && lineNumber <= doc.lines)) return false;
      const line = doc.line(lineNumber);
      const ranges = [Decoration.line({ class: 'cm-error-line' }).range(line.from)];
      const span = errorSpan(line, col || 1);
      if (span.to > span.from) {
        const attributes = { title: message, 'aria-label': t('editor.error_mark', { message }) };
        ranges.push(Decoration.mark({ class: 'cm-error-mark', attributes }).range(span.from, span.to));
      }
      view.dispatch({ effects: [errorMarks.set.of(Decoration.set(ranges))] });
      centerInEditor(view, line.from);
      return true;
    },
    // Clears the marks of one kind, or all of them.
    clearHighlight(kind) {
      const kinds = kind ? [MARKS[kind]] : Object.values(MARKS);
      view.dispatch({ effects: kinds.map((marks) => marks.set.of(Decoration.none)) });
    },
  };
}
