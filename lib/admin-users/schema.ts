import { z } from "zod";
import { PASSWORD_PROBLEM_TEXT, passwordProblem } from "./password-policy";

/** An administrator's credentials as a command or the start command gives them. */
export const adminCredentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+$/, "E-mail address is not valid"),
  password: z.string().superRefine((password, context) => {
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: "custom", message: PASSWORD_PROBLEM_TEXT[problem] });
  }),
});

export type AdminCredentials = z.infer<typeof adminCredentialsSchema>;

export const INITIAL_ADMIN_EMAIL = "admin@localhost";
