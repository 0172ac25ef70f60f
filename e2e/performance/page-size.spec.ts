import { expect, test } from "@playwright/test";
import { seededTopic } from "../helpers";

/**
 * Lighter pages: a topic page's HTML, with the seeded menu and the payload React reads,
 * stays under 50 KB. Here, in the project that runs alone, so no other test's categories are in the
 * menu meanwhile.
 */
test("a topic page's HTML, the seeded menu and its payload included, is under 50 KB", async ({ request }) => {
  for (const path of [seededTopic("tr").topicPath, seededTopic("en").topicPath]) {
    const response = await request.get(path, { headers: { "accept-encoding": "identity" } });
    expect(response.status(), path).toBe(200);
    const bytes = (await response.body()).length;
    test.info().annotations.push({ type: "HTML", description: `${path}: ${bytes} bytes` });
    expect(bytes, path).toBeLessThan(50 * 1024);
  }
});
