/**
 * The app's two screens as hash routes: `#/` is the library, `#/quiz/<packId>/<quizId>` one quiz.
 * Hash routes because both hosts serve one static page (out/renderer/index.html) and the browser
 * host's address carries its token in the query string, which a path-based router would have to keep.
 * Pure, so the parsing is tested without a browser.
 */

export type Route =
  | { readonly name: 'start' }
  | { readonly name: 'summary' }
  | { readonly name: 'library' }
  | { readonly name: 'quiz'; readonly packId: string; readonly quizId: string }
  | { readonly name: 'sandbox' }
  | { readonly name: 'block-sandbox' }
  | { readonly name: 'review' }
  | { readonly name: 'exam'; readonly examId?: string }
  | { readonly name: 'progress' }
  | { readonly name: 'puzzles' }
  | { readonly name: 'rush' }
  | { readonly name: 'not-found'; readonly hash: string };

/** Screens addressed by one fixed segment (`#/sandbox` …). */
const SIMPLE_SCREENS = ['start', 'summary', 'sandbox', 'review', 'progress', 'puzzles', 'rush'] as const;

export const LIBRARY_ROUTE: Route = { name: 'library' };
export const START_ROUTE: Route = { name: 'start' };

/** One path segment, or undefined when it is empty or not valid percent-encoding. */
const decodeSegment = (segment: string): string | undefined => {
  if (segment === '') return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * `location.hash` → the screen to show. An empty hash and `#` are the start screen (the page's first
 * load has no hash: the app opens on its front door), `#/` the library. A trailing slash is forgiven;
 * anything else unknown is `not-found`, so the screen can say so instead of silently showing the library.
 */
export const parseRoute = (hash: string): Route => {
  const path = hash.startsWith('#') ? hash.slice(1) : hash;
  if (path === '') return START_ROUTE;
  if (path === '/') return LIBRARY_ROUTE;
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  const segments = trimmed.split('/');
  for (const name of SIMPLE_SCREENS) if (segments.length === 2 && segments[0] === '' && segments[1] === name) return { name };
  // The blocking sandbox sits under the sandbox's address: one Sandbox, attacking or blocking.
  if (segments.length === 3 && segments[0] === '' && segments[1] === 'sandbox' && segments[2] === 'block') return { name: 'block-sandbox' };
  if (segments[0] === '' && segments[1] === 'exam') {
    if (segments.length === 2) return { name: 'exam' };
    const examId = segments.length === 3 ? decodeSegment(segments[2] ?? '') : undefined;
    if (examId !== undefined) return { name: 'exam', examId };
  }
  if (segments.length === 4 && segments[0] === '' && segments[1] === 'quiz') {
    const packId = decodeSegment(segments[2] ?? '');
    const quizId = decodeSegment(segments[3] ?? '');
    if (packId !== undefined && quizId !== undefined) return { name: 'quiz', packId, quizId };
  }
  return { name: 'not-found', hash };
};

/** The hash of a route (with its `#`); parseRoute(makeRouteHash(r)) gives r back for every route but not-found. */
export const makeRouteHash = (route: Route): string => {
  switch (route.name) {
    case 'library':
      return '#/';
    case 'quiz':
      return `#/quiz/${encodeURIComponent(route.packId)}/${encodeURIComponent(route.quizId)}`;
    case 'start':
    case 'summary':
    case 'sandbox':
    case 'review':
    case 'progress':
    case 'puzzles':
    case 'rush':
      return `#/${route.name}`;
    case 'block-sandbox':
      return '#/sandbox/block';
    case 'exam':
      return route.examId === undefined ? '#/exam' : `#/exam/${encodeURIComponent(route.examId)}`;
    case 'not-found':
      return route.hash.startsWith('#') ? route.hash : `#${route.hash}`;
  }
};

export const quizHref = (packId: string, quizId: string): string => makeRouteHash({ name: 'quiz', packId, quizId });
