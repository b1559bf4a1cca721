"""The structure drawing in numbers: packages, their dependency cycles ("circles") and the
arrows between the boxes of the architecture that point up, read by jdeps from compiled classes.

Usage: mvn -q compile && python3 tools/structure.py target/classes
"""
import subprocess,sys,collections,re
classes=sys.argv[1]
out=subprocess.run(['jdeps','-verbose:package','-filter:none',classes],capture_output=True,text=True).stdout
edges=collections.defaultdict(set)
src=None
for line in out.splitlines():
    m=re.match(r'\s+(dev\.zeitnot\.[\w.]+)\s+->\s+(dev\.zeitnot\.[\w.]+)',line)
    if m and m.group(1)!=m.group(2): edges[m.group(1)].add(m.group(2))
pk=set(edges)|{d for v in edges.values() for d in v}
# Tarjan SCC
idx={};low={};st=[];on=set();sccs=[];c=[0]
sys.setrecursionlimit(10000)
def sc(v):
    idx[v]=low[v]=c[0];c[0]+=1;st.append(v);on.add(v)
    for w in edges.get(v,()):
        if w not in idx: sc(w);low[v]=min(low[v],low[w])
        elif w in on: low[v]=min(low[v],idx[w])
    if low[v]==idx[v]:
        comp=[]
        while True:
            w=st.pop();on.discard(w);comp.append(w)
            if w==v:break
        if len(comp)>1: sccs.append(sorted(comp))
for v in sorted(pk):
    if v not in idx: sc(v)
box=lambda p:p.split('.')[2]
order=['chess','engine','lab','lichess','config','arena','bot','ops','cli']
allowed={'chess':set(),'engine':{'chess'},'lab':{'engine','chess'},'lichess':set(),'config':{'engine','chess'},
 'arena':{'engine','chess'},'bot':{'lichess','config','engine','chess'},'ops':{'bot','config','lichess','engine','chess'},'cli':set(order)}
up=sorted({(box(a),box(b)) for a,v in edges.items() for b in v if box(a)!=box(b) and box(b) not in allowed.get(box(a),set())})
print('packages',len(pk),'package edges',sum(len(v) for v in edges.values()))
print('circles (package cycles):',len(sccs))
for s in sccs: print('  ',' <-> '.join(x.replace('dev.zeitnot.','') for x in s))
print('arrows up between boxes:',len(up), up)
boxedges=sorted({(box(a),box(b)) for a,v in edges.items() for b in v if box(a)!=box(b)})
print('box arrows:',', '.join(f'{a}->{b}' for a,b in boxedges))
