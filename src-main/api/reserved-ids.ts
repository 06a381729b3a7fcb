/**
 * Pack ids the app owns: the built-in pack and the packs that hold the generated puzzles a learner
 * answered (puzzle-service.ts writes into `generated-puzzles`, `generated-puzzles-2`, …). An imported
 * pack or the user's own pack (the `userPackId` setting) under one of them would mix foreign quizzes
 * into the app's pack, or the app's puzzles into the user's quizzes, so neither may take them.
 */
export const BUILTIN_PACK_ID = 'builtin';
/** `generated-puzzles`, `generated-puzzles-2`, …: the packs puzzle-service.ts writes answered puzzles into. */
export const isGeneratedPackId = (id: string): boolean => /^generated-puzzles(-\d+)?$/.test(id);

export const isReservedPackId = (id: string): boolean => id === BUILTIN_PACK_ID || isGeneratedPackId(id);

export const reservedPackIdMessage = (id: string): string =>
  id === BUILTIN_PACK_ID
    ? `the pack id "${id}" belongs to the built-in pack`
    : `the pack id "${id}" belongs to the app's pack of generated puzzles you answered`;
