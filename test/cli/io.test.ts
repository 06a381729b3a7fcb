import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { guardOutput, readAll } from '#main/cli/io';

describe('readAll', () => {
  it('joins byte chunks before decoding, so a character split across chunks survives', async () => {
    const bytes = Buffer.from('{"name":"Forêt"}', 'utf8');
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of "ê"
    async function* chunks() {
      yield new Uint8Array(bytes.subarray(0, cut));
      yield new Uint8Array(bytes.subarray(cut));
    }
    expect(await readAll(chunks())).toBe('{"name":"Forêt"}');
  });
});

describe('guardOutput', () => {
  function fakeStdout() {
    const emitter = new EventEmitter();
    return Object.assign(emitter, { write: (_s: string) => true });
  }

  it('ignores EPIPE (the reader went away) and reports other write errors in one line', () => {
    const out = fakeStdout();
    let err = '';
    const stderr = { write: (s: string) => (err += s) };
    guardOutput(out, stderr);
    guardOutput(out, stderr); // idempotent: one listener only
    expect(out.listenerCount('error')).toBe(1);
    out.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    expect(err).toBe('');
    out.emit('error', Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }));
    expect(err).toBe('attack-trainer: cannot write output: no space left on device\n');
  });

  it('leaves plain writers (no events) alone', () => {
    const out = { write: (_s: string) => true };
    expect(() => guardOutput(out, out)).not.toThrow();
  });
});
