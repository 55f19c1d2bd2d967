// Shareable links: the program travels in the URL fragment as base64url of
// its UTF-8 bytes (#code=...), so nothing is sent to any server; the page's
// language may follow it (#code=...&lang=zh-CN), and a teacher's link more
// (web/link_options.js). A teacher's own exercise travels compressed
// (packText: base64url of its deflated UTF-8).
import { LINK_LIMITS, fragmentPairs } from './link_options.js';

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function bytesToBase64url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// The bytes of base64url text, or null when it is not base64url.
function base64urlToBytes(encoded) {
  if (typeof encoded !== 'string' || !BASE64URL.test(encoded) || encoded.length % 4 === 1) return null;
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export const encodeCode = (text) => bytesToBase64url(new TextEncoder().encode(text));

// Returns the decoded text, or null for anything that is not valid base64url
// of valid UTF-8 (a mangled link must never throw or run garbage).
export function decodeCode(encoded) {
  const bytes = base64urlToBytes(encoded);
  if (!bytes) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function codeFromHash(hash) {
  const found = readHash(hash);
  return found.status === 'ok' ? found.code : null;
}

// What a fragment holds: {status: 'none'} (no program in it), {status: 'ok',
// code, encoded}, or {status: 'invalid', reason, args} with the reason a page
// string id (web/i18n/). code= may stand anywhere among the fragment's keys.
export function readHash(hash) {
  const encoded = fragmentPairs(hash).get('code');
  if (encoded === undefined) return { status: 'none' };
  const code = decodeCode(encoded);
  if (code !== null && code.length > LINK_LIMITS.programChars) {
    return { status: 'invalid', reason: 'linkbar.too_long', args: { chars: code.length, max: LINK_LIMITS.programChars } };
  }
  if (code !== null) return { status: 'ok', code, encoded };
  const base64 = BASE64URL.test(encoded) && encoded.length % 4 !== 1;
  return { status: 'invalid', reason: base64 ? 'linkbar.not_utf8' : 'linkbar.not_base64' };
}

// The link's fragment; `lang` (a page language) travels beside the program.
export function hashForCode(text, lang) {
  return `#code=${encodeCode(text)}${lang ? `&lang=${lang}` : ''}`;
}

async function throughStream(bytes, stream) {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

// Text as compressed base64url.
export async function packText(text) {
  return bytesToBase64url(await throughStream(new TextEncoder().encode(text), new CompressionStream('deflate')));
}

// packText's text back: {text} or {error} (a page string id). Inflating stops
// past maxBytes, so a small link cannot unpack into a huge text.
export async function unpackText(encoded, maxBytes) {
  const bytes = base64urlToBytes(encoded);
  if (!bytes) return { error: 'link.custom_not_base64' };
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate')).getReader();
  const chunks = [];
  let total = 0;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      total += part.value.length;
      if (total > maxBytes) {
        reader.cancel().catch(() => {});
        return { error: 'link.custom_too_big', args: { max: maxBytes } };
      }
      chunks.push(part.value);
    }
    const all = new Uint8Array(total);
    let at = 0;
    for (const chunk of chunks) { all.set(chunk, at); at += chunk.length; }
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(all) };
  } catch {
    return { error: 'link.custom_corrupt' };
  }
}
