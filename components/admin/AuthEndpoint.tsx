"use client";

import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";
import { BASE_PATH } from "@/lib/site/base-path";

/**
 * Tells next-auth's client (sign-in, logout) where its endpoints are when the site runs under a
 * base path; it would otherwise call /api/auth at the host's root. No session is fetched: pages
 * check the session on the server.
 */
export function AuthEndpoint({ children }: { children: ReactNode }) {
  return (
    <SessionProvider basePath={`${BASE_PATH}/api/auth`} session={null} refetchOnWindowFocus={false}>
      {children}
    </SessionProvider>
  );
}
