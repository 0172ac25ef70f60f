import { z } from "zod";

/** An administrator's credentials as a command or the start command gives them. */
export const adminCredentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+$/, "E-mail address is not valid"),
  password: z.string().min(8, "Password must be at least 8 characters").max(200, "Password is too long"),
});

export type AdminCredentials = z.infer<typeof adminCredentialsSchema>;

export const INITIAL_ADMIN_EMAIL = "admin@localhost";
