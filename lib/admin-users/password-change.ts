import { z } from "zod";
import { claimLoginAttempt, forgiveAttempt, LOGIN_LIMITS, passwordCheckAttempter } from "@/lib/auth/throttle";
import { refuse, type WriteOperation, type WriteResult } from "@/lib/database/write";
import { db as sharedDb } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { AUDIT_ACTIONS } from "@/lib/audit-log/record";
import { hashPassword, verifyPassword } from "./password";
import { passwordProblem } from "./password-policy";

/** The change-password form's fields (the admin's "change my password" screen). */
export const PASSWORD_CHANGE_FIELDS = ["current", "next", "confirm"] as const;
export type PasswordChangeField = (typeof PASSWORD_CHANGE_FIELDS)[number];

export const passwordChangeSchema = z
  .object({ current: z.string().min(1, "currentPasswordRequired"), next: z.string(), confirm: z.string() })
  .superRefine(({ next, confirm }, context) => {
    const problem = passwordProblem(next);
    if (problem) context.addIssue({ code: "custom", path: ["next"], message: problem });
    else if (confirm !== next) context.addIssue({ code: "custom", path: ["confirm"], message: "passwordMismatch" });
  });

/**
 * An administrator changes their own password: the current one must be right, the new one follow
 * the rule (password-policy.ts). Every other session of theirs ends in the same transaction, so a
 * browser that someone else may hold is signed out; the one changing it stays signed in.
 */
export function changeOwnPassword(
  input: unknown,
  own: { email: string; sessionId: string },
): WriteOperation<typeof passwordChangeSchema, { endedSessions: number }> {
  return {
    entity: "adminUser",
    action: "update",
    audit: { action: AUDIT_ACTIONS.passwordChange },
    schema: passwordChangeSchema,
    input,
    async apply(tx, { current, next }) {
      const admin = await tx.adminUser.findUnique({
        where: { email: own.email },
        select: { id: true, passwordHash: true },
      });
      if (!admin) return refuse("unauthorized");
      if (!(await verifyPassword(current, admin.passwordHash)))
        return refuse("invalid", { current: "currentPasswordWrong" });
      await tx.adminUser.update({ where: { id: admin.id }, data: { passwordHash: await hashPassword(next) } });
      const ended = await tx.adminSession.deleteMany({ where: { adminUserId: admin.id, id: { not: own.sessionId } } });
      return { id: admin.id, value: { endedSessions: ended.count }, languages: [], tags: [] };
    },
  };
}

export type PasswordChangeResult = WriteResult<{ endedSessions: number }> | "failed";

/** Wrong current passwords an administrator may type within the window before the form refuses, and for how long. */
export const PASSWORD_GUESSES = {
  allowed: LOGIN_LIMITS.perDevice,
  windowMinutes: LOGIN_LIMITS.windowMs / 60_000,
  lockMinutes: LOGIN_LIMITS.lockMs / 60_000,
} as const;

/**
 * The change as the form asks for it, with the current password counted as a guess
 * (lib/auth/throttle.ts): the guess is counted before it is checked, so parallel guesses cannot all
 * pass while the first are still hashing, and taken back unless the current password proved wrong.
 * Once PASSWORD_GUESSES.allowed wrong ones are counted, the form is refused ("currentPasswordLocked")
 * for PASSWORD_GUESSES.lockMinutes, the right password too. `run` writes the operation (the action's
 * write path); the count outlives its transaction, which a wrong guess rolls back.
 */
export async function changeOwnPasswordLimited(
  input: unknown,
  own: { email: string; sessionId: string },
  run: (operation: ReturnType<typeof changeOwnPassword>) => Promise<PasswordChangeResult>,
  { db = sharedDb, now = new Date() }: { db?: PrismaClient; now?: Date } = {},
): Promise<PasswordChangeResult> {
  const guesser = passwordCheckAttempter(own.email);
  const claim = await claimLoginAttempt(db, guesser, now).catch((error: unknown) => {
    console.error("Password change: the guess could not be counted", error);
    return "failed" as const;
  });
  if (claim === "failed") return "failed";
  if (!claim) return { ok: false, error: "invalid", fieldErrors: { current: "currentPasswordLocked" } };
  const result = await run(changeOwnPassword(input, own));
  if (!isWrongGuess(result))
    await forgiveAttempt(db, claim.attemptId, guesser, now).catch((error: unknown) =>
      console.error("Password change: a guess that was no wrong password could not be taken back", error),
    );
  return result;
}

const isWrongGuess = (result: PasswordChangeResult) =>
  result !== "failed" && !result.ok && result.fieldErrors.current === "currentPasswordWrong";
