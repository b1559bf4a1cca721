package dev.zeitnot.lichess;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/** Adds the Bearer token and the User-Agent to every request, after checking the request may carry the token. */
final class AuthInterceptor implements Interceptor {

  private final String token;
  private final UserAgent userAgent;

  AuthInterceptor(String token, UserAgent userAgent) {
    this.token = token;
    this.userAgent = userAgent;
  }

  @Override
  public Response intercept(Chain chain) throws IOException {
    Request request = chain.request();
    TokenSafety.requireSafeToSend(request.url());
    return chain.proceed(request.newBuilder()
        .header("Authorization", "Bearer " + token)
        .header("User-Agent", userAgent.get())
        .build());
  }

  @Override
  public String toString() {
    return "AuthInterceptor[token hidden]";
  }
}
