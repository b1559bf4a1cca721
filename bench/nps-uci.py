#!/usr/bin/env python3
"""Node rates of the built-in engine as it plays: over UCI, `go movetime MS` on the first N
positions of the shared book (and the first five again), at THREADS search threads, with the Vector
API module; each configuration (EVAL@JAR) in its own JVM, alternating, ROUNDS times. Prints every
run and, per configuration, the median and range of the nodes per second the engine reported.
Unlike `bench` (one thread, fixed depth) this shows what two threads and real positions cost.

Usage: bench/nps-uci.py THREADS N MS ROUNDS EVAL@JAR [EVAL@JAR...]
  e.g. bench/nps-uci.py 2 20 500 4 classic@target/zeitnot.jar net@target/zeitnot.jar net@/tmp/old.jar
Timed: run it on a quiet machine. OPENINGS (environment) replaces ../shared/data/chessathome_openings.fen.
"""
import os
import re
import statistics
import subprocess
import sys

if len(sys.argv) < 6:
    sys.exit(__doc__)
threads, n, ms, rounds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
configs = [c.split('@', 1) for c in sys.argv[5:]]
here = os.path.dirname(os.path.abspath(__file__))
book = os.environ.get('OPENINGS', os.path.join(here, '..', '..', 'shared', 'data', 'chessathome_openings.fen'))
fens = [line.strip() for line in open(book) if line.strip()][:n]


def run(evaluation, jar):
    engine = subprocess.Popen(['java', '--add-modules', 'jdk.incubator.vector', '-jar', jar, 'uci'],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              text=True, bufsize=1)

    def send(command):
        engine.stdin.write(command + '\n')
        engine.stdin.flush()

    def until(token):
        last = None
        while True:
            line = engine.stdout.readline()
            if not line:
                raise SystemExit(jar + ' ended before ' + token)
            if ' nps ' in line:
                last = line
            if line.startswith(token):
                return last

    send('uci'); until('uciok')
    send('setoption name Threads value ' + threads)
    send('setoption name EvalFile value ' + evaluation)
    send('isready'); until('readyok')
    nodes = millis = 0
    for fen in fens + fens[:5]:
        send('ucinewgame'); send('position fen ' + fen); send('go movetime %d' % ms)
        info = until('bestmove')
        nodes += int(re.search(r' nodes (\d+)', info).group(1))
        millis += int(re.search(r' time (\d+)', info).group(1))
    send('quit'); engine.wait()
    return nodes / max(millis, 1)


results = {'@'.join(c): [] for c in configs}
for r in range(rounds):
    for c in configs:
        knps = run(c[0], c[1])
        results['@'.join(c)].append(knps)
        print(r, '@'.join(c), round(knps), 'knps', flush=True)
for key, values in results.items():
    print(key, 'median', round(statistics.median(values)), 'range', round(min(values)), round(max(values)))
