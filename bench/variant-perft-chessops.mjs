// Perft counts of variant positions by chessops (Lichess's own rules library), for the test data
// (src/test/resources/data/variants) of the variants Fairy-Stockfish 11.1 cannot count as Lichess
// plays them: atomic (not in 11.1) and racing kings (11.1 plays on where Lichess's game has ended).
//
// Usage: CHESSOPS=DIR/node_modules/chessops node bench/variant-perft-chessops.mjs VARIANT IN.fen OUT.epd MAX_LEAVES
// with chessops installed in DIR (npm install chessops@0.15.1). VARIANT is the server's key (atomic,
// racingKings, antichess, horde, crazyhouse); IN.fen and OUT.epd as for variant-perft-counts.py.
import { readFileSync, writeFileSync } from 'fs';

const lib = name => import(process.env.CHESSOPS + '/dist/esm/' + name + '.js');
const { parseFen } = await lib('fen');
const { setupPosition } = await lib('variant');
const { perft } = await lib('debug');

const RULES = {
  atomic: 'atomic', racingKings: 'racingkings', antichess: 'antichess', horde: 'horde', crazyhouse: 'crazyhouse',
};
const [variant, src, dst, budgetText] = process.argv.slice(2);
const budget = Number(budgetText);
const lines = [];
for (const fen of readFileSync(src, 'utf8').split('\n').map(l => l.trim()).filter(l => l && !l.startsWith('#'))) {
  const pos = setupPosition(RULES[variant], parseFen(fen).unwrap()).unwrap();
  const counts = [];
  for (let depth = 1; depth <= 6; depth++) {
    const n = perft(pos, depth, false);
    if (n > budget) break;
    counts.push(n);
    if (n === 0 || (counts.length >= 2 && n * n / Math.max(1, counts[counts.length - 2]) > budget * 2)) break;
  }
  lines.push(fen + counts.map((c, k) => ` ;D${k + 1} ${c}`).join(''));
}
writeFileSync(dst, lines.join('\n') + '\n');
