/** Block declarations in canonical form (§6), their order, and parsing user-written ones (`wall=a1+a2`). */
import type { EngineError } from '../api-types.ts';
import { compareStrings } from '../declaration.ts';
import { err, ok, type Result } from '../result.ts';
import type { BlockBoard, BlockDeclaration } from './board.ts';

/** The attackers a creature blocks in a declaration, as a list. */
export const blockedBy = (d: BlockDeclaration, blocker: string): readonly string[] => {
  const v = Object.hasOwn(d.blocks, blocker) ? d.blocks[blocker] : undefined;
  return v === undefined ? [] : typeof v === 'string' ? [v] : v;
};

/** The sorted `blocker=attacker` pairs, one per attacker blocked (§6). */
export function blockPairs(d: BlockDeclaration): string[] {
  return Object.keys(d.blocks)
    .flatMap((b) => blockedBy(d, b).map((a) => `${b}=${a}`))
    .sort(compareStrings);
}

/** §6's key: the sorted pairs joined with `,`. Equal keys iff equal declarations. */
export function blockKey(d: BlockDeclaration): string {
  return blockPairs(d).join(',');
}

/** §6: fewest blocking creatures first, then by key in code-unit order. */
export function compareBlockDeclarations(a: BlockDeclaration, b: BlockDeclaration): number {
  const na = Object.keys(a.blocks).length;
  const nb = Object.keys(b.blocks).length;
  return na !== nb ? na - nb : compareStrings(blockKey(a), blockKey(b));
}

/** Canonical form: keys in code-unit order, a string for one attacker, a sorted array for several. */
export function makeBlockDeclaration(entries: Iterable<readonly [string, readonly string[]]>): BlockDeclaration {
  const list = [...entries].filter(([, as]) => as.length > 0).sort((x, y) => compareStrings(x[0], y[0]));
  return { blocks: Object.fromEntries(list.map(([b, as]) => [b, as.length === 1 ? as[0]! : [...as].sort(compareStrings)])) };
}

/**
 * Parse `wall=a1+a2,bears=a3` (the CLI's --block). A value that is itself an attacker's id is taken
 * whole, so an id containing `+` still works. Ids are checked for existence only; whether the creature
 * may block that attacker is the explanation's business (509.1a), not a parse error.
 */
export function parseBlockList(board: BlockBoard, text: string): Result<BlockDeclaration, EngineError> {
  const trimmed = text.trim();
  if (trimmed === '') return ok({ blocks: {} });
  const ids = new Set(board.creatures.map((c) => c.id));
  const raw: Record<string, string[]> = {};
  for (const part of trimmed.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) return err({ code: 'bad-declaration', message: `"${part}" is not blocker=attacker` });
    const b = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (b === '' || value === '') return err({ code: 'bad-declaration', message: `"${part}" is not blocker=attacker` });
    if (Object.hasOwn(raw, b))
      return err({ code: 'bad-declaration', path: `blocks.${b}`, message: `creature "${b}" is listed twice: write one creature blocking two as ${b}=a1+a2` });
    raw[b] = ids.has(value) ? [value] : value.split('+').map((s) => s.trim());
  }
  return parseBlockDeclaration(board, { blocks: raw });
}

/** Validate a JSON declaration `{"blocks": {...}}` against the board's ids. */
export function parseBlockDeclaration(board: BlockBoard, raw: unknown): Result<BlockDeclaration, EngineError> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return err({ code: 'bad-declaration', message: 'a declaration is an object {"blocks": {...}}' });
  const extra = Object.keys(raw).filter((k) => k !== 'blocks');
  if (extra.length > 0) return err({ code: 'bad-declaration', path: extra[0], message: `unknown field "${extra[0]}"` });
  const blocks = (raw as { blocks?: unknown }).blocks;
  if (typeof blocks !== 'object' || blocks === null || Array.isArray(blocks)) {
    return err({ code: 'bad-declaration', path: 'blocks', message: '"blocks" must be an object mapping creature ids to an attacker id or a list of them' });
  }
  const ids = new Set(board.creatures.map((c) => c.id));
  const entries: [string, string[]][] = [];
  for (const [b, v] of Object.entries(blocks)) {
    const path = `blocks.${b}`;
    if (!ids.has(b)) return err({ code: 'bad-declaration', path, message: `no creature has id "${b}"` });
    const list: unknown[] = typeof v === 'string' ? [v] : Array.isArray(v) ? v : [null];
    if (list.length === 0) return err({ code: 'bad-declaration', path, message: 'a blocking creature blocks at least one attacker' });
    for (const a of list) {
      if (typeof a !== 'string') return err({ code: 'bad-declaration', path, message: 'an attacker must be an id string' });
      if (!ids.has(a)) return err({ code: 'bad-declaration', path, message: `no creature has id "${a}"` });
    }
    if (new Set(list).size !== list.length) return err({ code: 'bad-declaration', path, message: 'an attacker is listed twice' });
    entries.push([b, list as string[]]);
  }
  return ok(makeBlockDeclaration(entries));
}
