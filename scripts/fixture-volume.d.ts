/** Types of scripts/fixture-volume.js (a plain ES module run by node directly). */
export declare const VOLUME_DEFAULTS: { readonly packs: number; readonly quizzesPerPack: number; readonly attempts: number };
export declare const FIXTURE_VERSION: number;
export declare function buildVolumeFixture(options: {
  readonly dataDir: string;
  readonly packs?: number;
  readonly quizzesPerPack?: number;
  readonly attempts?: number;
  readonly now?: Date;
  readonly log?: (line: string) => void;
}): Promise<{ quizzes: number; attempts: number; file: string; ms: number }>;
