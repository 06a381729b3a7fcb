/** A bad share code is explained in plain words: what went wrong and what to do, never base64 offsets. */
import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare } from '#shared/share/index';
import { shareErrorText } from '../../src-renderer/lib/sandbox/share-text.ts';
import { makeBoardDraft } from '#shared/cards/index';

const good = encodeShare({ kind: 'board', board: makeBoardDraft(['you', 'opp'], 'you') });
if (!good.ok) throw new Error('the empty board has a code');

describe('shareErrorText', () => {
  const cases: { name: string; code: string; says: string }[] = [
    { name: 'empty', code: '   ', says: 'Paste a share code first' },
    { name: 'not ours', code: 'hello there', says: 'not an Attack Trainer share code' },
    { name: 'a newer version', code: 'AT9.b.AAAA', says: 'newer version' },
    { name: 'an unknown kind', code: 'AT1.z.AAAA', says: 'does not know' },
    { name: 'impossible base64 length', code: 'AT1.b.@@@@@', says: 'Copy the whole code again' },
    { name: 'cut short', code: good.value.slice(0, -6), says: 'Copy the whole code again' },
    { name: 'one character too many', code: `${good.value}A`, says: 'Copy the whole code again' },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const r = decodeShare(c.code);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      const text = shareErrorText(r.error);
      expect(text.startsWith('That code cannot be imported: ')).toBe(true);
      expect(text).toContain(c.says);
      // The decoder's technical words stay out of what the learner reads.
      expect(text).not.toMatch(/base64|payload character|DEFLATE|UTF-8|line \d+ column/);
    });
  }

  it('an invalid board names its first problem and where it is', () => {
    const text = shareErrorText({ code: 'invalid-board', message: 'x', issues: [{ path: 'creatures[0].power', message: 'must be a number' }] });
    expect(text).toBe('That code cannot be imported: the board it holds breaks the board format (creatures[0].power: must be a number).');
  });
});
