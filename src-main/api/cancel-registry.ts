/**
 * Calls in flight by the request id the page gave them, so that a cancel message (IPC or HTTP) can
 * abort one. A cancel may overtake its call (over HTTP they travel on different connections), so the
 * last few ids cancelled before their call arrived are remembered and that call starts aborted.
 */
import { isRequestId } from '#main/contract/trainer-api';

/** Early cancels remembered; a page has at most a few calls in flight. */
const EARLY_CANCELS_KEPT = 256;

export interface CallHandle {
  /** Absent when the caller named no valid id: such a call cannot be cancelled by message. */
  readonly signal: AbortSignal | undefined;
  /** The call is answered: its id is forgotten. */
  end(): void;
}

export interface CancelRegistry {
  begin(requestId: unknown): CallHandle;
  /** True when a call in flight was aborted. */
  cancel(requestId: unknown): boolean;
}

export function createCancelRegistry(): CancelRegistry {
  const live = new Map<string, AbortController>();
  const early = new Set<string>();
  return {
    begin(requestId) {
      if (!isRequestId(requestId)) return { signal: undefined, end: () => undefined };
      const controller = new AbortController();
      if (early.delete(requestId)) controller.abort();
      live.set(requestId, controller);
      return {
        signal: controller.signal,
        end: () => {
          if (live.get(requestId) === controller) live.delete(requestId);
        },
      };
    },
    cancel(requestId) {
      if (!isRequestId(requestId)) return false;
      const controller = live.get(requestId);
      if (controller === undefined) {
        early.add(requestId);
        if (early.size > EARLY_CANCELS_KEPT) early.delete(early.values().next().value!);
        return false;
      }
      live.delete(requestId);
      controller.abort();
      return true;
    },
  };
}
