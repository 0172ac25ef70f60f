import { clientIpFrom } from "@/lib/auth/client-ip";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { resumePoint } from "./events";
import {
  STREAM_RETRY_AFTER_SECONDS,
  streamAdmission,
  streamLimitsFromEnv,
  type StreamAdmission,
} from "./stream-admission";
import { openEventStream } from "./stream";

/**
 * The answer to `GET /api/events`: a stream when the client's address and the server have room for
 * one (./stream-admission.ts), else a refusal at once, before anything is read or held: 429 for an
 * address at its limit (its other tabs keep theirs), 503 for a server at its total. Both say when to
 * try again, and neither is kept by a cache.
 */
export function eventStreamAnswer(
  request: Request,
  { db, admission }: { db: PrismaClient; admission: StreamAdmission },
) {
  const admitted = admission.admit(clientIpFrom(request.headers));
  if (!admitted.admitted) return refusal(admitted.status, admitted.reason);
  const resumeAfter = resumePoint(new URL(request.url).searchParams.get("since"), request.headers.get("last-event-id"));
  const stream = openEventStream({ db, resumeAfter, signal: request.signal, onClose: admitted.release });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      // nginx would otherwise hold the events back in its buffer.
      "X-Accel-Buffering": "no",
    },
  });
}

const REFUSALS = {
  address: {
    code: "tooManyStreams",
    message: "Too many live-update streams from this address: close some pages, or retry later.",
  },
  server: { code: "serverBusy", message: "The server holds as many live-update streams as it can: retry later." },
} as const;

function refusal(status: 429 | 503, reason: keyof typeof REFUSALS): Response {
  return Response.json(
    { error: REFUSALS[reason] },
    {
      status,
      headers: { "Retry-After": String(STREAM_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    },
  );
}

/** This server's count of open streams, with the configured limits: one per process, read at the first stream. */
let serverAdmission: StreamAdmission | undefined;
export const processStreamAdmission = (): StreamAdmission =>
  (serverAdmission ??= streamAdmission(streamLimitsFromEnv()));
