import type { IncomingMessage, ServerResponse } from "node:http";

export const RETRY_AFTER_SECONDS: number;
export function reportDatabaseReachability(check: () => boolean): void;
export function databaseUnreachable(): boolean;
export function unavailableWhileDatabaseAway(request: IncomingMessage, response: ServerResponse): void;
