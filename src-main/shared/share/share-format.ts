/** Share codes `AT<version>.<kind>.<payload>` (docs/share-codes.md): their closed vocabularies and limits. */

export const SHARE_PREFIX = 'AT' as const;
/** The version a code is written in (2: DEFLATE with the preset dictionary of dictionary-v2.ts). */
export const SHARE_VERSION = 2 as const;
/** Every version a code is read in: 1 (plain DEFLATE) stays readable forever. */
export const READ_VERSIONS = [1, 2] as const;
export type ShareVersion = (typeof READ_VERSIONS)[number];

/** The kinds a code can carry, and the letter each is written with. */
export const SHARE_KINDS = ['board', 'quiz'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];
export const KIND_LETTERS: Readonly<Record<ShareKind, string>> = { board: 'b', quiz: 'q' };

export const SHARE_ERROR_CODES = [
  'empty',
  'bad-prefix',
  'unknown-version',
  'unknown-kind',
  'bad-base64',
  'corrupt',
  'too-large',
  'bad-json',
  'invalid-board',
  'invalid-quiz',
] as const;
export type ShareErrorCode = (typeof SHARE_ERROR_CODES)[number];

export const SHARE_LIMITS = {
  /** Bytes of inflated JSON a code may carry: beyond it decoding stops (zip-bomb defence). */
  maxJsonBytes: 1_000_000,
  /**
   * Characters of a pasted code (white space included). DEFLATE never grows data by more than a few
   * bytes per 64 KB block, so a valid code is never near this; a longer text is refused unread.
   */
  maxCodeChars: 2_000_000,
  /** Compressed bytes fed to the inflater at a time: bounds the output one step can produce (~1 MB). */
  inflateChunkBytes: 1024,
} as const;

/** One problem of an invalid board or quiz: the JSON path from the shared value's root. */
export interface ShareIssue {
  readonly path: string;
  readonly message: string;
}

export interface ShareError {
  readonly code: ShareErrorCode;
  readonly message: string;
  /** For bad-json: 1-based position of the syntax error in the inflated text. */
  readonly line?: number;
  readonly column?: number;
  /** For invalid-board and invalid-quiz: every problem with its path. */
  readonly issues?: readonly ShareIssue[];
}
