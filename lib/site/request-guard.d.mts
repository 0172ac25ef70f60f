export interface GuardAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function isReadablePath(path: string): boolean;
export function isForeignAction(method: string | undefined, headers: Record<string, string | string[] | undefined>): boolean;
export function guardAnswer(method: string | undefined, url: string | undefined, basePath?: string, headers?: Record<string, string | string[] | undefined>): GuardAnswer | null;
