import { z } from "zod";
import { refuse, type WriteOperation } from "@/lib/database/write";
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
