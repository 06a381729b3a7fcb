import { describe, expect, test } from 'vitest';
import { parseThemeChoice, themeAttribute, THEME_CHOICES } from '../../src-renderer/lib/shell/theme.ts';

describe('parseThemeChoice', () => {
  test.each([
    { stored: 'light', choice: 'light' },
    { stored: 'dark', choice: 'dark' },
    { stored: 'system', choice: 'system' },
    { stored: null, choice: 'system' },
    { stored: 'Dark', choice: 'system' },
    { stored: 'sepia', choice: 'system' },
    { stored: 1, choice: 'system' },
    { stored: { theme: 'dark' }, choice: 'system' },
  ])('$stored → $choice', ({ stored, choice }) => {
    expect(parseThemeChoice(stored)).toBe(choice);
  });
});

describe('themeAttribute', () => {
  test.each([
    { choice: 'light', attribute: 'light' },
    { choice: 'dark', attribute: 'dark' },
    { choice: 'system', attribute: undefined },
  ] as const)('$choice → $attribute', ({ choice, attribute }) => {
    expect(themeAttribute(choice)).toBe(attribute);
  });

  test('every choice read back is itself', () => {
    for (const choice of THEME_CHOICES) expect(parseThemeChoice(choice)).toBe(choice);
  });
});
