import { expect, it } from "vitest";

it("the browser's setup turns Zod's compiler off before Zod loads, without loading Zod itself", async () => {
  await import("@/instrumentation-client");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
  // No eval is attempted: a schema parses without one.
  expect(z.object({ name: z.string() }).parse({ name: "Ayşe" })).toEqual({ name: "Ayşe" });
});
