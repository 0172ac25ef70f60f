import type { NextApiRequest, NextApiResponse } from "next";
import NextAuth, { type NextAuthOptions } from "next-auth";
import { CLIENT_ADDRESS_HEADER } from "@/lib/site/client-address.mjs";
import { SESSION_COOKIES } from "@/lib/auth/session-token";

/**
 * next-auth's handler called as a Node API route. Its App Router form reads `next/headers`, which
 * needs a running Next server; this one takes the request as an object and answers through `res`,
 * after the same work (AuthHandler, the provider's authorize, the callbacks).
 */
class CapturedResponse {
  statusCode = 200;
  body: unknown;
  readonly headers = new Map<string, unknown>();
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  getHeader(name: string) {
    return this.headers.get(name.toLowerCase());
  }
  setHeader(name: string, value: unknown) {
    this.headers.set(name.toLowerCase(), value);
    return this;
  }
  json(body: unknown) {
    this.body = body;
    return this;
  }
  send(body: unknown) {
    this.body = body;
    return this;
  }
  end() {
    return this;
  }
  /** Each Set-Cookie line, attributes and all. */
  cookieLines(): string[] {
    return [this.getHeader("set-cookie") ?? []].flat() as string[];
  }
  /** Each cookie set, by name. */
  cookies(): Map<string, string> {
    return new Map(
      this.cookieLines().map((line) => line.split(";")[0]!.split(/=(.*)/s).map(decodeURIComponent) as [string, string]),
    );
  }
}

type Call = {
  nextauth: string[];
  method: string;
  headers: Record<string, string>;
  cookies?: Record<string, string>;
  body?: Record<string, string>;
};

async function handle(
  options: NextAuthOptions,
  { nextauth, method, headers, cookies = {}, body }: Call,
): Promise<CapturedResponse> {
  const res = new CapturedResponse();
  const req = { query: { nextauth }, method, headers, cookies, body };
  await NextAuth(req as unknown as NextApiRequest, res as unknown as NextApiResponse, options);
  return res;
}

/** What the sign-in form is answered: status and body, the error they carry, and the session cookie when one was set. */
export interface SignInAnswer {
  status: number;
  /** `{ url }`: where the form goes next; a refusal names its reason as `?error=` (the form shows its text). */
  body: unknown;
  error: string | null;
  sessionCookie: string | undefined;
  /** The Set-Cookie line of the session cookie, with its attributes. */
  sessionCookieLine: string | undefined;
}

/**
 * Posts an e-mail and password to next-auth's credentials callback as the sign-in form does (with
 * the CSRF token it fetched first), with these options: the route's are `authOptionsFor({ db })`.
 * `ip` is the client address the server entry would hand the app.
 */
export async function postSignIn(
  options: NextAuthOptions,
  credentials: { email: string; password: string },
  ip = "203.0.113.1",
): Promise<SignInAnswer> {
  const headers = { host: "localhost:3000", [CLIENT_ADDRESS_HEADER]: ip };
  const csrf = await handle(options, { nextauth: ["csrf"], method: "GET", headers });
  const csrfCookie = [...csrf.cookies()].find(([name]) => name.endsWith("csrf-token"));
  const csrfToken = (csrf.body as { csrfToken?: string } | undefined)?.csrfToken;
  if (!csrfCookie || !csrfToken) throw new Error("next-auth gave no CSRF token");
  const answer = await handle(options, {
    nextauth: ["callback", "credentials"],
    method: "POST",
    headers,
    cookies: Object.fromEntries([csrfCookie]),
    body: { ...credentials, csrfToken, callbackUrl: "/admin/dashboard", json: "true" },
  });
  const url = (answer.body as { url?: string } | undefined)?.url;
  return {
    status: answer.statusCode,
    body: answer.body,
    error: url ? new URL(url, "http://localhost:3000").searchParams.get("error") : null,
    sessionCookie: [...answer.cookies()].find(([name, value]) => SESSION_COOKIES.includes(name) && value)?.[1],
    sessionCookieLine: answer
      .cookieLines()
      .find((line) => SESSION_COOKIES.some((name) => line.startsWith(`${name}=`) && !line.startsWith(`${name}=;`))),
  };
}
