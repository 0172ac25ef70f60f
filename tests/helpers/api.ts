import { encode } from "next-auth/jwt";
import { createAdminUser } from "@/lib/admin-users/mutations";
import { startAdminSession } from "@/lib/auth/admin-sessions";
import { createApiTokenOperation } from "@/lib/api-tokens/mutations";
import type { ApiContext } from "@/lib/api/endpoint";
import type { RateLimits } from "@/lib/api/rate-limit";
import type { RouteContext } from "@/lib/api/respond";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { recordingRefresh, type RecordingRefresh } from "./write";
import { writeFromCommand } from "@/lib/database/command-write";

/**
 * Calling the REST API's route handlers as Next would (a Request and the path's params), against a
 * test schema: the handlers are built by the same factories as app/api's, with the test's client and
 * a refresh that records the tags a write expires.
 */
export const API_ORIGIN = "http://localhost:3000";
export const FOREIGN_ORIGIN = "https://evil.example";

/** A test's handlers, with no request limit unless the test sets one (the rate-limit test does). */
export function apiContext(
  db: PrismaClient,
  rateLimits: RateLimits | null = null,
): ApiContext & { refresh: RecordingRefresh } {
  return { db, refresh: recordingRefresh(), rateLimits };
}

export interface ApiRequestOptions {
  body?: unknown;
  /** Sent as is (malformed JSON, a stream); otherwise `body` is JSON-encoded. */
  rawBody?: BodyInit;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export function apiRequest(
  method: string,
  path: string,
  { body, rawBody, token, cookie, headers = {} }: ApiRequestOptions = {},
): Request {
  const all = new Headers(headers);
  if (token !== undefined) all.set("authorization", `Bearer ${token}`);
  if (cookie !== undefined) all.set("cookie", cookie);
  const sent = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  if (sent !== undefined && !all.has("content-type")) all.set("content-type", "application/json");
  return new Request(`${API_ORIGIN}/api${path}`, {
    method,
    headers: all,
    body: sent,
    ...(sent instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

type Handler<Params> = (request: Request, context: RouteContext<Params>) => Promise<Response>;

/** The handler's answer: status, and its JSON body (null when it has none). */
export async function call<Params = Record<string, never>>(
  handler: Handler<Params>,
  request: Request,
  params = {} as Params,
) {
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever the API answered
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as any };
}

/** A live API token made through the write path, as `api-token:create` makes it. */
export async function createToken(db: PrismaClient, name: string): Promise<string> {
  const result = await writeFromCommand(db, "api-token:create", createApiTokenOperation({ name }));
  if (!result.ok) throw new Error(`token ${name} not created: ${result.error}`);
  return result.value.token;
}

/**
 * The Cookie header of a signed-in administrator, as next-auth writes it at sign-in (the test sets
 * AUTH_SECRET first).
 */
export async function adminCookie(db: PrismaClient, email: string): Promise<string> {
  const created = await createAdminUser(db, { email, password: "correct horse battery" });
  if (!created.ok) throw new Error(`admin ${email} not created: ${created.error}`);
  const admin = await db.adminUser.findUniqueOrThrow({ where: { email } });
  const loginAt = Date.now();
  const sid = await startAdminSession(db, admin.id, new Date(loginAt));
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("set AUTH_SECRET before signing in");
  return `next-auth.session-token=${await encode({ token: { email, loginAt, sid }, secret })}`;
}

/** Every row of every table the API writes (change records included), to prove a refused request changed nothing. */
export async function dumpContent(sql: { query(text: string): Promise<{ rows: unknown[] }> }) {
  const tables = [
    "Language",
    "Category",
    "Content",
    "TeamMember",
    "Translation",
    "MaintenanceSettings",
    "MaintenanceText",
    "Change",
  ];
  const dump: Record<string, unknown[]> = {};
  // One query at a time: a pg client does not queue them for us.
  for (const table of tables) dump[table] = (await sql.query(`SELECT * FROM "${table}" ORDER BY 1`)).rows;
  return dump;
}
