import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findJsonError, parseJsonText } from '#shared/json/json-syntax';

const errors: Record<string, [text: string, line: number, column: number, reason: RegExp]> = {
  'missing value': ['{"a":}', 1, 6, /unexpected character '\}' \(expected a value\)/],
  'missing comma across lines': ['{\n  "a": 1\n  "b": 2\n}', 3, 3, /expected ',' or '\}'/],
  'trailing comma in array': ['[1,]', 1, 4, /expected a value/],
  'trailing comma in object': ['{"a":1,}', 1, 8, /property name in double quotes/],
  'single quotes': ["{'a':1}", 1, 2, /property name in double quotes/],
  'missing colon': ['{"a" 1}', 1, 6, /expected ':'/],
  'unterminated string': ['{"a": "abc', 1, 11, /missing closing quote/],
  'raw newline in string': ['["a\nb"]', 1, 4, /line break inside a string/],
  'bad escape': ['["\\x"]', 1, 3, /bad escape/],
  'bad unicode escape': ['["\\u12G4"]', 1, 3, /four hex digits/],
  'leading zero': ['[01]', 1, 3, /unexpected character '1' in a number/],
  'lone minus': ['[-]', 1, 3, /in a number/],
  'bare word': ['{"a": yes}', 1, 7, /unknown word/],
  'truncated literal': ['[tru]', 1, 2, /unknown word/],
  'empty text': ['', 1, 1, /unexpected end of input/],
  'only spaces': ['  \n ', 2, 2, /unexpected end of input/],
  'two values': ['{} {}', 1, 4, /nothing after the end/],
  'unclosed array': ['[1, 2', 1, 6, /unexpected end of input \(expected ',' or '\]'\)/],
  'columns count after a CRLF line': ['{\r\n"a": ]}', 2, 6, /expected a value/],
};

describe('invalid JSON is located by line and column', () => {
  it.each(Object.entries(errors))('%s', (_name, [text, line, column, reason]) => {
    expect(() => JSON.parse(text) as unknown).toThrow();
    const parsed = parseJsonText(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect({ line: parsed.error.line, column: parsed.error.column }).toEqual({ line, column });
    expect(parsed.error.reason).toMatch(reason);
  });

  it('ignores a leading byte-order mark, and counts it in columns of a later error', () => {
    expect(parseJsonText('\uFEFF{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    const bad = parseJsonText('\uFEFF{"a":}');
    expect(bad.ok ? undefined : bad.error.column).toBe(7);
  });
});

describe('the scanner agrees with JSON.parse', () => {
  it('accepts every valid JSON text', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(findJsonError(text)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('finds an error exactly when JSON.parse refuses a mutated text', () => {
    const mutated = fc
      .tuple(fc.json(), fc.nat(), fc.constantFrom('', ',', '}', ']', '"', ':', '\n', 'x', '-', '0', '\\', '{', '['), fc.nat(3))
      .map(([text, at, insert, cut]) => {
        const i = at % (text.length + 1);
        return text.slice(0, i) + insert + text.slice(i + cut);
      });
    fc.assert(
      fc.property(mutated, (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(findJsonError(text) === undefined).toBe(valid);
      }),
      { numRuns: 1000 },
    );
  });
});
