/**
 * Who asks for a write. The write path authorizes every write by its actor (lib/auth/policy.ts), so
 * an admin action, an API call with a token, a command and a visitor's contact form all pass the
 * same check.
 */
export type Actor =
  | { kind: "admin"; email: string }
  /** A program calling the REST API with a bearer token (lib/api-tokens), named by the token's name. */
  | { kind: "apiToken"; name: string }
  | { kind: "system"; command: string }
  | { kind: "visitor" };

/** A command run on the server by its operator (the seed, admin:create): trusted by whoever can run it. */
export const systemActor = (command: string): Actor => ({ kind: "system", command });

export const VISITOR: Actor = { kind: "visitor" };

/** How the change record names the actor. */
export function describeActor(actor: Actor): string {
  if (actor.kind === "admin") return `admin:${actor.email}`;
  if (actor.kind === "system") return `system:${actor.command}`;
  if (actor.kind === "apiToken") return `token:${actor.name}`;
  return "visitor";
}

/** The actor as people read it: "admin:ayse@firma.com" → "ayse@firma.com"; a command or API token by its name. */
export const actorName = (actor: string): string => actor.replace(/^(admin|system|token):/, "");
