/**
 * The current route, following `location.hash`. Navigation is plain links (`href="#/…"`) and the
 * browser's own history, so Back and Forward work with no extra code; `go` is for keyboard shortcuts.
 */
import { makeRouteHash, parseRoute, type Route } from './shell/route.ts';

export class Router {
  route: Route = $state.raw(parseRoute(location.hash));

  /** Starts following the hash; returns the function that stops it (an onMount cleanup). */
  start(): () => void {
    const update = (): void => {
      this.route = parseRoute(location.hash);
    };
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }

  /** A new history entry, as a link would make; nothing when already there (no duplicate entries). */
  go(route: Route): void {
    const hash = makeRouteHash(route);
    if (location.hash !== hash) location.hash = hash;
  }
}
