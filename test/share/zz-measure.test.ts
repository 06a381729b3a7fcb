import { readFileSync } from 'node:fs';
import { deflateSync } from 'fflate';
import { it } from 'vitest';
import { applyPreset, CARD_PRESETS, BLOCK_PRESETS, makeBoardDraft, type BoardDraft } from '#shared/cards/index';
import { EFFECT_KINDS } from '#shared/engine/board-format';
import { BLOCK_EFFECT_KINDS } from '#shared/engine/block/block-format';
import { canonicalBoardJson } from '#shared/quiz/board-json';
import { encodeShare, encodeBase64Url } from '#shared/share/index';

const vectors = JSON.parse(readFileSync('test/fixtures/spec/vectors/article.json', 'utf8')) as { board: unknown }[];
function presetBoards(): unknown[] {
  const out: unknown[] = [];
  for (const preset of CARD_PRESETS) {
    let board: BoardDraft = makeBoardDraft(['you', 'opp'], 'you');
    for (const c of ['grizzly-bears', 'crazed-goblin', 'serra-angel', 'bear-cub']) { const b = applyPreset(board, c); if (b.ok) board = b.value.board; }
    const refs = Object.fromEntries(preset.params.filter((s) => s.type === 'creatureRef').map((s) => [s.name, board.creatures[0]!.id]));
    const a = applyPreset(board, preset, refs);
    if (a.ok) out.push(a.value.board);
  }
  return out;
}
it('measures', () => {
  const boards = [...vectors.map((v) => v.board), ...presetBoards()];
  const names = [...new Set([...CARD_PRESETS, ...BLOCK_PRESETS].map((p) => p.name))];
  console.log('names', names.length, names.join('').length);
  const keys = '{"format":"attack-board/1","players":["you","opp"],"activePlayer":"you","attackMultiplePlayers":true,"defendingPlayer":"opp","defenders":[{"id":"","kind":"planeswalker","player":"opp","name":""},{"kind":"battle"}],"creatures":[{"id":"","name":"","controller":"you","colors":["W","U","B","R","G"],"types":["Creature"],"power":2,"toughness":2,"tapped":true,"sick":true,"counters":{"+1/+1":1},"keywords":["flying","haste","vigilance","defender"]}],"effects":[{"id":"","source":"","kind":"","creatures":{"ids":[""]},"defenders":{"players":["opp"]},"count":1,"cost":{"mana":"{2}","life":2,"sacrifice":{"count":1,"filter":{"types":["Land"]}},"note":""}}],"resources":{"mana":[{"id":"","produces":"{G}"}],"life":20,"permanents":[{"id":"l1","types":["Land"]}]}}';
  const dictText = [names.join('"},{"name":"'), [...EFFECT_KINDS, ...BLOCK_EFFECT_KINDS].map((k) => `"kind":"${k}"`).join(','), keys].join('');
  const dict = new TextEncoder().encode(dictText);
  console.log('dict bytes', dict.length);
  let tot1 = 0, tot2 = 0; const rows: string[] = [];
  for (const b of boards) {
    const r = encodeShare({ kind: 'board', board: b });
    if (!r.ok) continue;
    const bytes = new TextEncoder().encode(JSON.stringify(canonicalBoardJson(b)));
    const c2 = 'AT2.b.' + encodeBase64Url(deflateSync(bytes, { level: 9, dictionary: dict }));
    tot1 += r.value.length; tot2 += c2.length; rows.push(`${r.value.length}->${c2.length}`);
  }
  console.log(boards.length, tot1 / boards.length, tot2 / boards.length, rows.slice(0, 30).join(' '));
  console.log(JSON.stringify(canonicalBoardJson(boards[40])));
});
