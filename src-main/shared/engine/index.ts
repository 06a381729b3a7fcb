/** The rules engine's public API. Pure TypeScript: no Electron, Node or Svelte imports (layering). */
export type * from './board.ts';
export type * from './api-types.ts';
export * from './board-format.ts';
export { ok, err, type Result } from './result.ts';
export { parseBoard } from './parse-board.ts';
export { isEligible, isAttackable } from './model.ts';
export { declarationKey, declarationPairs, makeDeclaration, parseAttackList, parseDeclaration, sortDeclarations } from './declaration.ts';
export { legalSet, countLegal, legalBreakdown } from './legal.ts';
export { legalOverview, type LegalOverview } from './overview.ts';
export { explainDeclaration } from './explain.ts';
export { buildAttackTree } from './tree.ts';
