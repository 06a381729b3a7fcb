/**
 * The listing cap, huge counts and engine refusals cannot be reached with small real boards, so the
 * engine's legalSet/countLegal are replaced here; parseBoard stays real.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Declaration, EngineError, LegalOptions, LegalSet } from '#shared/engine/index';
import { runCli, vectorBoard } from './run-cli.ts';

const engine = vi.hoisted(() => ({
  legalSet: vi.fn<(board: unknown, options?: LegalOptions) => { ok: true; value: LegalSet } | { ok: false; error: EngineError }>(),
  countLegal: vi.fn<(board: unknown) => { ok: true; value: { count: string } } | { ok: false; error: EngineError }>(),
}));

vi.mock('#shared/engine/index', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#shared/engine/index')>()),
  legalSet: engine.legalSet,
  countLegal: engine.countLegal,
}));

const board = JSON.stringify(vectorBoard('cub-goblin'));
const decl = (i: number): Declaration => ({ attacks: { [`c${i}`]: 'opp' } });
const FILLER = decl(9);

/** A fake engine whose legal set has `count` declarations, honouring `limit` like the real one. */
function fakeSet(count: bigint) {
  return (_b: unknown, options: LegalOptions = {}) => {
    const n = options.limit === undefined ? count : BigInt(Math.min(Number(count > 10n ** 15n ? 10n ** 15n : count), options.limit));
    const legal = Array.from({ length: Number(n) }, (_, i) => (i < 3 ? decl(i) : FILLER));
    return { ok: true as const, value: { legal, count: count.toString(), complete: BigInt(legal.length) === count } };
  };
}

beforeEach(() => {
  engine.legalSet.mockReset();
  engine.countLegal.mockReset();
});

describe('listing cap of 100,000 declarations', () => {
  it('lists a set of exactly 100,000 in full', async () => {
    engine.legalSet.mockImplementation(fakeSet(100_000n));
    const run = await runCli(['legal', '-'], board);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { legal: unknown[]; count: number; complete?: boolean };
    expect(out.legal).toHaveLength(100_000);
    expect(out.count).toBe(100_000);
    expect(out.complete).toBeUndefined();
    expect(engine.legalSet.mock.calls[0]?.[1]).toMatchObject({ limit: 100_000 });
  });

  it('refuses to list 100,001 without --limit, naming the size and the way out', async () => {
    engine.legalSet.mockImplementation(fakeSet(100_001n));
    const run = await runCli(['legal', '-'], board);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      '<stdin>: the legal set has 100001 declarations, more than the 100000 listed in full: use --limit N to list the first N, or --count to print only the count\n',
    );
  });

  it('lists the first N of a huge set with --limit', async () => {
    engine.legalSet.mockImplementation(fakeSet(2n ** 60n));
    const run = await runCli(['legal', '--limit', '3', '-'], board);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`{"legal":[{"attacks":{"c0":"opp"}},{"attacks":{"c1":"opp"}},{"attacks":{"c2":"opp"}}],"count":"${2n ** 60n}","complete":false}\n`);
  });

  it("in --jsonl the refusal is that line's error and the next line is still answered", async () => {
    engine.legalSet.mockImplementationOnce(fakeSet(200_000n)).mockImplementationOnce(fakeSet(1n));
    const run = await runCli(['legal', '--jsonl', '-'], `${board}\n${board}\n`);
    const [first, second] = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first).toEqual({
      error: {
        path: '',
        message:
          'the legal set has 200000 declarations, more than the 100000 listed in full: use --limit N to list the first N, or --count to print only the count',
      },
    });
    expect(second).toEqual({ legal: [decl(0)], count: 1 });
    expect(run.code).toBe(1);
  });
});

describe('counts beyond 2^53 - 1 are JSON strings', () => {
  const table: [string, string, number | string][] = [
    ['zero', '0', 0],
    ['2^53 - 1 stays a number', '9007199254740991', 9007199254740991],
    ['2^53 becomes a string', '9007199254740992', '9007199254740992'],
    ['a 30-digit count', '123456789012345678901234567890', '123456789012345678901234567890'],
  ];
  it.each(table)('%s', async (_name, count, printed) => {
    engine.countLegal.mockReturnValue({ ok: true, value: { count } });
    const run = await runCli(['legal', '--count', '-'], board);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${JSON.stringify({ count: printed })}\n`);
  });
});

describe('engine refusals', () => {
  const tooLarge: EngineError = { code: 'too-large', message: 'more than 2000000 search states' };

  it('too-large is one clear line and exit 1', async () => {
    engine.legalSet.mockReturnValue({ ok: false, error: tooLarge });
    const run = await runCli(['legal', '-'], board);
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: "<stdin>: too large to answer within the engine's limits: more than 2000000 search states\n",
    });
  });

  it('too-large with --count too', async () => {
    engine.countLegal.mockReturnValue({ ok: false, error: tooLarge });
    const run = await runCli(['legal', '--count', '-'], board);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/too large to answer/);
  });

  it("too-large in --jsonl is that line's error", async () => {
    engine.countLegal.mockReturnValueOnce({ ok: false, error: tooLarge }).mockReturnValueOnce({ ok: true, value: { count: '5' } });
    const run = await runCli(['legal', '--jsonl', '--count', '-'], `${board}\n${board}`);
    expect(run.stdout).toBe(
      `${JSON.stringify({ error: { path: '', message: "too large to answer within the engine's limits: more than 2000000 search states" } })}\n{"count":5}\n`,
    );
  });

  it('an engine crash is one line, no stack trace', async () => {
    engine.legalSet.mockImplementation(() => {
      throw new Error('boom\n    at somewhere (file.ts:1:1)');
    });
    const run = await runCli(['legal', '-'], board);
    expect(run).toEqual({ code: 1, stdout: '', stderr: 'attack-trainer: internal error: boom\n' });
  });
});
