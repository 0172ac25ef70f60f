import { z } from "zod";

/** An API token's name, as the operator gives it to the command (it names the actor in change records). */
export const apiTokenNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(100, "Name is too long")
    .regex(/^[\w.@-]+$/, "Name may hold letters, digits and . _ @ - only"),
});

/** A token as `api-token:list` shows it: never the token, which only its creation prints. */
export interface ApiTokenSummary {
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}
