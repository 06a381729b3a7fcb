/**
 * Base64url without padding (RFC 4648 §5), written out because the share module must run in the
 * renderer and in Node without Buffer or atob, and must refuse — not skip — any stray character.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Map<string, number>([...ALPHABET].map((c, i) => [c, i]));

export function encodeBase64Url(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]!;
  }
  return out;
}

export type Base64Problem = { readonly offset: number; readonly reason: string };

/** Bytes, or where the text stops being base64url: a foreign character, padding, or an impossible length. */
export function decodeBase64Url(text: string): Uint8Array | Base64Problem {
  if (text.length % 4 === 1) return { offset: text.length, reason: 'the length is not a possible base64 length (one character too many or too few)' };
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const v = VALUES.get(ch);
    if (v === undefined) {
      const shown = ch === '=' ? '"=" (codes carry no padding)' : ch === '+' || ch === '/' ? `"${ch}" (standard base64, not base64url)` : JSON.stringify(ch);
      return { offset: i, reason: `unexpected character ${shown}` };
    }
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
    acc &= (1 << bits) - 1;
  }
  // Leftover bits must be zero, so that each byte string has exactly one code (canonical encoding).
  if (acc !== 0) return { offset: text.length - 1, reason: 'the last character has bits set beyond the data' };
  return out.subarray(0, o);
}
