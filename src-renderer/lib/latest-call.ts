/**
 * One engine call per input, inside a Svelte $effect: the returned cleanup aborts the call when a newer
 * input (or leaving the view) replaces it, so the engine stops working on it and its late answer is
 * dropped; only the latest input's answer is kept.
 */
export function latestCall<T>(call: (signal: AbortSignal) => Promise<T>, keep: (answer: T) => void): () => void {
  const stale = new AbortController();
  void call(stale.signal).then((answer) => {
    if (!stale.signal.aborted) keep(answer);
  });
  return () => stale.abort();
}
