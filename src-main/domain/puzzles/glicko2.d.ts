/** Types for glicko2 1.2.2 (mmai/glicko2js), which ships none: only the part this app calls. */
declare module 'glicko2' {
  export interface GlickoPlayer {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export interface GlickoSettings {
    readonly tau?: number;
    readonly rating?: number;
    readonly rd?: number;
    readonly vol?: number;
  }
  export class Glicko2 {
    constructor(settings?: GlickoSettings);
    makePlayer(rating?: number, rd?: number, vol?: number): GlickoPlayer;
    /** Each match: [player1, player2, outcome for player1: 1 win, 0.5 draw, 0 loss]. One rating period. */
    updateRatings(matches: readonly (readonly [GlickoPlayer, GlickoPlayer, number])[]): void;
  }
  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
