/**
 * The colour theme the learner picked: light, dark, or whatever the system prefers. Stored under the
 * setting `ui.theme` as the bare word; anything else read back (an older or hand-edited setting)
 * counts as `system`, the default, rather than an error the learner cannot fix from the UI.
 */

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_SETTING_KEY = 'ui.theme';
export const DEFAULT_THEME: ThemeChoice = 'system';

export const isThemeChoice = (value: unknown): value is ThemeChoice => typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);

export const parseThemeChoice = (value: unknown): ThemeChoice => (isThemeChoice(value) ? value : DEFAULT_THEME);

/**
 * The `data-theme` attribute for <html>: set only for an explicit choice. With `system` the
 * attribute is absent and app.css follows prefers-color-scheme, so a system switch applies at once.
 */
export const themeAttribute = (choice: ThemeChoice): 'light' | 'dark' | undefined => (choice === 'system' ? undefined : choice);

export const THEME_LABELS: Readonly<Record<ThemeChoice, string>> = { light: 'Light', dark: 'Dark', system: 'System' };
