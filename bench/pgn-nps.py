#!/usr/bin/env python3
"""Node rates in real games, per engine and phase, from the move comments `match --pgn` writes
(`{[%clk ...] SCORE/DEPTH MSms NODESn}`): the nodes each engine searched over the milliseconds it
thought, in all, in the opening (plies 1-30 of the game file), the middlegame (31-80) and the end
(81 on). An engine's real speed in play, to set beside `bench`'s.

Usage: bench/pgn-nps.py GAMES.pgn
"""
import collections
import re
import sys

if len(sys.argv) != 2:
    sys.exit(__doc__)
totals = collections.defaultdict(lambda: [0, 0])
for game in open(sys.argv[1]).read().split('[Event ')[1:]:
    white = re.search(r'\[White "([^"]*)"\]', game).group(1)
    black = re.search(r'\[Black "([^"]*)"\]', game).group(1)
    moves = game[game.index('\n\n'):]
    for ply, (millis, nodes) in enumerate(re.findall(r'\{\[%clk [^\]]*\] \S+ (\d+)ms (\d+)n\}', moves)):
        engine = white if ply % 2 == 0 else black
        phase = 'opening' if ply < 30 else ('middlegame' if ply < 80 else 'end')
        for key in (engine + ' | all', engine + ' | ' + phase):
            totals[key][0] += int(nodes)
            totals[key][1] += int(millis)
for key in sorted(totals):
    nodes, millis = totals[key]
    print('%-50s %14d nodes %9d ms %6d knps' % (key, nodes, millis, nodes / max(millis, 1)))
