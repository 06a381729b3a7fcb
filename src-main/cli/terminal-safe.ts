/**
 * Text from packs, boards and share codes reaches the terminal through the CLI's output (quiz titles,
 * tags, card names, error messages quoting input). A terminal obeys control characters in it: a pack
 * titled with ESC sequences could retitle the window, erase lines or move the cursor, and bidi
 * overrides reorder what is shown. Every write is therefore escaped: C0 controls other
 * than tab and newline, DEL, the C1 controls (U+0080–U+009F, which include the 8-bit CSI), the bidi
 * embeddings, overrides, isolates and marks, and the Unicode line and paragraph separators are
 * written as `\uXXXX`. That form is also a valid JSON escape, and those characters can only stand
 * inside strings of JSON text, so `--json` output and exported packs stay valid and mean the same.
 */
import type { CliOutput } from './io.ts';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const TERMINAL_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

const hex4 = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

export const escapeTerminal = (text: string): string => text.replace(TERMINAL_UNSAFE, hex4);

/** The same output, every chunk escaped. */
export const terminalSafe = (out: CliOutput): CliOutput => ({ write: (chunk: string) => out.write(escapeTerminal(chunk)) });
