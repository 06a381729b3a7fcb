/** The blocking texts: every rule a step cites is summarized, and unit and declaration texts read with card names. */
import { describe, expect, it } from 'vitest';
import { BLOCK_RULES, BLOCK_STEP_RULES, BLOCK_STEPS, blockDeclarationText, blockStepCitation, blockUnitText } from '#shared/text/block-text';
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
});
