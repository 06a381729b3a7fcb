/**
 * The quiz being written in the sandbox is kept like the board: read back when the sandbox opens,
 * saved a moment after each change, so leaving the screen or reloading loses no title or explanation.
 * "Start over" clears it with the board and Undo brings it back. Called while a component starts (it
 * sets up that component's effects).
 */
import { untrack } from 'svelte';
import type { TrainerApi } from '#main/contract/trainer-api';
import type { BoardDraft } from '#shared/cards/index';
import type { JsonValue } from '#shared/quiz/index';
import { emptyForm, parseQuizForm, quizFormSettingKey, type AuthoringKind, type QuizForm } from './authoring.ts';
import { DRAFT_SAVE_DELAY_MS } from './sandbox-draft.svelte.ts';

export interface KeptQuizForm {
  readonly api: TrainerApi;
  /** The sandbox writing it: each keeps its own form. */
  readonly kind: AuthoringKind;
  get(): QuizForm;
  set(form: QuizForm): void;
  /** The board Start over cleared, or null (SandboxDraft.undo). */
  cleared(): BoardDraft | null;
  /** The form was cleared: what was said about the old one (lint, messages) goes too. */
  onclear(): void;
}

export function keepQuizForm(kept: KeptQuizForm): void {
  let restored = $state(false);
  /** The form Start over set aside, for Undo. */
  let setAside: QuizForm | null = null;
  let startedOver = false;
  const key = quizFormSettingKey(kept.kind);
  void kept.api.getSetting({ key }).then((r) => {
    const back = r.ok ? parseQuizForm(r.value, kept.kind) : null;
    // A start over made meanwhile is newer than the stored form.
    if (back !== null && !startedOver) kept.set(back);
    restored = true;
  });

  let seenCleared = untrack(() => kept.cleared());
  $effect(() => {
    const now = kept.cleared();
    if (now === seenCleared) return;
    seenCleared = now;
    untrack(() => {
      if (now !== null) {
        startedOver = true;
        setAside = $state.snapshot(kept.get());
        kept.set(emptyForm(kept.kind));
        kept.onclear();
      } else if (setAside !== null) {
        kept.set(setAside);
        setAside = null;
      }
    });
  });

  $effect(() => {
    // Reading every field makes each edit a change to save.
    const value = JSON.parse(JSON.stringify(kept.get())) as JsonValue;
    if (!restored) return;
    const timer = setTimeout(() => void kept.api.setSetting({ key, value }), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  });
}
