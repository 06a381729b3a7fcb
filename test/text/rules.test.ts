import { describe, expect, it } from 'vitest';
import { RULES, citedRules, isRuleNumber, ruleEntry } from '#shared/text/rules';

describe('rule table', () => {
  it('has unique numbers, each with a title and a one-sentence summary', () => {
    const numbers = RULES.map((r) => r.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const rule of RULES) {
      expect(rule.number).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
      expect(rule.title.length).toBeGreaterThan(0);
      expect(rule.summary).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('skips the letters l and o as the rules do', () => {
    expect(RULES.some((r) => /\d[lo]$/.test(r.number))).toBe(false);
  });

  it('finds each rule by number', () => {
    expect(ruleEntry('508.1d')?.title).toBe('Check requirements');
    expect(ruleEntry('508.1l')).toBeUndefined();
    expect(isRuleNumber('302.6')).toBe(true);
    expect(isRuleNumber('999.9')).toBe(false);
  });
});

describe('citedRules', () => {
  it.each([
    ['no citation', 'Goblins attack.', []],
    ['one', 'The maximum is two (CR 508.1d).', ['508.1d']],
    ['a list', 'See CR 508.1c, 508.1d and 302.6.', ['508.1c', '508.1d', '302.6']],
    ['repeated', 'CR 508.1h then CR 508.1h again', ['508.1h']],
    ['a bare number is not a citation', 'rule 508.1d', []],
    ['a whole rule', 'CR 118.3: no resources, no payment.', ['118.3']],
  ] as const)('%s', (_name, text, expected) => {
    expect(citedRules(text)).toEqual(expected);
  });
});
