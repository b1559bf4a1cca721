"""Perft counts of EPD positions by Stockfish, for the test data (src/test/resources/data).

Usage: python3 bench/perft-counts.py IN.epd OUT.epd MAX_LEAVES CHESS960(0|1)
Each position gets ;D1 n ;D2 n ... up to the deepest depth of at most MAX_LEAVES leaves.
STOCKFISH (default /usr/games/stockfish) names the engine.
"""
import os
import subprocess,sys
src,dst,budget,chess960=sys.argv[1],sys.argv[2],int(sys.argv[3]),sys.argv[4]=='1'
sf=subprocess.Popen(['nice','-n','19',os.environ.get('STOCKFISH','/usr/games/stockfish')],stdin=subprocess.PIPE,stdout=subprocess.PIPE,text=True,bufsize=1)
def cmd(c): sf.stdin.write(c+'\n'); sf.stdin.flush()
cmd('uci'); cmd('setoption name UCI_Chess960 value %s'%('true' if chess960 else 'false')); cmd('isready')
while sf.stdout.readline().strip()!='readyok': pass
def perft(fen,d):
    cmd('position fen '+fen); cmd('go perft %d'%d)
    while True:
        l=sf.stdout.readline()
        if l.startswith('Nodes searched:'): return int(l.split(':')[1])
out=open(dst,'w')
lines=[l for l in open(src) if l.strip()]
for i,l in enumerate(lines):
    fen=l.split(';')[0].strip()
    counts=[]; d=1
    while d<=6:
        n=perft(fen,d)
        if n>budget: break
        counts.append(n)
        if len(counts)>=2 and n*n/max(1,counts[-2])>budget*2: break
        d+=1
    out.write(fen+''.join(' ;D%d %d'%(k+1,c) for k,c in enumerate(counts))+'\n'); out.flush()
