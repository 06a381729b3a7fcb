/** Share codes for boards and quizzes (docs/share-codes.md). Pure TypeScript: no Node imports. */
export * from './share-format.ts';
export { encodeShare, decodeShare, canonicalShareJson, type ShareValue, type DecodedShare } from './codec.ts';
export { encodeBase64Url, decodeBase64Url } from './base64url.ts';
