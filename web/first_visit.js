// What a first visit sees: the looped house predictor in the editor (opened
// by the page) with a short prompt above it, and the glossary of the words a
// beginner meets (trace, signature, concrete function, ...), a disclosure in
// the header that opens and closes from the keyboard. Their words are the
// page strings welcome.* and glossary.* (index.html carries them).
import { $ } from './dom.js';
import { storage } from './programs.js';

const WELCOME_KEY = 'tracelab.welcome';  // 'done' once the prompt is dismissed

// `page`: run(), the tabs.
export function setupWelcome(page) {
  if (storage('get', WELCOME_KEY) === 'done') return;
  const bar = $('welcome');
  const dismiss = () => {
    storage('set', WELCOME_KEY, 'done');
    bar.hidden = true;
  };
  $('welcome-run').addEventListener('click', () => page.run());
  $('welcome-calls').addEventListener('click', () => page.tabs.select('calls'));
  $('welcome-exercises').addEventListener('click', () => page.tabs.select('exercises'));
  $('welcome-glossary').addEventListener('click', () => openGlossary());
  $('welcome-dismiss').addEventListener('click', dismiss);
  bar.hidden = false;
}

function openGlossary() {
  const glossary = $('glossary');
  glossary.open = true;
  glossary.querySelector('summary').focus();
}

// Escape or a click elsewhere closes the glossary; Escape gives focus back to its button.
export function setupGlossary() {
  const glossary = $('glossary');
  glossary.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !glossary.open) return;
    glossary.open = false;
    glossary.querySelector('summary').focus();
  });
  document.addEventListener('click', (e) => {
    if (glossary.open && !glossary.contains(e.target) && e.target.id !== 'welcome-glossary') glossary.open = false;
  });
}
