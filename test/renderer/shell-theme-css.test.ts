/**
 * The two palettes of src-renderer/app.css: each colour is declared once as light-dark(light, dark), the
 * scheme follows the system without a choice and is pinned by data-theme, and every text colour must be
 * readable on the backgrounds it is used on.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const css = readFileSync(new URL('../../src-renderer/app.css', import.meta.url), 'utf8');

/** The declarations of the first block opened by exactly `selector` (a line of its own). */
const block = (selector: string): string => {
  const start = css.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`app.css has no ${selector} block`);
  const open = css.indexOf('{', start);
  return css.slice(open + 1, css.indexOf('}', open)).replace(/\/\*[\s\S]*?\*\//g, '');
};

const TOKENS = block(':root');
const COLOURS = [...TOKENS.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => ({ name: m[1] ?? '', value: (m[2] ?? '').trim() }));
const halves = (value: string): [string, string] | undefined => {
  const m = /^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i.exec(value);
  return m === null ? undefined : [m[1] ?? '', m[2] ?? ''];
};
const LIGHT = new Map(COLOURS.map((c) => [c.name, halves(c.value)?.[0] ?? 'missing']));
const DARK = new Map(COLOURS.map((c) => [c.name, halves(c.value)?.[1] ?? 'missing']));
const scheme = (selector: string): string | undefined => /color-scheme\s*:\s*([^;]+);/.exec(block(selector))?.[1]?.trim();

/** WCAG 2.x relative luminance and contrast ratio of #rrggbb colours. */
const luminance = (hex: string): number => {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (m === null) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => {
    const v = parseInt(c ?? '0', 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Text colour → the backgrounds it is drawn on somewhere in the UI. */
const PAIRS: readonly [string, readonly string[]][] = [
  ['--text', ['--bg', '--surface', '--bar-bg', '--field-bg', '--row-hover', '--badge']],
  ['--muted', ['--bg', '--surface', '--bar-bg', '--field-bg', '--row-hover']],
  ['--link', ['--bg', '--surface', '--bar-bg', '--row-hover']],
  ['--accent-text', ['--accent']],
  ['--error', ['--bg', '--surface']],
  ['--warning', ['--bg', '--surface']],
  ['--status-new-fg', ['--status-new-bg']],
  ['--status-correct-fg', ['--status-correct-bg']],
  ['--status-missed-fg', ['--status-missed-bg']],
  ['--status-due-fg', ['--status-due-bg']],
];

describe('app.css palettes', () => {
  test('every colour is one light-dark() pair of #rrggbb colours', () => {
    expect(COLOURS.length).toBeGreaterThanOrEqual(20);
    expect(COLOURS.filter((c) => halves(c.value) === undefined)).toEqual([]);
  });

  test('without a choice the scheme follows the system; a choice pins it', () => {
    expect(scheme(':root')).toBe('light dark');
    expect(scheme(":root[data-theme='light']")).toBe('light');
    expect(scheme(":root[data-theme='dark']")).toBe('dark');
  });

  for (const [name, theme] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const) {
    test.each(PAIRS.flatMap(([fg, bgs]) => bgs.map((bg) => ({ fg, bg }))))(`${name}: $fg on $bg is at least 4.5:1`, ({ fg, bg }) => {
      const ratio = contrast(theme.get(fg) ?? 'missing', theme.get(bg) ?? 'missing');
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    });
  }

  test('the contrast check itself: black on white is 21:1, grey on grey fails', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#888888')).toBeLessThan(4.5);
  });
});
