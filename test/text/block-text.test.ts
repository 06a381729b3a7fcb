/** The blocking texts: every rule a step cites is summarized, and unit and declaration texts read with card names. */
import { describe, expect, it } from 'vitest';
import {
  BLOCK_RULES,
  BLOCK_STEP_CHECKS,
  BLOCK_STEP_RULES,
  BLOCK_STEPS,
  blockDeclarationText,
  blockStepCitation,
  blockUnitText,
  blockVerdictText,
} from '#shared/text/block-text';
import { ID_NAMES } from '#shared/text/learner-text';

describe('block texts', () => {
  it.each(BLOCK_STEPS)('step %s cites only summarized rules', (step) => {
    for (const rule of BLOCK_STEP_RULES[step]) expect(BLOCK_RULES[rule]?.length ?? 0).toBeGreaterThan(20);
    expect(blockStepCitation(step)).toMatch(/^CR 509\.1[a-d]/);
  });
  it('writes declarations and units', () => {
    expect(blockDeclarationText({}, ID_NAMES)).toBe('no block');
    expect(
      blockDeclarationText(
        { guard: ['elf', 'unicorn'], bears: 'elf' },
        {
          creature: (id) => ({ guard: 'Palace Guard', bears: 'Grizzly Bears', elf: 'Taunting Elf', unicorn: 'Prized Unicorn' })[id] ?? id,
          defender: (id) => id,
        },
      ),
    ).toBe('Palace Guard blocks Taunting Elf and Prized Unicorn; Grizzly Bears blocks Taunting Elf');
    expect(blockUnitText({ kind: 'mustBeBlockedExactly', attacker: 'Nacatl War-Pride', count: 1 }, 'Nacatl War-Pride')).toBe(
      'Nacatl War-Pride is blocked by exactly 1 creature (Nacatl War-Pride)',
    );
  });
  it('says what each step checks in its own sentence, and the verdict names the failing step by number and title', () => {
    for (const step of BLOCK_STEPS) expect(BLOCK_STEP_CHECKS[step]).toMatch(/^[A-Z].{80,}\.$/);
    expect(new Set(BLOCK_STEPS.map((s) => BLOCK_STEP_CHECKS[s])).size).toBe(BLOCK_STEPS.length);
    expect(blockVerdictText(true, undefined)).toBe('is legal: it follows every step of CR 509.1.');
    expect(blockVerdictText(false, '509.1b')).toBe('is not legal: it fails CR 509.1b (check restrictions).');
    expect(blockVerdictText(false, undefined)).toBe('is not legal.');
  });
});
