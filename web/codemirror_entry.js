// The CodeMirror pieces the editor uses, bundled by esbuild into
// web/dist/codemirror.bundle.js (one copy of @codemirror/state, no CDN).
export { basicSetup } from 'codemirror';
export { EditorView, keymap, Decoration } from '@codemirror/view';
export { EditorState, StateEffect, StateField, Prec } from '@codemirror/state';
export { python } from '@codemirror/lang-python';
export { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
export { tags } from '@lezer/highlight';
export { indentWithTab } from '@codemirror/commands';
