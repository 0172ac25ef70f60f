import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import type { PasswordVerifier } from "@/lib/admin-users/password";
import { clientIpFrom } from "@/lib/auth/client-ip";
import { db as sharedDb } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { BASE_PATH } from "@/lib/site/base-path";
import { siteUrl } from "@/lib/site/url";
import { endAdminSession, startAdminSession } from "./admin-sessions";
import { checkCredentials } from "./credentials";
import { deviceTokenOf } from "./device-cookie";
import { SESSION_MAX_AGE_MS } from "./session-expiry";
import { SIGN_IN_ERRORS } from "./sign-in-errors";

const SESSION_MAX_AGE_S = SESSION_MAX_AGE_MS / 1000;

/**
 * Where next-auth's routes are served, as next-auth reads it (NEXTAUTH_URL): on SITE_URL's origin.
 * next-auth builds its addresses (the sign-in page it sends to, callback URLs, where a redirect may
 * go) from NEXTAUTH_URL, else, with AUTH_TRUST_HOST (which `npm start` sets), from the request's
 * Host, which any client can forge. A NEXTAUTH_URL of the operator's own is kept.
 */
function pinAuthUrlToSite(env: Record<string, string | undefined> = process.env): void {
  env.NEXTAUTH_URL ||= `${siteUrl().origin}${BASE_PATH}/api/auth`;
}

pinAuthUrlToSite();

/**
 * What sign-in depends on: the database and the password check. The app passes its own; tests pass
 * an unreachable database or a check that throws, to prove that sign-in then fails closed.
 */
export interface SignInDependencies {
  db: PrismaClient;
  verifyPassword?: PasswordVerifier;
}

export function authOptionsFor({ db, verifyPassword }: SignInDependencies): NextAuthOptions {
  return {
    secret: process.env.AUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    // Secure, "__Secure-" prefixed cookies whenever the site is public over HTTPS, however it is started.
    useSecureCookies: siteUrl().protocol === "https:",
    jwt: { maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: "/admin", error: "/admin" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials, request) {
          const headers = new Headers(request.headers as Record<string, string>);
          let outcome;
          try {
            const input = {
              email: credentials?.email,
              password: credentials?.password,
              userAgent: headers.get("user-agent"),
            };
            outcome = await checkCredentials(
              db,
              input,
              clientIpFrom(headers),
              new Date(),
              deviceTokenOf(headers.get("cookie")),
              verifyPassword,
            );
          } catch (error) {
            // Fails closed, with no fallback: a check that could not finish never grants a session.
            console.error("Sign-in check failed", error);
            throw new Error(SIGN_IN_ERRORS.failure);
          }
          if (outcome.ok) return { id: String(outcome.admin.id), email: outcome.admin.email };
          throw new Error(outcome.reason === "locked" ? SIGN_IN_ERRORS.locked : SIGN_IN_ERRORS.invalid);
        },
      }),
    ],
    events: {
      // Logout ends the session on the server too, not only in this browser.
      async signOut({ token }) {
        if (typeof token?.sid === "string") await endAdminSession(db, token.sid);
      },
    },
    callbacks: {
      async jwt({ token, user }) {
        // Stamped once, at sign-in: the 24 hours run from here however often the session is used.
        if (user) {
          const loginAt = Date.now();
          token.loginAt = loginAt;
          token.sid = await startAdminSession(db, Number(user.id), new Date(loginAt));
        }
        return token;
      },
      session({ session, token }) {
        return { ...session, user: { email: token.email }, loginAt: token.loginAt as number | undefined };
      },
    },
  };
}

export const authOptions: NextAuthOptions = authOptionsFor({ db: sharedDb });
