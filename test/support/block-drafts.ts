/** Blocking drafts (block-board/1) built from the card presets, shared by the tests that need the same board. */
import { applyPreset, makeBlockBoardDraft, type BoardDraft } from '#shared/cards/index';

/**
 * Alice attacks with Serra Angel (flying) and Boggart Brute (menace); the defending player has Giant
 * Spider (reach) and Cloud Sprite, and Lure is on the Angel: every creature able to block it must (CR 509.1c).
 */
export function lureBlockDraft(): BoardDraft {
  let d = makeBlockBoardDraft(['alice', 'you'], 'alice', 'you');
  const add = (id: string, params: Record<string, string | number>) => {
    const r = applyPreset(d, id, params);
    if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.error)}`);
    d = r.value.board;
  };
  add('giant-spider', {});
  add('cloud-sprite', {});
  add('boggart-brute', { attacking: 'you' });
  add('serra-angel', { attacking: 'you' });
  add('lure', { creature: d.creatures.find((c) => c.name === 'Serra Angel')!.id });
  return d;
}
