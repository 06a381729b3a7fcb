/**
 * Block declarations as the learner reads them: card names, "Wall of Stone blocks Grizzly Bears and
 * Hill Giant" (block-board/1 §6 declarations, written in judge language by the shared block texts).
 */
import type { BlockBoard, BlockDeclaration } from '#shared/engine/block/index';
import { blockDeclarationText } from '#shared/text/block-text';
import { namesOfBoard } from '#shared/text/learner-text';

/** One declaration, capitalized as a line of a list; the empty declaration is "No block". */
export function blockDeclarationLine(board: BlockBoard, d: BlockDeclaration): string {
  if (Object.keys(d.blocks).length === 0) return 'No block';
  const text = blockDeclarationText(d.blocks, namesOfBoard({ ...board, defenders: board.defenders }));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
