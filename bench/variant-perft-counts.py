"""Perft counts of variant positions by Fairy-Stockfish, for the test data (src/test/resources/data/variants).

Usage: python3 bench/variant-perft-counts.py VARIANT IN.fen OUT.epd MAX_LEAVES
VARIANT is the server's key (kingOfTheHill, threeCheck, antichess, horde, racingKings, crazyhouse).
IN.fen holds one FEN a line as the server writes it (three-check: checks given as a last field +W+B;
crazyhouse: pockets in [...]); OUT.epd gets each FEN with ;D1 n ;D2 n ... up to the deepest depth of at
most MAX_LEAVES leaves. FAIRY (default /usr/games/fairy-stockfish) names the engine.
"""
import os
import subprocess
import sys

UCI_NAMES = {'kingOfTheHill': 'kingofthehill', 'threeCheck': '3check', 'antichess': 'antichess',
             'horde': 'horde', 'racingKings': 'racingkings', 'crazyhouse': 'crazyhouse'}
variant, src, dst, budget = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
engine = subprocess.Popen(['nice', '-n', '19', os.environ.get('FAIRY', '/usr/games/fairy-stockfish')],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)


def cmd(c):
    engine.stdin.write(c + '\n')
    engine.stdin.flush()


def engine_fen(fen):
    """Fairy-Stockfish reads three-check as checks left (W+B) before the clocks."""
    fields = fen.split()
    if variant != 'threeCheck':
        return fen
    given = fields[6] if len(fields) > 6 else '+0+0'
    white, black = (int(x) for x in given[1:].split('+'))
    return ' '.join(fields[:4] + ['%d+%d' % (3 - white, 3 - black)] + fields[4:6])


cmd('uci')
cmd('setoption name UCI_Variant value ' + UCI_NAMES[variant])
cmd('isready')
while engine.stdout.readline().strip() != 'readyok':
    pass


def perft(fen, depth):
    cmd('position fen ' + engine_fen(fen))
    cmd('go perft %d' % depth)
    while True:
        line = engine.stdout.readline()
        if line.startswith('Nodes searched:'):
            return int(line.split(':')[1])


with open(dst, 'w') as out:
    for fen in (l.strip() for l in open(src) if l.strip() and not l.startswith('#')):
        counts = []
        depth = 1
        while depth <= 6:
            n = perft(fen, depth)
            if n > budget:
                break
            counts.append(n)
            if n == 0 or (len(counts) >= 2 and n * n / max(1, counts[-2]) > budget * 2):
                break
            depth += 1
        out.write(fen + ''.join(' ;D%d %d' % (k + 1, c) for k, c in enumerate(counts)) + '\n')
        out.flush()
cmd('quit')
