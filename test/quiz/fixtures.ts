/** A small valid raw pack, one quiz of each question type, for tables that break one thing at a time. */

export const CUB_GOBLIN_BOARD = {
  format: 'attack-board/1',
  players: ['you', 'opp'],
  activePlayer: 'you',
  creatures: [
    { id: 'cub', name: 'Bear Cub', controller: 'you', power: 2, toughness: 2 },
    { id: 'goblin', name: 'Crazed Goblin', controller: 'you', power: 1, toughness: 1 },
  ],
  effects: [{ id: 'goblin-req', source: 'Crazed Goblin', kind: 'mustAttack', creatures: { ids: ['goblin'] } }],
};

/** Q2's board: a goaded Behemoth with an attack cost, three players. */
export const BEHEMOTH_BOARD = {
  format: 'attack-board/1',
  players: ['you', 'alice', 'bob'],
  activePlayer: 'you',
  creatures: [{ id: 'behemoth', name: 'Qal Sisma Behemoth', controller: 'you' }],
  effects: [
    { kind: 'attackCost', creatures: { ids: ['behemoth'] }, cost: { mana: '{2}' } },
    { kind: 'goad', creatures: { ids: ['behemoth'] }, by: 'alice' },
  ],
};

const common = { tags: ['requirements'], level: 1, source: 'test fixture', interpretation: false };

/** A fresh deep copy each call, so tests can mutate it. */
export function validRawPack(): Record<string, unknown> & { quizzes: Record<string, unknown>[] } {
  return structuredClone({
    format: 'attack-quiz-pack/1',
    id: 'fixture',
    title: 'Fixture pack',
    description: '',
    author: 'tests',
    version: '1',
    quizzes: [
      {
        id: 'legal',
        title: 'Cub and Goblin',
        prompt: 'Select every legal attack.',
        board: CUB_GOBLIN_BOARD,
        question: { type: 'legal-sets', answer: [{ attacks: { goblin: 'opp' } }, { attacks: { cub: 'opp', goblin: 'opp' } }] },
        explanation: { short: 'The Goblin must attack.', steps: { '3': 'One requirement, the Goblin’s.' } },
        ...common,
      },
      {
        id: 'can',
        title: 'Behemoth to Alice',
        prompt: 'Can the Behemoth attack Alice?',
        board: BEHEMOTH_BOARD,
        question: { type: 'can-attack', creature: 'behemoth', defender: 'alice', answer: false },
        explanation: { short: 'No.' },
        ...common,
        tags: ['goad', 'costs'],
        level: 2,
      },
      {
        id: 'choice',
        title: 'When is the total cost fixed?',
        prompt: 'In which step is the total cost to attack determined?',
        board: CUB_GOBLIN_BOARD,
        question: {
          type: 'choice',
          multiple: false,
          options: [
            { id: 'two', text: 'Step 2' },
            { id: 'five', text: 'Step 5' },
            { id: 'seven', text: 'Step 7' },
          ],
          correct: ['five'],
        },
        explanation: { short: 'Step 5.', steps: { '5': 'The total is added up here.' } },
        ...common,
        tags: ['timing'],
        level: 3,
      },
      {
        id: 'number',
        title: 'How many triggers?',
        prompt: 'How many creatures become tapped?',
        board: CUB_GOBLIN_BOARD,
        question: { type: 'number', answer: 3 },
        explanation: { short: 'Three.' },
        ...common,
        tags: ['triggers'],
      },
      {
        id: 'multi',
        title: 'Select all',
        prompt: 'Which steps can make a declaration illegal?',
        board: CUB_GOBLIN_BOARD,
        question: {
          type: 'choice',
          multiple: true,
          options: [
            { id: 's2', text: 'Step 2' },
            { id: 's3', text: 'Step 3' },
            { id: 's4', text: 'Step 4' },
            { id: 's7', text: 'Step 7' },
          ],
          correct: ['s2', 's3', 's7'],
        },
        explanation: { short: 'Steps 2, 3 and 7 (and 1).' },
        ...common,
        tags: ['timing'],
      },
      {
        id: 'approx',
        title: 'A tolerant number',
        prompt: 'Roughly how many?',
        board: CUB_GOBLIN_BOARD,
        question: { type: 'number', answer: 10, tolerance: 1 },
        explanation: { short: 'About ten.' },
        ...common,
      },
    ],
  });
}
