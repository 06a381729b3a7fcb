/**
 * Where Fit (and the first view of a tree) puts the drawing: the whole tree in the canvas when it fits
 * at a readable zoom, never larger than life; otherwise the smallest readable zoom, starting at the
 * root (left, vertically centred on it) so the learner pans from the beginning (issue 12: "Fit never
 * shrinks text below a readable size (pan instead)"). Pure: the canvas applies the result through d3.
 */

/** The node sample text is 12 px (TreeCanvas); below this it stops being comfortable to read. */
export const NODE_TEXT_PX = 12;
export const MIN_READABLE_PX = 10;
export const MIN_FIT_SCALE = MIN_READABLE_PX / NODE_TEXT_PX;
/** Space kept between the tree and the canvas's edges. */
export const FIT_MARGIN = 16;

export interface FitInput {
  readonly treeWidth: number;
  readonly treeHeight: number;
  /** The vertical centre of the root's box, in layout units. */
  readonly rootCenterY: number;
  readonly width: number;
  readonly height: number;
}

export interface FitTransform {
  readonly x: number;
  readonly y: number;
  readonly k: number;
}

export function fitTransform({ treeWidth, treeHeight, rootCenterY, width, height }: FitInput): FitTransform {
  const room = Math.min((width - 2 * FIT_MARGIN) / Math.max(1, treeWidth), (height - 2 * FIT_MARGIN) / Math.max(1, treeHeight));
  const k = Math.min(1, Math.max(MIN_FIT_SCALE, room));
  const x = treeWidth * k <= width - 2 * FIT_MARGIN ? (width - treeWidth * k) / 2 : FIT_MARGIN;
  const y = treeHeight * k <= height - 2 * FIT_MARGIN ? (height - treeHeight * k) / 2 : height / 2 - rootCenterY * k;
  return { x, y, k };
}
