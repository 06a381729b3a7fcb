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

/** Read a whole input stream as UTF-8 text. */
export async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString('utf8');
}
