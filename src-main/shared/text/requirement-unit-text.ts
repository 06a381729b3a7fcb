/**
 * The sentence each requirement unit of spec §2 carries (Model units, and through them the legal set's
 * requirement counts and the explanations): one creature's obligation, or "at least one" of a group.
 * Selectors are written field by field, as the board states them.
 */

/** A creature selector's fields, or "any creature" when it has none. */
function creatureSelectorText(sel: object): string {
  const parts = Object.entries(sel).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join('/') : String(v)}`);
  return parts.length === 0 ? 'any creature' : `creatures with ${parts.join(', ')}`;
}

/** A defender selector's fields in parentheses, or nothing when it has none. */
function defenderSelectorText(sel: object): string {
  const parts = Object.entries(sel).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join('/') : String(v)}`);
  return parts.length === 0 ? '' : `(${parts.join(', ')})`;
}

/** mustAttack: "Name attacks", with the defenders it must attack when the effect names them. */
export function mustAttackUnitText(creature: string, defenders: object | undefined): string {
  return defenders ? `${creature} attacks ${defenderSelectorText(defenders)}` : `${creature} attacks`;
}

/** goad: the creature attacks, and attacks a player other than the goading one if able. */
export function goadUnitTexts(creature: string, by: string): { readonly attacks: string; readonly player: string } {
  return { attacks: `${creature} attacks (goaded by ${by})`, player: `${creature} attacks a player other than ${by}` };
}

/** atLeastOneAttacks: at least one of the matching creatures attacks (the matching defenders). */
export function atLeastOneUnitText(creatures: object | undefined, defenders: object | undefined): string {
  const who = creatures ? creatureSelectorText(creatures) : 'a creature';
  return `at least one of ${who} attacks${defenders ? ' ' + defenderSelectorText(defenders) : ''}`;
}
