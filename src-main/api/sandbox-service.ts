/**
 * The sandbox's engine calls of the TrainerApi: each runs in the engine runner (a worker thread with a
 * time limit) and can be cancelled.
 */
import type { ServiceContext } from './service-context.ts';

export function createSandboxMethods(ctx: ServiceContext) {
  const { engine, method } = ctx;

  return {
    legal: method('legal', ({ board, limit, attackers }, run) =>
      engine.run({ kind: 'legal', board, ...(limit === undefined ? {} : { limit }), ...(attackers === undefined ? {} : { attackers }) }, run),
    ),

    legalOverview: method('legalOverview', ({ board, limit }, run) => engine.run({ kind: 'overview', board, ...(limit === undefined ? {} : { limit }) }, run)),

    legalBreakdown: method('legalBreakdown', ({ board }, run) => engine.run({ kind: 'breakdown', board }, run)),

    check: method('check', ({ board, declaration }, run) => engine.run({ kind: 'check', board, declaration }, run)),

    tree: method('tree', ({ board }, run) => engine.run({ kind: 'tree', board }, run)),
  };
}
