/**
 * The colour theme: the learner's choice, remembered in the setting `ui.theme`, applied as
 * `data-theme` on <html> (app.css holds both palettes; without the attribute it follows the system).
 */
import type { TrainerApi } from '#main/contract/trainer-api';
import { DEFAULT_THEME, parseThemeChoice, THEME_SETTING_KEY, themeAttribute, type ThemeChoice } from './shell/theme.ts';

const apply = (choice: ThemeChoice): void => {
  const attribute = themeAttribute(choice);
  if (attribute === undefined) delete document.documentElement.dataset['theme'];
  else document.documentElement.dataset['theme'] = attribute;
};

export class ThemeState {
  choice: ThemeChoice = $state(DEFAULT_THEME);
  /** Set when the choice could not be saved: the theme still applies for this session. */
  saveFailed = $state(false);

  readonly #api: TrainerApi;
  #changed = false;

  constructor(api: TrainerApi) {
    this.#api = api;
  }

  /** Reads the remembered choice; an unreadable setting leaves the system theme. */
  async load(): Promise<void> {
    const r = await this.#api.getSetting({ key: THEME_SETTING_KEY });
    // A choice made while the setting was loading is newer than the stored one.
    if (this.#changed || !r.ok) return;
    this.choice = parseThemeChoice(r.value);
    apply(this.choice);
  }

  async set(choice: ThemeChoice): Promise<void> {
    this.#changed = true;
    this.choice = choice;
    apply(choice);
    const r = await this.#api.setSetting({ key: THEME_SETTING_KEY, value: choice });
    this.saveFailed = !r.ok;
  }
}
