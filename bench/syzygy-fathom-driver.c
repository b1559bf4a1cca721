/* Reference side of bench/syzygy-vs-fathom.sh: reads one FEN a line on stdin and prints
 * "wdl dtz" as Fathom's own probe_wdl and probe_dtz compute them (or "fail").
 * Built against a Fathom checkout by the script; Fathom's source is not part of this repo. */
#include "tbprobe.c"
#include <stdio.h>
#include <string.h>
#include <ctype.h>

static int read_fen(const char *fen, Pos *pos) {
  memset(pos, 0, sizeof *pos);
  int sq = 56;
  const char *s = fen;
  for (; *s && *s != ' '; s++) {
    if (*s == '/') { sq -= 16; continue; }
    if (isdigit((unsigned char) *s)) { sq += *s - '0'; continue; }
    uint64_t bit = 1ULL << sq++;
    if (isupper((unsigned char) *s)) pos->white |= bit; else pos->black |= bit;
    switch (tolower((unsigned char) *s)) {
      case 'k': pos->kings |= bit; break;
      case 'q': pos->queens |= bit; break;
      case 'r': pos->rooks |= bit; break;
      case 'b': pos->bishops |= bit; break;
      case 'n': pos->knights |= bit; break;
      case 'p': pos->pawns |= bit; break;
      default: return 0;
    }
  }
  if (*s++ != ' ') return 0;
  pos->turn = *s == 'w';
  s += 2;
  while (*s && *s != ' ') s++;
  if (*s == ' ') s++;
  if (*s && *s != '-') pos->ep = (uint8_t) ((s[0] - 'a') + 8 * (s[1] - '1'));
  return 1;
}

int main(int argc, char **argv) {
  if (argc < 2 || !tb_init(argv[1])) { fprintf(stderr, "usage: driver <syzygy dir>\n"); return 2; }
  fprintf(stderr, "fathom: %u-piece tables\n", TB_LARGEST);
  char line[256];
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\r\n")] = 0;
    Pos pos;
    int ok1 = 0, ok2 = 0;
    if (!read_fen(line, &pos)) { puts("fail"); continue; }
    int wdl = probe_wdl(&pos, &ok1);
    int dtz = probe_dtz(&pos, &ok2);
    if (ok1 == 0 || ok2 == 0) puts("fail"); else printf("%d %d\n", wdl, dtz);
  }
  return 0;
}
