import { z } from "zod";

/**
 * Pairing two rows as versions of one another, and taking one out of its group: the shapes an
 * admin form or the API sends. Messages are codes (Admin.counterparts.errors).
 */
export const pairSchema = z.object({ id: z.int().positive(), otherId: z.int("chooseOne").positive("chooseOne") });
export const unpairSchema = z.object({ id: z.int().positive(), counterpartId: z.int("notFound").positive("notFound") });
