import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, vectorBoard } from './run-cli.ts';

let dir = '';
const path = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'attack-trainer-exit-'));
  writeFileSync(path('good.json'), JSON.stringify(vectorBoard('cub-goblin')));
  // The error is on line 3: a missing comma between two properties.
  writeFileSync(path('bad.json'), '{\n  "format": "attack-board/1",\n  "players": ["you", "opp"]\n  "activePlayer": "you"\n}\n');
  writeFileSync(
    path('invalid-board.json'),
    JSON.stringify({
      format: 'attack-board/1',
      players: ['you', 'opp'],
      activePlayer: 'you',
      creatures: [{ id: 'goblin', name: 'Crazed Goblin', controller: 'nobody' }],
    }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Case {
  readonly args: () => string[];
  readonly stdin?: string;
  readonly code: 0 | 1 | 2;
  /** Something stderr (for failures) or stdout (for successes) must contain. */
  readonly says: RegExp;
}

const cases: Record<string, Case> = {
  'legal on a good board': { args: () => ['legal', path('good.json')], code: 0, says: /"count":2/ },
  '--help': { args: () => ['--help'], code: 0, says: /Usage: attack-trainer <command>/ },
  '-h': { args: () => ['-h'], code: 0, says: /Commands:/ },
  help: { args: () => ['help'], code: 0, says: /legal/ },
  'help legal': { args: () => ['help', 'legal'], code: 0, says: /--limit N/ },
  'legal --help': { args: () => ['legal', '--help'], code: 0, says: /Usage: attack-trainer legal FILE/ },
  'check --help': { args: () => ['check', '--help'], code: 0, says: /--attack LIST/ },
  'tree --help': { args: () => ['tree', '--help'], code: 0, says: /■ terminal/ },
  '--version': { args: () => ['--version'], code: 0, says: /^attack-trainer \d+\.\d+\.\d+\n$/ },

  'no command': { args: () => [], code: 2, says: /Usage:/ },
  'unknown command': { args: () => ['attack', 'x.json'], code: 2, says: /unknown command "attack"/ },
  'help for an unknown command': { args: () => ['help', 'nope'], code: 2, says: /unknown command "nope"/ },
  'unknown option before the command': { args: () => ['--verbose'], code: 2, says: /unknown option "--verbose"/ },
  'unknown flag': { args: () => ['legal', '--bogus', path('good.json')], code: 2, says: /--bogus/ },
  'missing FILE': { args: () => ['legal'], code: 2, says: /missing FILE/ },
  'two FILEs': { args: () => ['legal', path('good.json'), path('good.json')], code: 2, says: /one FILE only/ },
  'flag value missing': { args: () => ['legal', path('good.json'), '--limit'], code: 2, says: /--limit/ },
  '--limit 0': { args: () => ['legal', '--limit', '0', path('good.json')], code: 2, says: /--limit must be a positive integer, got "0"/ },
  '--limit abc': { args: () => ['legal', '--limit', 'abc', path('good.json')], code: 2, says: /positive integer/ },
  '--limit 1.5': { args: () => ['legal', '--limit=1.5', path('good.json')], code: 2, says: /positive integer/ },
  '--limit -3': { args: () => ['legal', '--limit=-3', path('good.json')], code: 2, says: /positive integer/ },
  '--count with --limit': { args: () => ['legal', '--count', '--limit', '2', path('good.json')], code: 2, says: /cannot be used together/ },
  'boolean flag given a value': { args: () => ['legal', '--count=yes', path('good.json')], code: 2, says: /--count/ },
  'tree --max-nodes 0': { args: () => ['tree', '--max-nodes', '0', path('good.json')], code: 2, says: /--max-nodes must be a positive integer/ },

  'bad JSON in a file': {
    args: () => ['legal', path('bad.json')],
    code: 1,
    says: /bad\.json: invalid JSON at line 4 column 3: unexpected character '"' \(expected ',' or '\}'\)/,
  },
  'bad JSON on stdin': { args: () => ['legal', '-'], stdin: '{"a": }', code: 1, says: /^<stdin>: invalid JSON at line 1 column 7: / },
  'empty stdin': { args: () => ['legal', '-'], stdin: '', code: 1, says: /<stdin>: invalid JSON at line 1 column 1: unexpected end of input/ },
  'invalid board names the path': {
    args: () => ['legal', path('invalid-board.json')],
    code: 1,
    says: /invalid-board\.json: creatures\[0\]\.controller: /,
  },
  'file does not exist': { args: () => ['legal', path('missing.json')], code: 1, says: /missing\.json: no such file/ },
  'FILE is a directory': { args: () => ['legal', dir], code: 1, says: /is a directory/ },
  'check: unknown creature in --attack': {
    args: () => ['check', path('good.json'), '--attack', 'bear=opp'],
    code: 1,
    says: /^--attack: attacks\.bear: no creature has id "bear"\n$/,
  },
  'check: unknown defender in --attack': {
    args: () => ['check', path('good.json'), '--attack', 'cub=alice'],
    code: 1,
    says: /--attack: attacks\.cub: no player or defender has id "alice"/,
  },
  'check: malformed --attack': { args: () => ['check', path('good.json'), '--attack', 'goblin'], code: 1, says: /--attack: "goblin" is not creature=defender/ },
  'check: bad JSON': { args: () => ['check', '-', '--attack', ''], stdin: '[', code: 1, says: /<stdin>: invalid JSON at line 1 column 2/ },
  'tree: invalid board': { args: () => ['tree', path('invalid-board.json')], code: 1, says: /creatures\[0\]\.controller/ },
};

describe('exit codes: 0 success, 1 invalid input, 2 usage', () => {
  it.each(Object.entries(cases))('%s', async (_name, c) => {
    const run = await runCli(c.args(), c.stdin ?? '');
    expect(run.code, run.stderr).toBe(c.code);
    if (c.code === 0) {
      expect(run.stdout).toMatch(c.says);
      expect(run.stderr).toBe('');
    } else {
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(c.says);
      // Never a stack trace.
      expect(run.stderr).not.toMatch(/^\s+at /m);
    }
    if (c.code === 1) {
      // Invalid input: one line per problem, and no usage text.
      expect(run.stderr).not.toMatch(/Usage:/);
    }
    if (c.code === 2) expect(run.stderr).toMatch(/Usage: attack-trainer/);
  });

  it('an invalid board prints one line per error', async () => {
    const raw = JSON.stringify({ format: 'attack-board/1', players: ['you'], activePlayer: 'zed', creatures: [] });
    const run = await runCli(['legal', '-'], raw);
    expect(run.code).toBe(1);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line).toMatch(/^<stdin>: \S+: \S/);
  });
});
