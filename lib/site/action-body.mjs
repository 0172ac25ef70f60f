import http from "node:http";

/** @import { IncomingMessage } from "node:http" */
/** @import { GuardAnswer, RequestHeaders } from "./request-guard.mjs" */

/**
 * A server action's body, read whole before Next sees it: Next answers a body over its limit, or one
 * that is not a well-formed form (a broken multipart boundary, a truncated upload, a reply that is not
 * JSON), with a bare 500, and the editor that sent it with an error screen. Here they get a 413 or a
 * 400, and a sound body goes on to Next unchanged. Plain JavaScript: the server entry runs with plain
 * Node, and next.config.ts reads the same limit.
 */

/**
 * The largest server-action body, in bytes. The biggest form is a topic's: its body is at most 400,000
 * characters (lib/topics/schema.ts), at most 3 bytes each in UTF-8, and its other fields stay under
 * 20 KB; a test keeps the two limits in step (tests/unit/action-body.test.ts).
 */
export const ACTION_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Whether a request calls a server action (Next's own test: a POST with the action's id).
 * @param {string | undefined} method
 * @param {RequestHeaders} headers
 */
export const isActionRequest = (method, headers) => method === "POST" && Boolean(headers["next-action"]);

/**
 * The connection stays open: Node reads and drops the rest of a refused body, so a client still
 * sending it reads the answer instead of losing its connection mid-upload (which it would see as a
 * network error, not a 413).
 * @param {number} status
 * @param {string} body
 * @returns {GuardAnswer}
 */
const refusal = (status, body) => ({
  status,
  headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  body,
});

export const TOO_LARGE = refusal(413, `Payload too large: a form sends at most ${ACTION_BODY_LIMIT_BYTES} bytes.`);
export const MALFORMED = refusal(400, "Bad request: the form's data could not be read.");

/**
 * Why a whole body cannot be an action's arguments, or null when it can.
 * @param {string | undefined} contentType
 * @param {Buffer} body
 * @returns {Promise<GuardAnswer | null>}
 */
export async function actionBodyProblem(contentType, body) {
  if (contentType?.toLowerCase().startsWith("multipart/form-data")) {
    try {
      // Node's Response reads any Buffer; the DOM's types take only bytes over an unshared ArrayBuffer.
      const bytes = /** @type {Uint8Array<ArrayBuffer>} */ (body);
      await new Response(bytes, { headers: { "content-type": contentType } }).formData();
      return null;
    } catch {
      return MALFORMED;
    }
  }
  // Otherwise React sends the arguments as one JSON text.
  try {
    JSON.parse(body.toString("utf8"));
    return null;
  } catch {
    return MALFORMED;
  }
}

/**
 * The body, or the refusal of one that is too large (told by its length, or counted as it arrives).
 * @param {IncomingMessage} request
 * @returns {Promise<{ body: Buffer } | { refusal: GuardAnswer }>}
 */
export function readActionBody(request) {
  const declared = Number(request.headers["content-length"]);
  if (declared > ACTION_BODY_LIMIT_BYTES) return Promise.resolve({ refusal: TOO_LARGE });
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {{ body: Buffer } | { refusal: GuardAnswer }} result */
    const stop = (result) => {
      // Still flowing, with no listener: the rest of the body is read and dropped.
      request.removeAllListeners("data");
      resolve(result);
    };
    // Buffers: nothing sets an encoding on the request.
    request.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > ACTION_BODY_LIMIT_BYTES) return stop({ refusal: TOO_LARGE });
      chunks.push(chunk);
    });
    request.on("end", () => stop({ body: Buffer.concat(chunks) }));
    request.on("aborted", () => stop({ refusal: MALFORMED }));
    request.on("error", () => stop({ refusal: MALFORMED }));
  });
}

/** What a replayed request takes over from the one it replays. */
const REPLAYED = /** @type {const} */ ([
  "method",
  "url",
  "httpVersion",
  "httpVersionMajor",
  "httpVersionMinor",
  "headers",
  "rawHeaders",
  "trailers",
  "rawTrailers",
]);

/**
 * One field of a request onto another (generic in the key, so that both sides are that field's type).
 * @template {(typeof REPLAYED)[number]} Key
 * @param {IncomingMessage} to
 * @param {IncomingMessage} from
 * @param {Key} key
 */
function copyField(to, from, key) {
  to[key] = from[key];
}

/**
 * The same request for Next to read from the start, its body already in hand.
 * @param {IncomingMessage} request
 * @param {Buffer} body
 */
export function replayedRequest(request, body) {
  const replay = new http.IncomingMessage(request.socket);
  for (const key of REPLAYED) copyField(replay, request, key);
  // As the HTTP parser marks a request it has read to the end; otherwise ending the copy would destroy the socket.
  replay.complete = true;
  replay.push(body);
  replay.push(null);
  return replay;
}
