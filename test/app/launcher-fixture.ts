/**
 * A throw-away copy of the app for testing `npm start` (scripts/start.js) in a child process without
 * touching the repository: the real launcher scripts, node_modules linked entry by entry to the
 * repository's, and stubs where the launcher calls out:
 *   - package.json's `build` and `build:node` scripts and bin/attack-trainer.js record their call;
 *   - scripts/build-electron-native.js (the Electron-ABI build command) writes a fake module and a
 *     correct stamp, or fails the way it does offline;
 *   - node_modules/electron is the real package's files without a downloaded binary (no path.txt,
 *     no dist/), so its real installer runs; a stub executable stands in for Electron's binary through
 *     ELECTRON_OVERRIDE_DIST_PATH, which the electron package honours.
 * Every stub appends one JSON line to calls.jsonl.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** Copied, not linked: Node resolves a linked file to its real path, the repository's package. */
const ELECTRON_FILES = ['package.json', 'index.js', 'install.js', 'cli.js', 'checksums.json', 'abi_version'];

export interface Call {
  readonly what: string;
  readonly argv: string[];
  readonly env?: Record<string, string | undefined>;
}

export interface LaunchResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly calls: Call[];
}

/**
 * A script that appends `{ what, argv, env }` to calls.jsonl, then exits with `exit`; `what` is a
 * JavaScript expression (a quoted name, or code reading the script's arguments).
 */
const recorder = (calls: string, what: string, exit = 0, extra = ''): string => `#!/usr/bin/env node
import fs from 'node:fs';
${extra}
fs.appendFileSync(${JSON.stringify(calls)}, JSON.stringify({ what: ${what}, argv: process.argv.slice(2), env: { ELECTRON_RUN_AS_NODE: process.env.ELECTRON_RUN_AS_NODE } }) + '\\n');
process.exit(${exit});
`;

export type NativeBuildStub = 'succeeds' | 'fails offline';

export class LauncherFixture {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-launcher-'));
  readonly root = path.join(this.dir, 'app');
  /** Where a test puts the stub Electron executable (ELECTRON_OVERRIDE_DIST_PATH). */
  readonly electronDist = path.join(this.dir, 'electron-dist');
  readonly callsFile = path.join(this.dir, 'calls.jsonl');

  constructor(nativeBuild: NativeBuildStub = 'succeeds') {
    fs.mkdirSync(path.join(this.root, 'bin'), { recursive: true });
    fs.cpSync(path.join(REPO, 'scripts'), path.join(this.root, 'scripts'), { recursive: true });
    const record = path.join(this.root, 'record.js');
    fs.writeFileSync(record, recorder(this.callsFile, '`npm run ${process.argv[2]}`'));
    fs.writeFileSync(
      path.join(this.root, 'package.json'),
      JSON.stringify({
        name: 'launcher-fixture',
        private: true,
        type: 'module',
        scripts: { build: 'node record.js build', 'build:node': 'node record.js build:node' },
      }),
    );
    fs.writeFileSync(path.join(this.root, 'bin', 'attack-trainer.js'), recorder(this.callsFile, "'browser host'"));
    fs.writeFileSync(path.join(this.root, 'scripts', 'build-electron-native.js'), this.nativeBuildStub(nativeBuild));

    const modules = path.join(this.root, 'node_modules');
    fs.mkdirSync(modules);
    for (const entry of fs.readdirSync(path.join(REPO, 'node_modules'))) {
      if (entry === 'electron' || entry === '.bin') continue;
      fs.symlinkSync(path.join(REPO, 'node_modules', entry), path.join(modules, entry));
    }
    const electron = path.join(modules, 'electron');
    fs.mkdirSync(electron);
    for (const file of ELECTRON_FILES) fs.copyFileSync(path.join(REPO, 'node_modules', 'electron', file), path.join(electron, file));
    fs.symlinkSync(path.join(REPO, 'node_modules', 'electron', 'node_modules'), path.join(electron, 'node_modules'));
  }

  /** The stub build command: the launcher's contract is its exit code and native/electron/'s stamp. */
  private nativeBuildStub(kind: NativeBuildStub): string {
    if (kind === 'fails offline') {
      return recorder(
        this.callsFile,
        "'native build'",
        1,
        'process.stderr.write("cannot build better-sqlite3 for Electron: neither a prebuilt binary nor Electron\'s headers could be downloaded (getaddrinfo ENOTFOUND github.com) (log: native/electron/build.log)\\n");',
      );
    }
    return recorder(
      this.callsFile,
      "'native build'",
      0,
      `import path from 'node:path';
import { electronPackageDir, electronVersions } from './lib/electron.js';
import { expectedStamp, nativeDir, nativeFile, STAMP_FILE } from './lib/native.js';
const root = ${JSON.stringify(this.root)};
fs.mkdirSync(nativeDir(root), { recursive: true });
fs.writeFileSync(nativeFile(root), 'stub module');
fs.writeFileSync(path.join(nativeDir(root), STAMP_FILE), JSON.stringify(expectedStamp(electronVersions(electronPackageDir(root)))));`,
    );
  }

  /** Puts a stub Electron executable in the override dist folder, as electron's index.js expects it. */
  installStubElectron(executable: string): void {
    const file = path.join(this.electronDist, executable);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, recorder(this.callsFile, "'electron'"));
    fs.chmodSync(file, 0o755);
  }

  /** Writes native/electron/ as a finished build for `electron` (the stamp only matters). */
  writeNativeBuild(stamp: Record<string, string>): void {
    const dir = path.join(this.root, 'native', 'electron');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'better_sqlite3.node'), 'earlier build');
    fs.writeFileSync(path.join(dir, 'build.json'), JSON.stringify(stamp));
  }

  /** Runs `node scripts/start.js ...args` in the fixture with `env` added to a clean environment. */
  launch(args: string[], env: Record<string, string>): Promise<LaunchResult> {
    const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_config_electron_|ELECTRON_)/i.test(key)));
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(this.root, 'scripts', 'start.js'), ...args], {
        cwd: this.root,
        env: { ...base, electron_config_cache: path.join(this.dir, 'electron-cache'), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill(), 100_000);
      child.on('error', reject);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, stdout, stderr, calls: this.calls() });
      });
    });
  }

  calls(): Call[] {
    if (!fs.existsSync(this.callsFile)) return [];
    return fs
      .readFileSync(this.callsFile, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Call);
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
