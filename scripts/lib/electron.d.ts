// Types of electron.js for the tests (test/e2e/electron.spec.ts); the scripts themselves are plain JS.
export declare const ELECTRON_INSTALL_TIMEOUT_MS: number;
export declare const electronPackageDir: (root: string) => string | undefined;
export declare const platformExecutable: (platform?: string) => string;
export declare const findElectronBinary: (electronDir: string, env?: Record<string, string | undefined>) => string | undefined;
export declare const electronVersions: (electronDir: string) => { readonly version: string; readonly abi: string };
export declare const lastLine: (text: string) => string;
export declare const installElectron: (
  electronDir: string,
  options?: { readonly timeoutMs?: number; readonly onSlow?: () => void },
) => Promise<{ readonly ok: true } | { readonly ok: false; readonly reason: string }>;
