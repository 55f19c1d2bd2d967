// The code editor: CodeMirror 6 with Python highlighting and line numbers.
// Ctrl/Cmd-Enter runs; Tab indents (Esc then Tab moves focus on, so the
// editor is no keyboard trap); an error's line can be highlighted.
import {
  basicSetup, EditorView, EditorState, keymap, Decoration, StateEffect, StateField, Prec,
  python, HighlightStyle, syntaxHighlighting, tags, indentWithTab,
} from './dist/codemirror.bundle.js';

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

const setErrorLine = StateEffect.define();

const errorLineField = StateField.define({
  create: () => Decoration.none,
  update(decorations, transaction) {
    let next = decorations.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (effect.is(setErrorLine)) next = effect.value;
    }
    return transaction.docChanged ? Decoration.none : next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

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
        errorLineField,
        EditorView.contentAttributes.of({ 'aria-label': label }),
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
    focus: () => view.focus(),
    // Marks a 1-based line (e.g. where an error was raised) and moves to it.
    highlightLine(lineNumber) {
      const doc = view.state.doc;
      if (!(lineNumber >= 1 && lineNumber <= doc.lines)) return false;
      const line = doc.line(lineNumber);
      const mark = Decoration.set([Decoration.line({ class: 'cm-error-line' }).range(line.from)]);
      view.dispatch({
        effects: [setErrorLine.of(mark), EditorView.scrollIntoView(line.from, { y: 'center' })],
        selection: { anchor: line.from },
      });
      view.focus();
      return true;
    },
    clearHighlight() {
      view.dispatch({ effects: setErrorLine.of(Decoration.none) });
    },
  };
}
