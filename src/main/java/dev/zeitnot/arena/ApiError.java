package dev.zeitnot.arena;

/** Ends a request with an error reply (400, 404, ...); the router writes it. */
final class ApiError extends RuntimeException {

  private final transient Reply reply;

  ApiError(Reply reply) {
    super(Json.line(reply.body()), null, false, false);
    this.reply = reply;
  }

  static ApiError badRequest(String text) {
    return new ApiError(Reply.badRequest(text));
  }

  static ApiError notFound(String text) {
    return new ApiError(Reply.notFound(text));
  }

  Reply reply() {
    return reply;
  }
}
