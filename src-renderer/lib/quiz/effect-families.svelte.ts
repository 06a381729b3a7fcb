/**
 * The learner's choice to see the effects' families (restriction, requirement, cost) in a practice
 * quiz before answering, remembered in the setting EFFECT_FAMILIES_SETTING_KEY. Until the setting is
 * read the families stay back: a learner who turned them off never sees them flash in.
 */
import type { TrainerApi } from '#main/contract/trainer-api';
import { EFFECT_FAMILIES_SETTING_KEY, parseEffectFamiliesSetting } from './effect-labels.ts';

export class EffectFamiliesSetting {
  /** The choice; false until the setting is read. */
  show = $state(false);
  /** Set when the choice could not be saved: it still applies on this screen. */
  saveFailed = $state(false);

  readonly #api: TrainerApi;
  #changed = false;

  constructor(api: TrainerApi) {
    this.#api = api;
  }

  /** Reads the remembered choice; an unreadable setting counts as the default (shown). */
  async load(): Promise<void> {
    const r = await this.#api.getSetting({ key: EFFECT_FAMILIES_SETTING_KEY });
    // A choice made while the setting was loading is newer than the stored one.
    if (this.#changed) return;
    this.show = parseEffectFamiliesSetting(r.ok ? r.value : undefined);
  }

  async set(show: boolean): Promise<void> {
    this.#changed = true;
    this.show = show;
    const r = await this.#api.setSetting({ key: EFFECT_FAMILIES_SETTING_KEY, value: show });
    this.saveFailed = !r.ok;
  }
}
