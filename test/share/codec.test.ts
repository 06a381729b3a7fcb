import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { canonicalBoardJson } from '#shared/quiz/board-json';
import { makeQuiz, parseQuiz } from '#shared/quiz/index';
import { decodeBase64Url, decodeShare, encodeBase64Url, encodeShare, SHARE_LIMITS, type ShareErrorCode } from '#shared/share/index';
import { DICTIONARY_V2_TEXT } from '#shared/share/dictionary-v2';
import { arbBoard } from '../support/arbitraries.ts';
import { loadVectors } from '../cli/run-cli.ts';

const BUILTIN = JSON.parse(readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8')) as { quizzes: unknown[] };
const SMALL_BOARD = {
  format: 'attack-board/1',
  players: ['you', 'opp'],
  activePlayer: 'you',
  creatures: [{ id: 'g', name: 'Crazed Goblin', controller: 'you' }],
  effects: [],
};

/** The dictionary's hash when version 2 was released (dictionary-v2.ts). */
const DICTIONARY_V2_SHA256 = 'ffcbf898109c8e10517eb419db0fe14879da9ac53c63495abc3c64e7d782c91f';

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);
/** A code for any bytes, valid or not: `AT1.<letter>.` + base64url(deflate(text)). */
const rawCode = (text: string, letter = 'b'): string => `AT1.${letter}.${encodeBase64Url(deflateSync(utf8(text), { level: 9 }))}`;

function mustEncode(value: Parameters<typeof encodeShare>[0]): string {
  const r = encodeShare(value);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('base64url', () => {
  it('round-trips any bytes, without padding or +/', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = encodeBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeBase64Url(text)).toEqual(bytes);
      }),
    );
  });
  it('agrees with Node for a sample', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255, 62, 63]);
    expect(encodeBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
  });
});

describe('round trip', () => {
  it('decode(encode(board)) is the canonical board, for random valid boards', () => {
    fc.assert(
      fc.property(arbBoard(), (board) => {
        const decoded = decodeShare(mustEncode({ kind: 'board', board }));
        expect(decoded).toEqual({ ok: true, value: { kind: 'board', json: canonicalBoardJson(board) } });
      }),
      { numRuns: 100 },
    );
    // Each run deflates at level 9 (a few ms each): more than the default 5 s when the suite runs in parallel.
  }, 30_000);

  it.each(BUILTIN.quizzes.map((q) => [(q as { id: string }).id, q] as const))('built-in quiz %s', (_id, quiz) => {
    const parsed = parseQuiz(quiz);
    if (!parsed.ok) throw new Error('the built-in quiz is invalid');
    const code = mustEncode({ kind: 'quiz', quiz });
    expect(code.startsWith('AT2.q.')).toBe(true);
    expect(decodeShare(code)).toEqual({ ok: true, value: { kind: 'quiz', json: makeQuiz(parsed.value) } });
  });

  it('the same board always gives the same code, whatever its key order', () => {
    const reordered = {
      effects: [],
      creatures: [{ controller: 'you', name: 'Crazed Goblin', id: 'g' }],
      activePlayer: 'you',
      players: ['you', 'opp'],
      format: 'attack-board/1',
    };
    expect(mustEncode({ kind: 'board', board: reordered })).toBe(mustEncode({ kind: 'board', board: SMALL_BOARD }));
  });

  it('ignores white space and line breaks inside a pasted code', () => {
    const code = mustEncode({ kind: 'board', board: SMALL_BOARD });
    const wrapped = `  ${code.slice(0, 10)}\n${code.slice(10, 20)} \r\n\t${code.slice(20)}\n`;
    expect(decodeShare(wrapped)).toEqual(decodeShare(code));
    expect(decodeShare(code).ok).toBe(true);
  });

  it('prints the code length of the article boards, each shorter than its JSON', () => {
    for (const v of loadVectors()) {
      const code = mustEncode({ kind: 'board', board: v.board });
      const json = JSON.stringify(canonicalBoardJson(v.board));
      console.log(`${v.name}: ${json.length} chars of JSON → ${code.length} chars of code`);
      expect(code.length).toBeLessThan(json.length);
    }
  });
});

describe('encoding refuses what it cannot share', () => {
  it('an invalid board, with every path', () => {
    const r = encodeShare({
      kind: 'board',
      board: { ...SMALL_BOARD, activePlayer: 'zed', creatures: [{ id: 'g', name: 'G', controller: 'you', power: 'x' }] },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('invalid-board');
    expect(r.error.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(['activePlayer', 'creatures[0].power']));
  });
  it('an invalid quiz, with every path', () => {
    const quiz = { ...(BUILTIN.quizzes[0] as object), level: 9, board: { ...SMALL_BOARD, players: ['you'] } };
    const r = encodeShare({ kind: 'quiz', quiz });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('invalid-quiz');
    expect(r.error.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(['level', 'board.players']));
  });
});

describe('decoding bad codes', () => {
  const good = mustEncode({ kind: 'board', board: SMALL_BOARD });
  const payload = good.slice('AT2.b.'.length);
  const table: readonly (readonly [string, string, ShareErrorCode])[] = [
    ['nothing', '', 'empty'],
    ['only white space', ' \n\t ', 'empty'],
    ['a URL', 'https://example.com/x', 'bad-prefix'],
    ['JSON pasted instead', JSON.stringify(SMALL_BOARD), 'bad-prefix'],
    ['no version', `AT.b.${payload}`, 'bad-prefix'],
    ['lowercase prefix', `at1.b.${payload}`, 'bad-prefix'],
    ['no payload part', 'AT1.b', 'bad-prefix'],
    ['a future version', `AT3.b.${payload}`, 'unknown-version'],
    ['a version-2 payload read as version 1 (no dictionary)', `AT1.b.${payload}`, 'corrupt'],
    ['version 01', `AT01.b.${payload}`, 'unknown-version'],
    ['an unknown kind', `AT2.x.${payload}`, 'unknown-kind'],
    ['an empty kind', `AT2..${payload}`, 'unknown-kind'],
    ['standard base64 characters', `AT2.b.${payload.slice(0, 8)}+/${payload.slice(10)}`, 'bad-base64'],
    ['padding', `AT2.b.${payload}==`, 'bad-base64'],
    ['an impossible length', `AT2.b.${payload}${'A'.repeat((5 - (payload.length % 4)) % 4 || 4)}`, 'bad-base64'],
    ['a dot in the payload', `AT2.b.${payload.slice(0, 4)}.${payload.slice(4)}`, 'bad-base64'],
    ['cut short', `AT2.b.${payload.slice(0, 16)}`, 'corrupt'],
    ['an empty payload', 'AT1.b.', 'corrupt'],
    ['not deflate at all', `AT1.b.${encodeBase64Url(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))}`, 'corrupt'],
    ['not UTF-8', `AT1.b.${encodeBase64Url(deflateSync(new Uint8Array([0x7b, 0xc3, 0x28, 0x7d])))}`, 'corrupt'],
    ['not JSON', rawCode('{"format": attack}'), 'bad-json'],
    ['a board that is not valid', rawCode(JSON.stringify({ ...SMALL_BOARD, players: ['you'] })), 'invalid-board'],
    ['a board sent as a quiz', rawCode(JSON.stringify(SMALL_BOARD), 'q'), 'invalid-quiz'],
    ['a quiz sent as a board', rawCode(JSON.stringify(BUILTIN.quizzes[0]), 'b'), 'invalid-board'],
    ['a huge paste', `AT1.b.${'A'.repeat(SHARE_LIMITS.maxCodeChars)}`, 'too-large'],
  ];
  it.each(table.map(([name, code, expected]) => [name, expected, code] as const))('%s → %s', (_name, expected, code) => {
    const r = decodeShare(code);
    expect(r.ok ? 'ok' : r.error.code).toBe(expected);
    if (!r.ok) expect(r.error.message).not.toMatch(/\n/);
  });

  it('bad-prefix says it is not an Attack Trainer share code', () => {
    const r = decodeShare('hello');
    expect(!r.ok && r.error.message).toMatch(/not an Attack Trainer share code/);
  });

  it('bad-json gives the position', () => {
    const r = decodeShare(rawCode('{\n  "format": attack\n}'));
    expect(r.ok ? undefined : { line: r.error.line, column: r.error.column }).toEqual({ line: 2, column: 13 });
  });

  it('invalid-board gives every JSON path', () => {
    const r = decodeShare(rawCode(JSON.stringify({ ...SMALL_BOARD, activePlayer: 'zed', extra: 1 })));
    expect(r.ok ? [] : r.error.issues?.map((i) => i.path).sort()).toEqual(['activePlayer', 'extra']);
  });

  it('a zip bomb of a few KB is refused as too-large, quickly', () => {
    const bomb = deflateSync(new Uint8Array(20_000_000).fill(0x20), { level: 9 });
    expect(bomb.length).toBeLessThan(25_000);
    const code = `AT1.b.${encodeBase64Url(bomb)}`;
    const started = performance.now();
    const r = decodeShare(code);
    const ms = performance.now() - started;
    expect(r.ok ? 'ok' : r.error.code).toBe('too-large');
    expect(ms).toBeLessThan(3000);
  });

  it('accepts JSON right at the limit and refuses one byte over', () => {
    // A JSON string literal of spaces: valid JSON, not a board, so the size check is what decides.
    const at = `"${' '.repeat(SHARE_LIMITS.maxJsonBytes - 2)}"`;
    const over = `"${' '.repeat(SHARE_LIMITS.maxJsonBytes - 1)}"`;
    const rAt = decodeShare(rawCode(at));
    const rOver = decodeShare(rawCode(over));
    expect(rAt.ok ? 'ok' : rAt.error.code).toBe('invalid-board');
    expect(rOver.ok ? 'ok' : rOver.error.code).toBe('too-large');
  });
});

describe('canonical codes', () => {
  const code = (): string => mustEncode({ kind: 'board', board: SMALL_BOARD });

  it.each(['AAAA', 'AAA', 'QUJD', 'A_8'])('a code with data after the DEFLATE stream (+%s) is refused as corrupt', (extra) => {
    const r = decodeShare(`${code()}${extra}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toMatch(/^(corrupt|bad-base64)$/);
  });

  it('the code as encoded still decodes', () => {
    expect(decodeShare(code()).ok).toBe(true);
  });
});

describe('versions', () => {
  const RECORDED = JSON.parse(readFileSync(new URL('../fixtures/share/v1-codes.json', import.meta.url), 'utf8')) as {
    name: string;
    kind: 'board' | 'quiz';
    code: string;
    json: unknown;
  }[];

  it.each(RECORDED.map((r) => [r.name, r] as const))('a version-1 code recorded before version 2 still decodes: %s', (_name, r) => {
    expect(r.code.startsWith(`AT1.${r.kind === 'board' ? 'b' : 'q'}.`)).toBe(true);
    expect(decodeShare(r.code)).toEqual({ ok: true, value: { kind: r.kind, json: r.json } });
  });

  it('writes version 2, shorter than version 1 for every recorded value, and prints both lengths', () => {
    const rows: string[] = [];
    for (const r of RECORDED) {
      const v2 = mustEncode(r.kind === 'board' ? { kind: 'board', board: r.json } : { kind: 'quiz', quiz: r.json });
      expect(v2.startsWith('AT2.')).toBe(true);
      expect(v2.length).toBeLessThan(r.code.length);
      expect(decodeShare(v2)).toEqual(decodeShare(r.code));
      rows.push(`${r.name}: ${r.code.length} → ${v2.length}`);
    }
    console.log(`share code lengths, version 1 → 2:\n${rows.join('\n')}`);
  });

  it('the version-2 dictionary is frozen: a code written with it must read the same forever', () => {
    expect(createHash('sha256').update(DICTIONARY_V2_TEXT).digest('hex')).toBe(DICTIONARY_V2_SHA256);
  });

  it('a version-2 zip bomb is refused as too-large, quickly', () => {
    const dictionary = new TextEncoder().encode(DICTIONARY_V2_TEXT);
    const bomb = deflateSync(new Uint8Array(20_000_000).fill(0x20), { level: 9, dictionary });
    const started = performance.now();
    const r = decodeShare(`AT2.b.${encodeBase64Url(bomb)}`);
    expect(r.ok ? 'ok' : r.error.code).toBe('too-large');
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
