/**
 * Notes every view of a board carries (board view, sandbox, CLI), in one wording: what a board without
 * `resources` decides and what it leaves unmodeled (spec §1, §4), and who the defending player is when
 * the attack-multiple-players option is off (CR 506.2a).
 */

/** Spec §4: without `resources` only tap costs are decided, from the creatures on the board (CR 118.3). */
export const NO_RESOURCES_NOTE =
  'No resources listed: mana, life and permanents to sacrifice or return are not modeled and count as payable; creatures a cost taps must still be on the board.';

/** CR 506.2a: without the option the defending player was chosen at the beginning of combat. */
export function defendingPlayerNote(player: string): string {
  return `Played without the option to attack multiple players: ${player} was chosen as the defending player at the beginning of combat, so creatures can attack only ${player} and ${player}'s planeswalkers and battles.`;
}
