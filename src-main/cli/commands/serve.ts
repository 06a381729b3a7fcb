/**
 * `serve`: the app in a browser, for machines without Electron. Prints one line, the page's URL with
 * the per-run token, and serves on 127.0.0.1 until SIGINT or SIGTERM.
 */
import { stringOption } from '../args.ts';
import type { Command, ParsedArgs } from '../command.ts';
import { EXIT_OK, InputError, UsageError } from '../errors.ts';
import type { CliIo } from '../io.ts';

export const serveCommand: Command = {
  name: 'serve',
  summary: 'run the app in a browser (local only, with a per-run token)',
  synopsis: 'serve [--port N] [--data-dir DIR]',
  options: {
    port: { type: 'string', valueName: 'N', help: 'the port on 127.0.0.1 (default 0: any free port)' },
    'data-dir': { type: 'string', valueName: 'DIR', help: 'the data folder (default: $ATTACK_TRAINER_DATA, else the per-user app data folder)' },
  },
  details: [
    'Prints one line, "Attack Trainer is running at http://127.0.0.1:PORT/?token=TOKEN": open that URL.',
    "The server listens on 127.0.0.1 only and answers API calls only with that run's token. It stops on",
    'Ctrl-C (SIGINT) or SIGTERM.',
  ].join('\n'),

  async run(args: ParsedArgs, io: CliIo): Promise<number> {
    if (args.positionals.length > 0) throw new UsageError(`unexpected argument "${args.positionals[0] ?? ''}"`, 'serve');
    const port = portOption(args);
    // Loaded here, not at the top: the host, the store and the worker are this command's alone (lean CLI start).
    const [{ HostStartError, startBrowserHost }, { resolveDataDir }] = await Promise.all([import('#main/host/browser-host'), import('#main/store/index')]);
    const dataDir = resolveDataDir({ flag: stringOption(args, 'data-dir') });
    let host;
    try {
      host = await startBrowserHost({ port, dataDir });
    } catch (e) {
      if (e instanceof HostStartError) throw new InputError(...e.lines);
      throw e;
    }
    // Listening for the signals before the line is out: whoever reads it may stop us at once.
    const stopped = stopSignal();
    for (const notice of host.notices) io.stderr.write(`serve: ${notice}\n`);
    io.stdout.write(`Attack Trainer is running at ${host.url}\n`);
    await stopped;
    await host.close();
    return EXIT_OK;
  },
};

function portOption(args: ParsedArgs): number {
  const raw = stringOption(args, 'port');
  if (raw === undefined) return 0;
  const n = Number(raw);
  if (!/^[0-9]+$/.test(raw) || n > 65535) throw new UsageError(`--port must be an integer from 0 to 65535, got "${raw}"`, 'serve');
  return n;
}

/** Resolves on the first SIGINT or SIGTERM (and stops listening for both). */
function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
