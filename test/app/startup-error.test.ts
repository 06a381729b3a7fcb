/** The "cannot start" dialog shows a message, never a stack trace: a trace tells the user nothing and shows the app's internals. */
import { describe, expect, it } from 'vitest';
import { startupErrorMessage } from '#main/electron/startup-error';

describe('startupErrorMessage', () => {
  it('an Error gives its message, without the stack', () => {
    const e = new Error('cannot open the data folder /x: EACCES');
    expect(e.stack).toContain('    at ');
    const text = startupErrorMessage(e);
    expect(text).toBe('cannot open the data folder /x: EACCES. Please report this problem.');
    expect(text).not.toContain(' at ');
  });

  it.each([
    ['a message with a stack-like tail', new Error('boom\n    at f (/app/out/main/index.js:1:2)'), 'boom. Please report this problem.'],
    ['a string', 'plain words', 'plain words. Please report this problem.'],
    ['anything else', { weird: true }, 'an unexpected error. Please report this problem.'],
    ['an empty message', new Error(''), 'an unexpected error. Please report this problem.'],
  ])('%s', (_name, e, expected) => {
    expect(startupErrorMessage(e)).toBe(expected);
  });

  it('a very long message is cut', () => {
    expect(startupErrorMessage(new Error('x'.repeat(5000))).length).toBeLessThan(600);
  });
});
