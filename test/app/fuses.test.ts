/**
 * The packaged app's Electron fuses (scripts/fuses.cjs, the afterPack hook). Packaging
 * cannot run here (no Electron binary), so the hook is called with a stand-in packager and the config
 * it hands over is checked against @electron/fuses' own fuse numbers.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const hook = require('../../scripts/fuses.cjs') as ((context: unknown) => Promise<void>) & { FUSES: Record<string, boolean> };
const { FuseV1Options, FuseVersion } = require('@electron/fuses') as { FuseV1Options: Record<string, number>; FuseVersion: { V1: string } };

describe('Electron fuses', () => {
  it('the afterPack hook flips RunAsNode off, cookie encryption on, asar-only with integrity, no NODE_OPTIONS or inspect', async () => {
    const given: unknown[] = [];
    const context = {
      appOutDir: '/out',
      electronPlatformName: 'linux',
      packager: { addElectronFuses: async (ctx: unknown, config: unknown) => void given.push(ctx, config) },
    };
    await hook(context);
    expect(given[0]).toBe(context);
    expect(given[1]).toEqual({
      version: FuseVersion.V1,
      [FuseV1Options['RunAsNode']!]: false,
      [FuseV1Options['EnableCookieEncryption']!]: true,
      [FuseV1Options['EnableNodeOptionsEnvironmentVariable']!]: false,
      [FuseV1Options['EnableNodeCliInspectArguments']!]: false,
      [FuseV1Options['EnableEmbeddedAsarIntegrityValidation']!]: true,
      [FuseV1Options['OnlyLoadAppFromAsar']!]: true,
      [FuseV1Options['GrantFileProtocolExtraPrivileges']!]: false,
    });
  });

  it('file:// pages get no extra privileges: the renderer comes from app://', () => {
    expect(hook.FUSES['GrantFileProtocolExtraPrivileges']).toBe(false);
  });

  it('every fuse it names exists in @electron/fuses', () => {
    for (const name of Object.keys(hook.FUSES)) expect(typeof FuseV1Options[name], name).toBe('number');
  });
});
