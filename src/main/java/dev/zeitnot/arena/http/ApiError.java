package dev.zeitnot.arena.http;

/** Ends a request with an error reply (400, 404, ...); the router writes it. */
public final class ApiError extends RuntimeException {

  private final transient Reply reply;

  public ApiError(Reply reply) {
    super(Json.line(reply.body()), null, false, false);
    this.reply = reply;
  }

  public static ApiError badRequest(String text) {
    return new ApiError(Reply.badRequest(text));
  }

  public static ApiError notFound(String text) {
    return new ApiError(Reply.notFound(text));
  }

  public Reply reply() {
    return reply;
  }
}
