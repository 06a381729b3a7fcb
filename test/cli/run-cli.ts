/** Run the CLI in-process with string streams, as the bin does with the real ones. */
import { readFileSync } from 'node:fs';
import { main } from '#main/cli/main';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function runCli(args: readonly string[], stdin = ''): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdin: (async function* () {
      yield stdin;
    })(),
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
  });
  return { code, stdout, stderr };
}

export interface Vector {
  readonly name: string;
  /** The raw board JSON as written in the vector file (unparsed: the CLI parses it). */
  readonly board: unknown;
  readonly legal: readonly { readonly attacks: Readonly<Record<string, string>> }[];
}

export const VECTORS_PATH = new URL('../fixtures/spec/vectors/article.json', import.meta.url);

export function loadVectors(): Vector[] {
  return JSON.parse(readFileSync(VECTORS_PATH, 'utf8')) as Vector[];
}

export function vectorBoard(name: string): unknown {
  const v = loadVectors().find((x) => x.name === name);
  if (v === undefined) throw new Error(`no vector ${name}`);
  return v.board;
}

/** Order-free comparison key of a list of declarations. */
export function declarationSet(ds: readonly { readonly attacks: Readonly<Record<string, string>> }[]): string[] {
  return ds
    .map((d) =>
      Object.entries(d.attacks)
        .map(([c, t]) => `${c}=${t}`)
        .sort()
        .join(','),
    )
    .sort();
}
