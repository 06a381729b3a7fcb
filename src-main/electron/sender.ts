/**
 * Who may call the API over IPC: only the main window's top frame while it shows the app. A subframe,
 * another window, or the main frame after it was somehow taken elsewhere gets nothing (Electron
 * security checklist, item 17: validate the sender of every IPC message).
 */

/** The identity and address of a frame, as Electron's WebFrameMain gives them. */
export interface FrameRef {
  readonly url: string;
  readonly processId: number;
  readonly routingId: number;
}

export interface SenderEvent {
  /** Null when the frame navigated away or was destroyed before the message was handled. */
  readonly senderFrame: FrameRef | null;
}

/**
 * Frames are compared by (processId, routingId), which names one frame for its whole life, rather than
 * by wrapper identity, which Electron does not promise. `mainFrame` is read at call time: the main
 * window's top frame changes when it reloads into a new renderer process.
 */
export const isTrustedSender = (event: SenderEvent, mainFrame: FrameRef | undefined, isAppUrl: (url: string) => boolean): boolean => {
  const frame = event.senderFrame;
  if (frame === null || mainFrame === undefined) return false;
  if (frame !== mainFrame && (frame.processId !== mainFrame.processId || frame.routingId !== mainFrame.routingId)) return false;
  return isAppUrl(frame.url);
};
