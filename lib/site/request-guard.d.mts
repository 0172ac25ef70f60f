export interface GuardAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function isReadablePath(path: string): boolean;
export function guardAnswer(method: string | undefined, url: string | undefined, basePath?: string): GuardAnswer | null;
