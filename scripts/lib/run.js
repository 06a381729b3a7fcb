// Child processes for the launcher and the native build: output captured, time bounded.
import { spawn } from 'node:child_process';

/**
 * Runs a command with its output captured (stdout and stderr together) and a time limit. Resolves to
 * `{ ok, code, output, timedOut }`; never rejects. `onSlow` is called once if the command is still
 * running after `slowMs` (the launcher then says what it is waiting for).
 */
export const runBounded = (command, args, { cwd, env = process.env, timeoutMs, onSlow, slowMs = 3000 }) =>
  new Promise((resolve) => {
    let output = '';
    let timedOut = false;
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' && !command.endsWith('.exe') });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const slow = onSlow === undefined ? undefined : setTimeout(onSlow, slowMs);
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill();
    }, timeoutMs);
    const finish = (code, error) => {
      clearTimeout(timer);
      clearTimeout(slow);
      resolve({ ok: code === 0 && !timedOut, code, output: error === undefined ? output : `${output}\n${error.message}`, timedOut });
    };
    child.on('error', (error) => finish(null, error));
    child.on('close', (code) => finish(code));
  });

/** Runs an npm script quietly, as `npm run --silent <name>`; resolves like runBounded. */
export const runNpmScript = (root, name, timeoutMs = 15 * 60_000) => {
  const npmCli = process.env.npm_execpath;
  return npmCli !== undefined && npmCli.endsWith('.js')
    ? runBounded(process.execPath, [npmCli, 'run', '--silent', name], { cwd: root, timeoutMs })
    : runBounded(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', name], { cwd: root, timeoutMs });
};
