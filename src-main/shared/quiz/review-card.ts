/**
 * The ts-fsrs Card as the store keeps it: plain JSON with ISO 8601 dates (review_state.state and the
 * attempts' review records). Parsing checks every field, because a card also arrives in imported pack
 * files. Pure: only a type import from ts-fsrs, so the pack parser can use it without the scheduler.
 */
import type { Card } from 'ts-fsrs';
import { err, ok, type Result } from '#shared/engine/result';

/** A Card with its dates as ISO text. */
export interface CardJson {
  readonly due: string;
  readonly stability: number;
  readonly difficulty: number;
  readonly elapsed_days: number;
  readonly scheduled_days: number;
  readonly learning_steps: number;
  readonly reps: number;
  readonly lapses: number;
  /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  readonly state: 0 | 1 | 2 | 3;
  readonly last_review?: string;
}

const NUMBER_FIELDS = ['stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses'] as const;
const CARD_FIELDS: readonly string[] = ['due', 'state', 'last_review', ...NUMBER_FIELDS];

export const makeCardJson = (card: Card): CardJson => ({
  due: card.due.toISOString(),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsed_days,
  scheduled_days: card.scheduled_days,
  learning_steps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state as CardJson['state'],
  ...(card.last_review === undefined ? {} : { last_review: card.last_review.toISOString() }),
});

export const toCard = (json: CardJson): Card => ({
  due: new Date(json.due),
  stability: json.stability,
  difficulty: json.difficulty,
  elapsed_days: json.elapsed_days,
  scheduled_days: json.scheduled_days,
  learning_steps: json.learning_steps,
  reps: json.reps,
  lapses: json.lapses,
  state: json.state,
  ...(json.last_review === undefined ? {} : { last_review: new Date(json.last_review) }),
});

/** ISO 8601 with a time zone, as toISOString writes it (a bare date would read as local time in places). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const isIsoTime = (v: unknown): v is string => typeof v === 'string' && ISO_TIME.test(v) && !Number.isNaN(Date.parse(v));

export interface CardIssue {
  /** Relative to the card: '' or a field name. */
  readonly path: string;
  readonly message: string;
}

/** An unknown value → CardJson, with one issue per bad field. Dates are normalized to toISOString form. */
export function parseCardJson(raw: unknown): Result<CardJson, CardIssue[]> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return err([{ path: '', message: 'a review card must be a JSON object' }]);
  const o = raw as Readonly<Record<string, unknown>>;
  const issues: CardIssue[] = [];
  for (const k of Object.keys(o)) if (!CARD_FIELDS.includes(k)) issues.push({ path: k, message: `unknown field "${k}" in a review card` });
  for (const k of NUMBER_FIELDS) {
    const v = o[k];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) issues.push({ path: k, message: `"${k}" must be a finite number ≥ 0` });
  }
  for (const k of ['reps', 'lapses', 'learning_steps'] as const) {
    const v = o[k];
    if (typeof v === 'number' && !Number.isInteger(v)) issues.push({ path: k, message: `"${k}" must be a whole number` });
  }
  if (!isIsoTime(o['due'])) issues.push({ path: 'due', message: '"due" must be an ISO 8601 time' });
  if (o['last_review'] !== undefined && !isIsoTime(o['last_review'])) issues.push({ path: 'last_review', message: '"last_review" must be an ISO 8601 time' });
  const state = o['state'];
  if (state !== 0 && state !== 1 && state !== 2 && state !== 3)
    issues.push({ path: 'state', message: '"state" must be 0 (new), 1 (learning), 2 (review) or 3 (relearning)' });
  if (issues.length > 0) return err(issues);
  const n = (k: (typeof NUMBER_FIELDS)[number]) => o[k] as number;
  return ok({
    due: new Date(o['due'] as string).toISOString(),
    stability: n('stability'),
    difficulty: n('difficulty'),
    elapsed_days: n('elapsed_days'),
    scheduled_days: n('scheduled_days'),
    learning_steps: n('learning_steps'),
    reps: n('reps'),
    lapses: n('lapses'),
    state: state as CardJson['state'],
    ...(o['last_review'] === undefined ? {} : { last_review: new Date(o['last_review'] as string).toISOString() }),
  });
}
