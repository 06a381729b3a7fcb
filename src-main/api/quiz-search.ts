/**
 * What library search finds a quiz by besides its title and id: the cards on its board
 * (creature names, effect sources, other permanents) and the rules its explanation cites (`CR 508.1d`,
 * read with citedRules). Taken from the stored quiz JSON once per pack version and cached by the
 * service, so a library load with thousands of quizzes parses no pack JSON.
 */
import { citedRules } from '#shared/text/rules';
import { isJsonObject } from '#shared/json/json-object';

export interface QuizSearchTerms {
  /** Card names, each once, in board order. */
  readonly cards: readonly string[];
  /** Rule numbers the explanation cites (`508.1d`), each once. */
  readonly rules: readonly string[];
}

const isObject = isJsonObject;
const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);

/** Every string in `value` (an explanation's short text and steps), depth-first. */
const textsOf = (value: unknown, out: string[]): string[] => {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) textsOf(v, out);
  else if (isObject(value)) for (const v of Object.values(value)) textsOf(v, out);
  return out;
};

/** Terms of one quiz as stored (attack-quiz-pack/1 JSON); anything missing gives no terms, never an error. */
export function quizSearchTerms(quiz: unknown): QuizSearchTerms {
  if (!isObject(quiz)) return { cards: [], rules: [] };
  const board = isObject(quiz['board']) ? quiz['board'] : {};
  const cards = new Set<string>();
  const add = (name: unknown): void => {
    if (typeof name === 'string' && name.trim() !== '') cards.add(name);
  };
  for (const c of list(board['creatures'])) if (isObject(c)) add(c['name']);
  for (const e of list(board['effects'])) if (isObject(e)) add(e['source']);
  const resources = isObject(board['resources']) ? board['resources'] : {};
  for (const p of list(resources['permanents'])) if (isObject(p)) add(p['name']);
  const rules = citedRules(textsOf(quiz['explanation'], []).join('\n'));
  return { cards: [...cards], rules };
}

/** The terms of every quiz of a stored pack's JSON text, by quiz id; empty when the text is not a pack. */
export function packSearchTerms(packJson: string): Map<string, QuizSearchTerms> {
  const terms = new Map<string, QuizSearchTerms>();
  let pack: unknown;
  try {
    pack = JSON.parse(packJson);
  } catch {
    return terms;
  }
  if (!isObject(pack)) return terms;
  for (const quiz of list(pack['quizzes'])) {
    if (isObject(quiz) && typeof quiz['id'] === 'string') terms.set(quiz['id'], quizSearchTerms(quiz));
  }
  return terms;
}
