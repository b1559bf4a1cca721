"""Reference side of bench/syzygy-variants-vs-python-chess.sh: reads one FEN a line on stdin and
prints "wdl dtz" as python-chess's own Syzygy prober computes them for the variant (or "fail").
Run with a python-chess checkout on PYTHONPATH; python-chess is not part of this repository.
Usage: python3 syzygy-variant-python-driver.py atomic|antichess DIR < fens"""
import sys

import chess.syzygy
import chess.variant

board_class = {"atomic": chess.variant.AtomicBoard, "antichess": chess.variant.AntichessBoard}[sys.argv[1]]
with chess.syzygy.open_tablebase(sys.argv[2], VariantBoard=board_class) as tables:
    out = []
    for line in sys.stdin:
        board = board_class(line.strip())
        try:
            out.append(f"{tables.probe_wdl(board)} {tables.probe_dtz(board)}")
        except KeyError:
            out.append("fail")
    print("\n".join(out))
