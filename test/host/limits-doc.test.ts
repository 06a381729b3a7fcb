/**
 * docs/security.md states the browser host's limits as the code sets them: every request-body limit it
 * names is MAX_BODY_BYTES (it once said 6 MB while the host took 24 MiB), and the drain cut-off 64 MiB.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '#main/host/browser-host';

const SECURITY_MD = fs.readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8');
const MIB = 1024 * 1024;

/** Every "N MB" / "N MiB" in a sentence that speaks of request bodies, in bytes (MB read as the doc's own shorthand would be wrong). */
const bodySizes = (text: string): { readonly said: string; readonly bytes: number }[] =>
  text
    .split(/(?<=[.;|])\s/)
    .filter((sentence) => /\bbod(y|ies)\b/i.test(sentence) && !/\bdrain/i.test(sentence))
    .flatMap((sentence) =>
      [...sentence.matchAll(/(\d+(?:\.\d+)?) ?(MB|MiB)\b/g)].map((m) => ({ said: m[0], bytes: Number(m[1]) * (m[2] === 'MiB' ? MIB : 1_000_000) })),
    );

describe('docs/security.md', () => {
  it('names the body limit the host enforces, in MiB, wherever it gives one', () => {
    const sizes = bodySizes(SECURITY_MD);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size, size.said).toMatchObject({ bytes: MAX_BODY_BYTES });
    expect(MAX_BODY_BYTES % MIB).toBe(0);
  });
});
