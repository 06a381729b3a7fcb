/**
 * What the "cannot start" dialog says about an unexpected failure: the error's message, one line, never
 * its stack: a stack means nothing to the user and lays out the app's files and
 * internals. The full error still goes to the console for whoever debugs it.
 */
const MAX_MESSAGE_CHARS = 500;

export const startupErrorMessage = (e: unknown): string => {
  const raw = e instanceof Error ? e.message : typeof e === 'string' ? e : 'an unexpected error';
  // A message can itself carry a stack-like tail ("…\n    at x (file:1:2)"): keep the lines before it.
  const lines = raw.split(/\r?\n/).filter((line) => !/^\s*at\s/.test(line));
  const text = lines.join(' ').replace(/\s+/g, ' ').trim();
  const short = text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS - 1)}…` : text;
  return `${short === '' ? 'an unexpected error' : short}. Please report this problem.`;
};
