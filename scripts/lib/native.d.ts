// Types of native.js for the tests (test/app/native-build.test.ts, test/e2e/electron.spec.ts); the scripts themselves are plain JS.
export declare const NATIVE_DIR: string;
export declare const NATIVE_FILE: string;
export declare const STAMP_FILE: string;
export interface NativeStamp {
  readonly electron: string;
  readonly abi: string;
  readonly platform: string;
  readonly arch: string;
}
export declare const nativeDir: (root: string) => string;
export declare const nativeFile: (root: string) => string;
export declare const expectedStamp: (electron: { readonly version: string; readonly abi: string }, platform?: string, arch?: string) => NativeStamp;
export declare const isNativeCurrent: (dir: string, stamp: NativeStamp) => boolean;
export declare const hasAbi: (file: string, abi: string) => boolean;
