import { z } from "zod";
import { PASSWORD_PROBLEM_TEXT, passwordProblem } from "./password-policy";

/** An administrator's e-mail as a command gives it: stored, and looked up, lowercased. */
const adminEmail = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[^\s@]+@[^\s@]+$/, "E-mail address is not valid");

/** An administrator's credentials as a command or the start command gives them. */
export const adminCredentialsSchema = z.object({
  email: adminEmail,
  password: z.string().superRefine((password, context) => {
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: "custom", message: PASSWORD_PROBLEM_TEXT[problem] });
  }),
});

/** The administrator a command names (admin:deactivate, admin:activate). */
export const adminEmailSchema = z.object({ email: adminEmail });

export const INITIAL_ADMIN_EMAIL = "admin@localhost";
