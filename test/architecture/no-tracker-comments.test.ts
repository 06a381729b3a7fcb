/**
 * Comments say why in the present tense and cite a Comprehensive Rules number or a spec section, never
 * the tracker that asked for the change: the tracker is not in the repository, so its numbers tell a
 * reader nothing. Every comment of the sources, tests, benches, scripts and configs is read (TypeScript's
 * own comment ranges for code, so a URL or a `#1` inside a string is never taken for a comment) and none
 * may cite an issue number.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Folders read in full, and the root's own files (configs). */
const FOLDERS = ['src-main', 'src-renderer', 'test', 'bench', 'scripts', 'bin', 'tools', '.ci'];
const SKIP_DIRS = new Set(['node_modules', 'out', 'dist', 'native', 'test-results', 'playwright-report', '.vite', '.git', 'fixtures']);
const CODE = /\.(?:ts|mts|cts|js|mjs|cjs)$/;
const HASH_COMMENTED = /(?:\.ya?ml|\.npmrc|\.gitignore|\.prettierignore|^run)$/;

/** The word "issue" (or "issues") before a number, with or without "#"; a bare "#" and a number, as trackers write a reference. */
const ISSUE_WORD = /\bissues?\s*#?\d+/i;
const HASH_NUMBER = /(?:^|[\s(,[])#\d+\b(?![\w-])/;

/** A quoted example in a comment ("Crazed Goblin #2", a name the app shows) is text the app prints, not a reference. */
const withoutQuotedExamples = (comment: string): string => comment.replace(/"[^"\n]*"/g, '""');

const citesTracker = (comment: string): boolean => ISSUE_WORD.test(comment) || HASH_NUMBER.test(withoutQuotedExamples(comment));

/** The comments of a TypeScript or JavaScript text, found as TypeScript's parser sees them. */
const codeComments = (text: string, fileName: string): string[] => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS);
  const ranges = new Map<number, string>();
  const add = (list: readonly ts.CommentRange[] | undefined): void => {
    for (const r of list ?? []) ranges.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node): void => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...ranges.values()];
};

/** A Svelte component: its scripts' comments and the markup's HTML comments. */
const svelteComments = (text: string, fileName: string): string[] => {
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => codeComments(m[1] ?? '', `${fileName}.ts`));
  const markup = text.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
  const styles = [...text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].flatMap((m) => [...(m[1] ?? '').matchAll(/\/\*[\s\S]*?\*\//g)].map((c) => c[0]));
  return [...scripts, ...styles, ...[...markup.matchAll(/<!--[\s\S]*?-->/g)].map((m) => m[0])];
};

/** A YAML, shell or ignore file: what follows a `#` that starts a line or follows a space. */
const hashComments = (text: string): string[] => [...text.matchAll(/(?:^|\s)#(?!!)(.*)$/gm)].map((m) => m[1] ?? '');

const commentsOf = (file: string): string[] => {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  if (file.endsWith('.svelte')) return svelteComments(text, file);
  if (CODE.test(file)) return codeComments(text, file);
  if (file.endsWith('.html')) return [...text.matchAll(/<!--[\s\S]*?-->/g)].map((m) => m[0]);
  if (file.endsWith('.css')) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]);
  if (HASH_COMMENTED.test(path.basename(file))) return hashComments(text);
  return [];
};

const walk = (dir: string): string[] =>
  fs.existsSync(path.join(root, dir))
    ? fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const rel = path.posix.join(dir, entry.name);
        if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : walk(rel);
        return entry.isFile() ? [rel] : [];
      })
    : [];

const rootFiles = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => entry.name);

/** Every file read, relative to the repository. */
const FILES = [...rootFiles, ...FOLDERS.flatMap(walk)].filter(
  (file) => CODE.test(file) || /\.(?:svelte|html|css)$/.test(file) || HASH_COMMENTED.test(path.basename(file)),
);

describe('the detector', () => {
  it.each([
    ['// issue 14 §3: two processes', true],
    ['/* Issue #7 */', true],
    ['// see issues 3 and 4', true],
    ['// the retry of (#12)', true],
    ['# afterPack hook, #14', true],
    ['// CR 508.1d: a requirement is maximized without breaking a restriction', false],
    ['// attack-board-v1 §4.2 decides a tie', false],
    ['// the issue this guards against is a lost write', false],
    ['// a fragment such as #quiz-3 names a route', false],
    ['// numbered when two share a name ("Crazed Goblin #2")', false],
    ['// the name "issue 7" quoted is still a citation', true],
  ])('%s → %s', (comment, cites) => {
    expect(citesTracker(comment)).toBe(cites);
  });

  it('reads comments, not strings: a "#1" or an "issue 2" inside a string is code', () => {
    const text = "const url = 'https://example.org/issue 2#1'; // the example's own URL\n/* a block */\n";
    expect(codeComments(text, 'probe.ts')).toEqual(["// the example's own URL", '/* a block */']);
  });

  it('reads the scripts, styles and markup of a Svelte component', () => {
    const text = '<script lang="ts">\n  // in the script\n  let a = 1;\n</script>\n<!-- in the markup -->\n<style>\n  /* in the style */\n</style>\n';
    expect(svelteComments(text, 'Probe.svelte')).toEqual(['// in the script', '/* in the style */', '<!-- in the markup -->']);
  });
});

describe('no comment cites the tracker', () => {
  it('reads the whole repository', () => {
    // The folders exist and hold code: an empty list would pass for the wrong reason.
    expect(FILES.filter((file) => file.startsWith('src-main/')).length).toBeGreaterThan(100);
    expect(FILES).toContain('eslint.config.js');
    expect(FILES).toContain('electron-builder.yml');
  });

  // It reads every comment of the repository: seconds, more than a unit test's default 5 s on a busy machine.
  it('in the sources, tests, benches, scripts and configs', () => {
    const offenders = FILES.flatMap((file) =>
      commentsOf(file)
        .filter(citesTracker)
        .map(
          (comment) =>
            `${file}: ${
              comment
                .split('\n')
                .find((line) => citesTracker(line))
                ?.trim() ?? comment.trim()
            }`,
        ),
    );
    expect(offenders).toEqual([]);
  }, 60_000);
});
