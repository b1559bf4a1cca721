package dev.zeitnot.lichess;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * A request tag whose action runs each time an attempt of the request goes out, retries
 * included: lets the caller of a move time the attempt the server accepted, not the first one.
 */
record SendingHook(Runnable sending) {

  /** Runs the hook of a tagged request just before each attempt is sent. */
  static final Interceptor INTERCEPTOR = new Interceptor() {
    @Override
    public Response intercept(Chain chain) throws IOException {
      SendingHook hook = chain.request().tag(SendingHook.class);
      if (hook != null) {
        hook.sending().run();
      }
      return chain.proceed(chain.request());
    }
  };
}
