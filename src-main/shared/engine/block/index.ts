/** The blocking engine's public API (block-board/1, docs/block-board-v1.md). Pure TypeScript. */
export type * from './board.ts';
export { BLOCK_BOARD_FORMAT } from './block-format.ts';
export { parseBlockBoard } from './parse-board.ts';
export { blockKey, parseBlockDeclaration, parseBlockList } from './declaration.ts';
export { legalBlockSet, countLegalBlocks, legalBlockBreakdown, type BlockLegalSet } from './legal.ts';
export type { BlockBreakdown } from './breakdown.ts';
export { explainBlockDeclaration, type BlockExplanation } from './explain.ts';
