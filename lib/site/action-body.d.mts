import type { IncomingMessage } from "node:http";
import type { GuardAnswer } from "./request-guard.mjs";

export const ACTION_BODY_LIMIT_BYTES: number;
export const TOO_LARGE: GuardAnswer;
export const MALFORMED: GuardAnswer;
export function isActionRequest(method: string | undefined, headers: Record<string, string | string[] | undefined>): boolean;
export function actionBodyProblem(contentType: string | undefined, body: Buffer): Promise<GuardAnswer | null>;
export function readActionBody(request: IncomingMessage): Promise<{ body: Buffer } | { refusal: GuardAnswer }>;
export function replayedRequest(request: IncomingMessage, body: Buffer): IncomingMessage;
