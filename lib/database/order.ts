import { z } from "zod";

/** A display order: an integer, at least 1 (team members start at 0). */
export const orderSchema = (min: 0 | 1 = 1) =>
  z.int("orderInvalid").min(min, "orderInvalid").max(100_000, "orderInvalid");

/** Every list the site shows is by order, then by age: one rule for queries of every entity. */
export const BY_ORDER = [{ order: "asc" as const }, { id: "asc" as const }];

/**
 * The order a new row takes when none is given: after the last of its list, never beside
 * the first. `max` is the list's highest order, null for an empty list (which starts at `first`).
 */
export const afterLast = (max: number | null, first: 0 | 1 = 1): number => (max === null ? first : max + 1);
