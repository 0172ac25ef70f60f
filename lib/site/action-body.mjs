import http from "node:http";
import { isApiPath, REFUSALS, refusalAnswer } from "./request-guard.mjs";

/** @import { IncomingMessage } from "node:http" */
/** @import { GuardAnswer, RequestHeaders } from "./request-guard.mjs" */

/**
 * Every request's body, read before Next sees it and bounded as it arrives. Next reads bodies of any
 * size: the proxy in front of each route copies a body into memory whole (four 100 MB posts to the
 * sign-in took the server from 430 MB to 1.3 GB), and a server action's body over Next's limit, or
 * one that is not a well-formed form (a broken multipart boundary, a truncated upload, a reply that
 * is not JSON), is a bare 500. Here a body over its route's limit is a 413 as soon as its length
 * says so, or as soon as that many bytes have come, without keeping the rest; a malformed action
 * body is a 400; and a sound body goes on to Next unchanged. Plain JavaScript: the server entry runs
 * with plain Node, and next.config.ts and the API read the same limits.
 */

/**
 * The largest server-action body, in bytes. The biggest form is a topic's: its body is at most 400,000
 * characters (lib/topics/schema.ts), at most 3 bytes each in UTF-8, and its other fields stay under
 * 20 KB; a test keeps the two limits in step (tests/unit/action-body.test.ts).
 */
export const ACTION_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** The largest body of the REST API (lib/api/request.ts reads its JSON with the same limit). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * An upload to the media library (`POST /api/media`, `PUT /api/media/{id}/file`): one file of at
 * most 20 MB (lib/media/limits.ts) with its multipart envelope.
 */
export const MEDIA_UPLOAD_BODY_LIMIT_BYTES = 20 * 1024 * 1024 + 64 * 1024;
const MEDIA_UPLOAD_PATH = /^\/api\/media(\/\d{1,9}\/file)?$/;

/**
 * The largest body of next-auth's routes: the sign-in form is an e-mail and a password of at most
 * 254 and 1,024 characters (lib/auth/credentials.ts), at most 9 bytes each once URL-encoded, plus the
 * CSRF token and a callback address; a test keeps the two in step (tests/unit/action-body.test.ts).
 */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The body limit of a path: next-auth's few fields, the API's JSON, and the site's forms (server
 * actions) everywhere else.
 * @param {string} path
 * @param {string} [basePath]
 */
export function bodyLimitFor(path, basePath = "") {
  if (path === `${basePath}/api/auth` || path.startsWith(`${basePath}/api/auth/`)) return AUTH_BODY_LIMIT_BYTES;
  if (path.startsWith(basePath) && MEDIA_UPLOAD_PATH.test(path.slice(basePath.length)))
    return MEDIA_UPLOAD_BODY_LIMIT_BYTES;
  return isApiPath(path, basePath) ? API_BODY_LIMIT_BYTES : ACTION_BODY_LIMIT_BYTES;
}

/**
 * Whether a request says it carries a body (a length above zero, or a chunked one).
 * @param {RequestHeaders} headers
 */
export const carriesBody = (headers) =>
  Number(headers["content-length"]) > 0 || headers["transfer-encoding"] !== undefined;

/**
 * Where a request is answered: the API in JSON, pages with the error screen.
 * @typedef {{ api: boolean, basePath: string }} Where
 */

/** @param {Where} where */
export const tooLarge = (where) => refusalAnswer(413, REFUSALS.tooLarge, where);
/** @param {Where} where */
export const malformed = (where) => refusalAnswer(400, REFUSALS.malformedBody, where);

/**
 * Why a whole body cannot be an action's arguments, or null when it can.
 * @param {string | undefined} contentType
 * @param {Buffer} body
 * @param {Where} [where]
 * @returns {Promise<GuardAnswer | null>}
 */
export async function actionBodyProblem(contentType, body, where = { api: false, basePath: "" }) {
  if (contentType?.toLowerCase().startsWith("multipart/form-data")) {
    try {
      // Node's Response reads any Buffer; the DOM's types take only bytes over an unshared ArrayBuffer.
      const bytes = /** @type {Uint8Array<ArrayBuffer>} */ (body);
      await new Response(bytes, { headers: { "content-type": contentType } }).formData();
      return null;
    } catch {
      return malformed(where);
    }
  }
  // Otherwise React sends the arguments as one JSON text.
  try {
    JSON.parse(body.toString("utf8"));
    return null;
  } catch {
    return malformed(where);
  }
}

/**
 * The body, or the refusal of one over `limit` bytes (told by its length, or counted as it arrives).
 * A refused body is never kept: the connection stays open and Node reads and drops the rest, so a
 * client still sending it reads the answer instead of losing its connection mid-upload (which it
 * would see as a network error, not a 413).
 * @param {IncomingMessage} request
 * @param {number} [limit]
 * @param {Where} [where]
 * @returns {Promise<{ body: Buffer } | { refusal: GuardAnswer }>}
 */
export function readBody(request, limit = ACTION_BODY_LIMIT_BYTES, where = { api: false, basePath: "" }) {
  const declared = Number(request.headers["content-length"]);
  if (declared > limit) {
    request.resume();
    return Promise.resolve({ refusal: tooLarge(where) });
  }
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    let chunks = [];
    let size = 0;
    /** @param {{ body: Buffer } | { refusal: GuardAnswer }} result */
    const stop = (result) => {
      // Still flowing, with no listener: the rest of the body is read and dropped.
      request.removeAllListeners("data");
      chunks = [];
      resolve(result);
    };
    // Buffers: nothing sets an encoding on the request.
    request.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) return stop({ refusal: tooLarge(where) });
      chunks.push(chunk);
    });
    request.on("end", () => stop({ body: Buffer.concat(chunks) }));
    request.on("aborted", () => stop({ refusal: malformed(where) }));
    request.on("error", () => stop({ refusal: malformed(where) }));
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
