/**
 * electron-builder `afterPack` hook (electron-builder.yml: `afterPack: scripts/fuses.cjs`): flips the
 * Electron fuses of the packaged binary (docs/security.md, "Packaging"). Fuses are bits in
 * the Electron executable itself, so they hold whatever the app's own code or its environment asks:
 *  - RunAsNode off: ELECTRON_RUN_AS_NODE cannot turn the signed app into a plain Node interpreter;
 *  - NODE_OPTIONS and --inspect/--inspect-brk off: no code injection or debugger through the command
 *    line or the environment;
 *  - cookie encryption on: the session's cookie store is encrypted with the OS keychain;
 *  - only load the app from app.asar, and validate the asar against the integrity hash embedded at
 *    packaging (macOS and Windows; Electron ignores it on Linux): a modified app.asar does not start;
 *  - GrantFileProtocolExtraPrivileges off: file:// pages get no more than a web page, as the app loads
 *    nothing from file:// (its renderer comes from app://, src-main/electron/app-protocol.ts).
 * CommonJS, because electron-builder `require`s hooks. Uses electron-builder's own copy of
 * @electron/fuses (a dependency of app-builder-lib) through the packager, as its docs advise.
 */
'use strict';

/** Fuse name (FuseV1Options of @electron/fuses) → value. */
const FUSES = Object.freeze({
  RunAsNode: false,
  EnableCookieEncryption: true,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
  GrantFileProtocolExtraPrivileges: false,
});

/** The @electron/fuses config: `{ version, [FuseV1Options.X]: value }`. */
function fuseConfig(fuses) {
  const { FuseVersion, FuseV1Options } = fuses;
  const config = { version: FuseVersion.V1 };
  for (const [name, value] of Object.entries(FUSES)) {
    const index = FuseV1Options[name];
    if (typeof index !== 'number') throw new Error(`@electron/fuses has no fuse ${name}`);
    config[index] = value;
  }
  return config;
}

async function afterPack(context) {
  await context.packager.addElectronFuses(context, fuseConfig(require('@electron/fuses')));
}

module.exports = afterPack;
module.exports.default = afterPack;
module.exports.FUSES = FUSES;
module.exports.fuseConfig = fuseConfig;
