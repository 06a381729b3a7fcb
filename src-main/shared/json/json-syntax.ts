/**
 * Where and why a JSON text is malformed. JSON.parse's messages differ between V8 versions and often
 * give no position, so this finds the first error itself (RFC 8259 grammar, the one JSON.parse
 * accepts) and reports it as line and column. Pure, shared by the CLI, the pack parser and share codes.
 */

export interface JsonSyntaxError {
  /** 1-based line and column (columns count UTF-16 code units, as editors mostly do). */
  readonly line: number;
  readonly column: number;
  readonly reason: string;
}

export type JsonParse = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: JsonSyntaxError };

/** Parse JSON text; on failure say where the first error is. A leading byte-order mark is ignored. */
export function parseJsonText(text: string): JsonParse {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch (e) {
    const found = findJsonError(body);
    const offset = text.length - body.length;
    if (found) return { ok: false, error: { ...lineColumn(text, found.offset + offset), reason: found.reason } };
    // Our scanner accepted what JSON.parse refused: fall back to the engine's own words.
    return { ok: false, error: { line: 1, column: 1, reason: e instanceof Error ? e.message : String(e) } };
  }
}

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

type State = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'after';

/** The offset and reason of the first syntax error, or undefined when the text is valid JSON. */
export function findJsonError(s: string): { offset: number; reason: string } | undefined {
  const stack: ('{' | '[')[] = [];
  let state: State = 'value';
  let i = 0;
  const fail = (offset: number, reason: string) => ({ offset, reason });
  const unexpected = (at: number, expected: string) => fail(at, `${describeAt(s, at)} (expected ${expected})`);

  for (;;) {
    while (i < s.length && isJsonSpace(s.charCodeAt(i))) i++;
    const ch = s[i];

    if (state === 'after') {
      const top = stack[stack.length - 1];
      if (top === undefined) return i < s.length ? unexpected(i, 'nothing after the end of the JSON value') : undefined;
      if (ch === ',') {
        state = top === '[' ? 'value' : 'key';
        i++;
      } else if ((top === '[' && ch === ']') || (top === '{' && ch === '}')) {
        stack.pop();
        i++;
      } else {
        return unexpected(i, top === '[' ? "',' or ']'" : "',' or '}'");
      }
      continue;
    }

    if (state === 'colon') {
      if (ch !== ':') return unexpected(i, "':' after the property name");
      i++;
      state = 'value';
      continue;
    }

    if (state === 'key' || state === 'keyOrClose') {
      if (state === 'keyOrClose' && ch === '}') {
        stack.pop();
        i++;
        state = 'after';
        continue;
      }
      if (ch !== '"') return unexpected(i, 'a property name in double quotes');
      const end = scanString(s, i);
      if (typeof end !== 'number') return end;
      i = end;
      state = 'colon';
      continue;
    }

    // state is 'value' or 'valueOrClose'
    if (state === 'valueOrClose' && ch === ']') {
      stack.pop();
      i++;
      state = 'after';
      continue;
    }
    if (ch === '{' || ch === '[') {
      stack.push(ch);
      i++;
      state = ch === '{' ? 'keyOrClose' : 'valueOrClose';
      continue;
    }
    let end: number | { offset: number; reason: string };
    if (ch === '"') end = scanString(s, i);
    else if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) end = scanNumber(s, i);
    else if (ch !== undefined && /[A-Za-z]/.test(ch)) end = scanLiteral(s, i);
    else return unexpected(i, 'a value');
    if (typeof end !== 'number') return end;
    i = end;
    state = 'after';
  }
}

function isJsonSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

function describeAt(s: string, at: number): string {
  if (at >= s.length) return 'unexpected end of input';
  const ch = s[at]!;
  if (ch === '\n' || ch === '\r') return 'unexpected line break';
  if (ch.charCodeAt(0) < 0x20) return `unexpected control character U+${ch.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`;
  return `unexpected character '${ch}'`;
}

function scanString(s: string, start: number): number | { offset: number; reason: string } {
  let i = start + 1;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c === 0x5c) {
      const e = s[i + 1];
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(s.slice(i + 2, i + 6))) return { offset: i, reason: 'bad \\u escape in string (expected four hex digits)' };
        i += 6;
      } else if (e !== undefined && '"\\/bfnrt'.includes(e)) {
        i += 2;
      } else {
        return { offset: i, reason: 'bad escape in string' };
      }
      continue;
    }
    if (c < 0x20) return { offset: i, reason: `${describeAt(s, i)} inside a string (escape it or close the string)` };
    i++;
  }
  return { offset: s.length, reason: 'unexpected end of input inside a string (missing closing quote)' };
}

function scanNumber(s: string, start: number): number | { offset: number; reason: string } {
  const re = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
  re.lastIndex = start;
  const m = re.exec(s);
  if (!m) return { offset: start + 1, reason: `${describeAt(s, start + 1)} in a number` };
  const end = start + m[0].length;
  // Something like `01`, `1.` or `1e` continues a number illegally.
  const next = s[end];
  if (next !== undefined && /[0-9.eE+-]/.test(next)) return { offset: end, reason: `${describeAt(s, end)} in a number` };
  return end;
}

function scanLiteral(s: string, start: number): number | { offset: number; reason: string } {
  for (const word of ['true', 'false', 'null']) {
    if (s.startsWith(word, start)) return start + word.length;
  }
  return { offset: start, reason: 'unknown word (expected true, false, null, a number, a string, an object or an array)' };
}
