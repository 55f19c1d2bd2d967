// Data files a program reads: CSVs chosen or dropped on the page, passed to
// the engine with every run.
import { $ } from './dom.js';
import { t } from './i18n/i18n.js';

const MAX_CSV_BYTES = 32 << 20;

export class DataFiles {
  constructor(onChange) {
    this.files = new Map();  // name -> text; passed with every run, so a new Worker gets them too
    this.onChange = onChange;
  }

  async add(fileList) {
    const notes = [];
    for (const file of fileList) {
      if (!/\.csv$/i.test(file.name)) { notes.push({ id: 'files.not_csv', args: { name: file.name } }); continue; }
      if (file.size > MAX_CSV_BYTES) { notes.push({ id: 'files.too_large', args: { name: file.name, mb: MAX_CSV_BYTES >> 20 } }); continue; }
      this.files.set(file.name.replace(/[\\/]/g, '_'), await file.text());
      notes.push({ id: 'files.loaded', args: { name: file.name } });
    }
    this.render();
    this.onChange(notes);
  }

  remove(name) {
    this.files.delete(name);
    this.render();
    this.onChange([{ id: 'files.removed', args: { name } }], true);
  }

  // Relative names resolve against the engine's working directory, "/".
  forRun() {
    return Object.fromEntries([...this.files].map(([name, text]) => [`/${name}`, text]));
  }

  render() {
    const list = $('files-list');
    list.replaceChildren(...[...this.files].map(([name, text]) => {
      const item = document.createElement('li');
      item.dataset.file = name;
      const size = text.length < 1024 ? `${text.length} B` : `${(text.length / 1024).toFixed(1)} kB`;
      item.append(`${name} (${size}) `);
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'small';
      remove.textContent = '×';
      remove.setAttribute('aria-label', t('files.remove', { name }));
      remove.addEventListener('click', () => this.remove(name));
      item.append(remove);
      return item;
    }));
  }
}

export function setupDrop(files) {
  const overlay = $('drop-overlay');
  const hasFiles = (e) => [...(e.dataTransfer?.types || [])].includes('Files');
  let depth = 0;
  document.addEventListener('dragenter', (e) => {
    if (!hasFiles(e)) return;
    depth += 1;
    overlay.hidden = false;
  });
  document.addEventListener('dragleave', () => {
    depth = Math.max(0, depth - 1);
    if (!depth) overlay.hidden = true;
  });
  document.addEventListener('dragover', (e) => { if (hasFiles(e)) e.preventDefault(); });
  document.addEventListener('drop', (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth = 0;
    overlay.hidden = true;
    files.add([...e.dataTransfer.files]);
  });
  $('csv-input').addEventListener('change', (e) => {
    files.add([...e.target.files]).then(() => { e.target.value = ''; });
  });
}
