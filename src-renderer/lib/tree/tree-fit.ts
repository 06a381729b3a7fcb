/**
 * Where Fit (and the first view of a tree) puts the drawing: the whole tree in the canvas when it fits
 * at a readable zoom, never larger than life; otherwise the smallest readable zoom, starting at the
 * root (left, vertically centred on it) so the learner pans from the beginning: Fit never
 * shrinks text below a readable size, the learner pans instead. Pure: the canvas applies the result through d3.
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

/**
 * The two shapes of the drawing: `wide` reads left to right, one column a step (tree-layout.ts);
 * `stacked` is one box a row, indented by step (tree-stacked.ts), as wide as one box whatever the tree.
 */
export type TreeShape = 'wide' | 'stacked';

/** The zoom buttons' bar above the drawing, inside the canvas's height. */
const CONTROLS_HEIGHT = 36;

/** The wide shape's canvas height for a window this tall (between 360 and 560 px, half the window). */
export const wideCanvasHeight = (windowHeight: number): number => Math.round(Math.min(560, Math.max(360, windowHeight / 2)));

/**
 * The stacked shape's canvas is as tall as its tree at full size, so the page scrolls down the tree
 * and Fit shows every node; only a tree taller than STACKED_MAX_HEIGHT (about 70 rows) scrolls inside
 * its canvas instead, which keeps the number of boxes drawn at once bounded.
 */
export const STACKED_MAX_HEIGHT = 6000;
export const stackedCanvasHeight = (treeHeight: number): number =>
  Math.round(Math.max(200, Math.min(treeHeight + 2 * FIT_MARGIN + CONTROLS_HEIGHT, STACKED_MAX_HEIGHT)));

/** The wide shape when its tree fits the canvas whole at a readable zoom; otherwise the stacked one. */
export function chooseShape(wide: { readonly width: number; readonly height: number }, canvasWidth: number, canvasHeight: number): TreeShape {
  const fitsWidth = wide.width * MIN_FIT_SCALE + 2 * FIT_MARGIN <= canvasWidth;
  const fitsHeight = wide.height * MIN_FIT_SCALE + 2 * FIT_MARGIN <= canvasHeight;
  return fitsWidth && fitsHeight ? 'wide' : 'stacked';
}

/**
 * Fit for the stacked shape: the tree's width fills the canvas (never larger than life, never under
 * the readable zoom), centred; its top at the canvas's top margin when it is taller than the canvas
 * (the learner scrolls down), centred when it is not.
 */
export function fitStacked({ treeWidth, treeHeight, width, height }: Omit<FitInput, 'rootCenterY'>): FitTransform {
  const k = Math.min(1, Math.max(MIN_FIT_SCALE, (width - 2 * FIT_MARGIN) / Math.max(1, treeWidth)));
  const x = Math.max(FIT_MARGIN, (width - treeWidth * k) / 2);
  const y = treeHeight * k <= height - 2 * FIT_MARGIN ? (height - treeHeight * k) / 2 : FIT_MARGIN;
  return { x, y, k };
}

/** The zoom the learner can reach with the wheel and buttons: from half the readable zoom up to twice life size. */
export const ZOOM_EXTENT: readonly [number, number] = [MIN_FIT_SCALE / 2, 2];
