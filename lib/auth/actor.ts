/**
 * Who asks for a write. The write path authorizes every write by its actor (lib/auth/policy.ts), so
 * an admin action, an API call (a token, later), a command and a visitor's contact form all pass the
 * same check.
 */
export type Actor =
  | { kind: "admin"; email: string }
  | { kind: "system"; command: string }
  | { kind: "visitor" };

/** A command run on the server by its operator (the seed, admin:create): trusted by whoever can run it. */
export const systemActor = (command: string): Actor => ({ kind: "system", command });

export const VISITOR: Actor = { kind: "visitor" };

/** How the change record names the actor. */
export function describeActor(actor: Actor): string {
  if (actor.kind === "admin") return `admin:${actor.email}`;
  if (actor.kind === "system") return `system:${actor.command}`;
  return "visitor";
}
