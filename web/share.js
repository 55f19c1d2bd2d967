// Shareable links: the program travels in the URL fragment as base64url of
// its UTF-8 bytes (#code=...), so nothing is sent to any server; the page's
// language may follow it (#code=...&lang=zh-CN).

export function encodeCode(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// Returns the decoded text, or null for anything that is not valid base64url
// of valid UTF-8 (a mangled link must never throw or run garbage).
export function decodeCode(encoded) {
  if (typeof encoded !== 'string' || !/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  if (encoded.length % 4 === 1) return null;
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function codeFromHash(hash) {
  const match = /^#?code=([^&]*)/.exec(hash || '');
  return match ? decodeCode(match[1]) : null;
}

// What a fragment holds: {status: 'none'} (no program in it), {status: 'ok',
// code, encoded}, or {status: 'invalid', reason} with the reason a page
// string id (web/i18n/).
export function readHash(hash) {
  const match = /^#?code=([^&]*)/.exec(hash || '');
  if (!match) return { status: 'none' };
  const encoded = match[1];
  const code = decodeCode(encoded);
  if (code !== null) return { status: 'ok', code, encoded };
  const base64 = /^[A-Za-z0-9_-]*$/.test(encoded) && encoded.length % 4 !== 1;
  return { status: 'invalid', reason: base64 ? 'linkbar.not_utf8' : 'linkbar.not_base64' };
}

// The link's fragment; `lang` (a page language) travels beside the program.
export function hashForCode(text, lang) {
  return `#code=${encodeCode(text)}${lang ? `&lang=${lang}` : ''}`;
}
