/** Declarations in canonical form (spec §5) and parsing of user-written ones. */
import type { Board, Declaration } from './board.ts';
import type { EngineError } from './api-types.ts';
import { err, ok, type Result } from './result.ts';

/** The sorted `creature=defender` pairs of a declaration (spec §5). */
export function declarationPairs(d: Declaration): string[] {
  return Object.entries(d.attacks)
    .map(([c, t]) => `${c}=${t}`)
    .sort(compareStrings);
}

/** A stable text key: equal keys iff equal declarations. */
export function declarationKey(d: Declaration): string {
  return declarationPairs(d).join(',');
}

/** Plain code-unit order, as JavaScript's default sort: locale-independent and stable. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Spec §5: fewest attackers first, then by the sorted `creature=defender` pairs. */
export function compareDeclarations(a: Declaration, b: Declaration): number {
  const pa = declarationPairs(a);
  const pb = declarationPairs(b);
  if (pa.length !== pb.length) return pa.length - pb.length;
  for (let i = 0; i < pa.length; i++) {
    const c = compareStrings(pa[i]!, pb[i]!);
    if (c !== 0) return c;
  }
  return 0;
}

export function sortDeclarations(ds: readonly Declaration[]): Declaration[] {
  return [...ds].sort(compareDeclarations);
}

/** Rebuild a declaration with its entries in canonical (sorted creature id) order for stable JSON. */
export function makeDeclaration(attacks: Iterable<readonly [string, string]>): Declaration {
  const entries = [...attacks].sort((x, y) => compareStrings(`${x[0]}=${x[1]}`, `${y[0]}=${y[1]}`));
  return { attacks: Object.fromEntries(entries) };
}

/**
 * Parse `goblin=alice,bear=bob` (the CLI's --attack). Ids are checked for existence only; whether the
 * creature may attack that defender is the explanation's step 1, not a parse error.
 */
export function parseAttackList(board: Board, text: string): Result<Declaration, EngineError> {
  const pairs: [string, string][] = [];
  const seen = new Set<string>();
  const trimmed = text.trim();
  if (trimmed === '') return ok({ attacks: {} });
  for (const part of trimmed.split(',')) {
    const m = /^\s*([^=\s]+)\s*=\s*([^=\s]+)\s*$/.exec(part);
    if (!m) return err({ code: 'bad-declaration', message: `"${part}" is not creature=defender` });
    const [, c, d] = m as unknown as [string, string, string];
    if (seen.has(c)) return err({ code: 'bad-declaration', path: `attacks.${c}`, message: `creature "${c}" is listed twice` });
    seen.add(c);
    pairs.push([c, d]);
  }
  return parseDeclaration(board, { attacks: Object.fromEntries(pairs) });
}

/** Validate a JSON declaration `{"attacks": {...}}` against the board's ids. */
export function parseDeclaration(board: Board, raw: unknown): Result<Declaration, EngineError> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return err({ code: 'bad-declaration', message: 'a declaration is an object {"attacks": {...}}' });
  }
  const extra = Object.keys(raw).filter((k) => k !== 'attacks');
  if (extra.length > 0) return err({ code: 'bad-declaration', path: extra[0], message: `unknown field "${extra[0]}"` });
  const attacks = (raw as { attacks?: unknown }).attacks;
  if (typeof attacks !== 'object' || attacks === null || Array.isArray(attacks)) {
    return err({ code: 'bad-declaration', path: 'attacks', message: '"attacks" must be an object mapping creature ids to defender ids' });
  }
  const creatureIds = new Set(board.creatures.map((c) => c.id));
  // Any player id is accepted here: attacking the active player is explained as a step-1 failure.
  const defenderIds = new Set([...board.defenders.map((d) => d.id), ...board.players]);
  const pairs: [string, string][] = [];
  for (const [c, d] of Object.entries(attacks)) {
    if (!creatureIds.has(c)) return err({ code: 'bad-declaration', path: `attacks.${c}`, message: `no creature has id "${c}"` });
    if (typeof d !== 'string') return err({ code: 'bad-declaration', path: `attacks.${c}`, message: 'the defender must be an id string' });
    if (!defenderIds.has(d)) return err({ code: 'bad-declaration', path: `attacks.${c}`, message: `no player or defender has id "${d}"` });
    pairs.push([c, d]);
  }
  return ok(makeDeclaration(pairs));
}
