import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationSet, loadVectors, runCli, vectorBoard } from './run-cli.ts';

const vectors = loadVectors();
let dir = '';
const fileOf = (name: string) => join(dir, `${name}.json`);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'attack-trainer-cli-'));
  for (const v of vectors) writeFileSync(fileOf(v.name), JSON.stringify(v.board, null, 2));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface LegalLine {
  legal: { attacks: Record<string, string> }[];
  count: number | string;
  complete?: boolean;
}

describe('legal FILE prints every article vector exactly', () => {
  it.each(vectors.map((v) => [v.name, v] as const))('%s', async (_name, v) => {
    const run = await runCli(['legal', fileOf(v.name)]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.endsWith('\n')).toBe(true);
    expect(run.stdout.trimEnd().includes('\n')).toBe(false);
    const out = JSON.parse(run.stdout) as LegalLine;
    expect(Object.keys(out)).toEqual(['legal', 'count']);
    expect(declarationSet(out.legal)).toEqual(declarationSet(v.legal));
    expect(out.count).toBe(v.legal.length);
  });
});

describe('legal output form', () => {
  it('reads the board from standard input with -', async () => {
    const run = await runCli(['legal', '-'], JSON.stringify(vectorBoard('cub-goblin')));
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('{"legal":[{"attacks":{"goblin":"opp"}},{"attacks":{"cub":"opp","goblin":"opp"}}],"count":2}\n');
  });

  it('lists declarations in canonical order (fewest attackers, then sorted pairs)', async () => {
    const run = await runCli(['legal', fileOf('q07-seekers-warstoll-propaganda')]);
    const out = JSON.parse(run.stdout) as LegalLine;
    const keys = out.legal.map((d) =>
      Object.entries(d.attacks)
        .map(([c, t]) => `${c}=${t}`)
        .sort(),
    );
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      const ordered = a.length < b.length || (a.length === b.length && a.join(',') <= b.join(','));
      expect(ordered, `${a.join(',')} before ${b.join(',')}`).toBe(true);
    }
  });

  it('--count prints only the count', async () => {
    const run = await runCli(['legal', fileOf('q07-seekers-warstoll-propaganda'), '--count']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('{"count":8}\n');
  });

  it('--limit 1 lists the first declaration and says the list is incomplete', async () => {
    const run = await runCli(['legal', '--limit', '1', fileOf('q07-seekers-warstoll-propaganda')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('{"legal":[{"attacks":{}}],"count":8,"complete":false}\n');
  });

  it('--limit at or above the count lists everything without "complete"', async () => {
    const run = await runCli(['legal', '--limit', '2', fileOf('cub-goblin')]);
    const out = JSON.parse(run.stdout) as LegalLine;
    expect(out.legal).toHaveLength(2);
    expect('complete' in out).toBe(false);
  });
});

describe('legal --breakdown and --attackers', () => {
  it('--breakdown prints exact counts by size and by creature, one line', async () => {
    const run = await runCli(['legal', fileOf('cub-goblin'), '--breakdown']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      count: 2,
      bySize: [
        { attackers: 1, count: 1 },
        { attackers: 2, count: 1 },
      ],
      byCreature: [
        { creatureId: 'cub', byDefender: [{ defenderId: 'opp', count: 1 }], noAttack: 1 },
        { creatureId: 'goblin', byDefender: [{ defenderId: 'opp', count: 2 }], noAttack: 0 },
      ],
    });
  });

  it('--breakdown sizes add up to the count on every article vector', async () => {
    for (const v of vectors) {
      const out = JSON.parse((await runCli(['legal', fileOf(v.name), '--breakdown'])).stdout) as { count: number; bySize: { count: number }[] };
      expect(out.count, v.name).toBe(v.legal.length);
      expect(
        out.bySize.reduce((n, s) => n + s.count, 0),
        v.name,
      ).toBe(v.legal.length);
    }
  });

  it('--attackers K lists and counts only the declarations with K attackers, with --limit and --count', async () => {
    expect((await runCli(['legal', fileOf('cub-goblin'), '--attackers', '2'])).stdout).toBe('{"legal":[{"attacks":{"cub":"opp","goblin":"opp"}}],"count":1}\n');
    expect((await runCli(['legal', fileOf('cub-goblin'), '--attackers', '0'])).stdout).toBe('{"legal":[],"count":0}\n');
    expect((await runCli(['legal', fileOf('q07-seekers-warstoll-propaganda'), '--attackers', '1', '--count'])).stdout).toMatch(/^\{"count":\d+\}\n$/);
    const all = JSON.parse((await runCli(['legal', fileOf('q07-seekers-warstoll-propaganda')])).stdout) as LegalLine;
    const ones = all.legal.filter((d) => Object.keys(d.attacks).length === 1);
    const limited = JSON.parse((await runCli(['legal', fileOf('q07-seekers-warstoll-propaganda'), '--attackers', '1', '--limit', '1'])).stdout) as LegalLine;
    expect(limited.legal).toEqual(ones.slice(0, 1));
    expect(limited.count).toBe(ones.length);
  });

  it.each([
    [['--breakdown', '--count'], '--breakdown cannot be used with'],
    [['--breakdown', '--attackers', '1'], '--breakdown cannot be used with'],
    [['--attackers', '-1'], '--attackers'],
    [['--attackers', 'two'], '--attackers must be a whole number'],
  ])('%j is a usage error (exit 2)', async (flags, message) => {
    const run = await runCli(['legal', fileOf('cub-goblin'), ...flags]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});

describe('legal --jsonl', () => {
  const good = (name: string) => JSON.stringify(vectorBoard(name));

  it('answers each line in order, an error line for each bad one, and exits 1', async () => {
    const input =
      [
        good('cub-goblin'),
        '{"format": "attack-board/1", ',
        '',
        good('q03-arbiter-avatar-goblin'),
        '{"format":"attack-board/1","players":["you","opp"],"activePlayer":"you","creatures":[{"id":"a","controller":"zed"}]}',
        '   ',
        good('viashino-bey-alone'),
      ].join('\n') + '\n';
    const run = await runCli(['legal', '--jsonl', '-'], input);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(7);
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);

    expect(declarationSet((parsed[0] as unknown as LegalLine).legal)).toEqual(['cub=opp,goblin=opp', 'goblin=opp']);
    const jsonError = parsed[1]!.error as { path: string; message: string };
    expect(jsonError.path).toBe('');
    expect(jsonError.message).toMatch(/^invalid JSON at line 2 column \d+: /);
    expect((parsed[2]!.error as { message: string }).message).toMatch(/line 3 is empty/);
    expect((parsed[3] as unknown as LegalLine).count).toBe(1);
    // Two errors on one line: the first as path/message, the others under "more".
    const boardError = parsed[4]!.error as { path: string; message: string; more?: { path: string; message: string }[] };
    const paths = [boardError.path, ...(boardError.more ?? []).map((e) => e.path)].sort();
    expect(paths).toEqual(['creatures[0].controller', 'creatures[0].name']);
    expect(boardError.message).not.toBe('');
    expect((parsed[5]!.error as { message: string }).message).toMatch(/line 6 is empty/);
    expect((parsed[6] as unknown as LegalLine).count).toBe(2);

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/4 of 7 lines could not be answered/);
  });

  it('combines with --count and reads from a file; all good lines exit 0', async () => {
    const file = join(dir, 'boards.jsonl');
    writeFileSync(file, `${good('q07-seekers-warstoll-propaganda')}\r\n${good('cub-goblin')}\r\n`);
    const run = await runCli(['legal', '--jsonl', '--count', file]);
    expect(run).toEqual({ code: 0, stdout: '{"count":8}\n{"count":2}\n', stderr: '' });
  });

  it('combines with --limit', async () => {
    const run = await runCli(['legal', '--jsonl', '--limit', '1', '-'], `${good('cub-goblin')}\n`);
    expect(run.stdout).toBe('{"legal":[{"attacks":{"goblin":"opp"}}],"count":2,"complete":false}\n');
  });
});
