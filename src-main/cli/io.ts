/**
 * The streams main() talks through. Injected so that tests run the CLI in-process with strings;
 * the bin passes process.stdin/stdout/stderr, which satisfy these shapes.
 */

export interface CliOutput {
  write(chunk: string): unknown;
}

export interface CliIo {
  readonly stdin: AsyncIterable<string | Uint8Array>;
  readonly stdout: CliOutput;
  readonly stderr: CliOutput;
}

/** Read a whole input stream as bytes. */
export async function readAllBytes(stream: AsyncIterable<string | Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Read a whole input stream as UTF-8 text. */
export async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  return (await readAllBytes(stream)).toString('utf8');
}

const guarded = new WeakSet<object>();

/**
 * A reader that stops early (`attack-trainer legal big.json | head`) closes the pipe; Node then emits
 * EPIPE on stdout, which would crash with a stack trace. The output is simply no longer wanted, so
 * that error is ignored; any other write error is reported as one line.
 */
export function guardOutput(stream: CliOutput, stderr: CliOutput): void {
  const emitter = stream as Partial<{ on(event: 'error', listener: (e: unknown) => void): unknown }>;
  if (typeof emitter.on !== 'function' || guarded.has(stream)) return;
  guarded.add(stream);
  emitter.on('error', (e) => {
    const code = typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined;
    if (code === 'EPIPE') return;
    stderr.write(`attack-trainer: cannot write output: ${e instanceof Error ? e.message : String(e)}\n`);
  });
}
