package dev.zeitnot.lichess;

/** Server lines from the API description (docs/lichess-server.md), shared by the client tests. */
final class WireSamples {

  static final String CHALLENGE = "{\"type\":\"challenge\",\"challenge\":{\"id\":\"Qw7Rt2Yu\","
      + "\"url\":\"https://lichess.org/Qw7Rt2Yu\",\"status\":\"created\",\"challenger\":{\"id\":\"alice\","
      + "\"name\":\"Alice\",\"rating\":1912,\"online\":true,\"lag\":4},\"destUser\":{\"id\":\"javabot\","
      + "\"name\":\"JavaBot\",\"rating\":1850,\"title\":\"BOT\",\"online\":true},\"variant\":{\"key\":"
      + "\"standard\",\"name\":\"Standard\",\"short\":\"Std\"},\"rated\":true,\"speed\":\"blitz\","
      + "\"timeControl\":{\"type\":\"clock\",\"limit\":180,\"increment\":2,\"show\":\"3+2\"},"
      + "\"color\":\"random\",\"finalColor\":\"black\",\"perf\":{\"icon\":\"\\ue01f\",\"name\":\"Blitz\"}},"
      + "\"compat\":{\"bot\":true,\"board\":false}}";

  static final String CHALLENGE_DECLINED = "{\"type\":\"challengeDeclined\",\"challenge\":{\"id\":"
      + "\"Zx81Lp0Q\",\"status\":\"declined\",\"challenger\":{\"id\":\"javabot\",\"name\":\"JavaBot\","
      + "\"rating\":1850,\"title\":\"BOT\"},\"variant\":{\"key\":\"standard\"},\"rated\":false,"
      + "\"speed\":\"bullet\",\"timeControl\":{\"type\":\"clock\",\"limit\":60,\"increment\":1},"
      + "\"declineReason\":\"I'm not accepting challenges at the moment.\","
      + "\"declineReasonKey\":\"generic\"}}";

  static final String GAME_FINISH = "{\"type\":\"gameFinish\",\"game\":{\"fullId\":\"Qw7Rt2Yuk3Lm\","
      + "\"gameId\":\"Qw7Rt2Yu\",\"fen\":\"3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 38\",\"color\":\"white\","
      + "\"lastMove\":\"d1d8\",\"source\":\"friend\",\"status\":{\"id\":30,\"name\":\"mate\"},"
      + "\"variant\":{\"key\":\"standard\",\"name\":\"Standard\"},\"speed\":\"blitz\",\"perf\":\"blitz\","
      + "\"rated\":true,\"hasMoved\":true,\"opponent\":{\"id\":\"alice\",\"username\":\"Alice\","
      + "\"rating\":1912,\"ratingDiff\":-7},\"isMyTurn\":false,\"secondsLeft\":64,\"winner\":\"white\","
      + "\"rating\":1850,\"ratingDiff\":7,\"compat\":{\"bot\":true,\"board\":false},\"id\":\"Qw7Rt2Yu\"}}";

  static final String GAME_FULL = "{\"type\":\"gameFull\",\"id\":\"Qw7Rt2Yu\",\"variant\":{\"key\":"
      + "\"standard\",\"name\":\"Standard\",\"short\":\"Std\"},\"speed\":\"blitz\",\"perf\":{\"name\":"
      + "\"Blitz\"},\"rated\":true,\"createdAt\":1735000000000,\"white\":{\"id\":\"javabot\",\"name\":"
      + "\"JavaBot\",\"title\":\"BOT\",\"rating\":1850},\"black\":{\"id\":\"alice\",\"name\":\"Alice\","
      + "\"title\":null,\"rating\":1912},\"initialFen\":\"startpos\",\"clock\":{\"initial\":180000,"
      + "\"increment\":2000},\"state\":{\"type\":\"gameState\",\"moves\":\"\",\"wtime\":180000,"
      + "\"btime\":180000,\"winc\":2000,\"binc\":2000,\"status\":\"started\"}}";

  static final String GAME_STATE = "{\"type\":\"gameState\",\"moves\":\"e2e4 c7c5 g1f3 d7d6 e1g1\","
      + "\"wtime\":171230,\"btime\":176450,\"winc\":2000,\"binc\":2000,\"status\":\"started\","
      + "\"bdraw\":true}";

  private WireSamples() {}
}
