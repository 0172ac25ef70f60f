import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientMessages, CONTACT_FORM_NAMESPACES, SITE_CLIENT_NAMESPACES } from "@/lib/i18n/client-messages";
import turkish from "@/messages/tr.json";

/** Every .tsx file under the folders the public site renders from. */
function publicFiles(): string[] {
  const roots = ["components/site", "app/[locale]", "app/maintenance-screen"];
  return roots.flatMap((root) => readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".tsx")).map((file) => path.join(root, file)));
}

describe("the messages public pages send to the browser", () => {
  it("hold every namespace a public client component reads", () => {
    const used = new Map<string, string[]>();
    for (const file of publicFiles()) {
      const source = readFileSync(file, "utf8");
      // A hook with no namespace would need the whole catalogue.
      expect(source, file).not.toMatch(/useTranslations\(\s*\)/);
      for (const [, namespace] of source.matchAll(/useTranslations\(\s*"([^".]+)/g)) used.set(namespace!, [...(used.get(namespace!) ?? []), file]);
    }
    expect(used.size).toBeGreaterThan(0);
    const sent: readonly string[] = [...SITE_CLIENT_NAMESPACES, ...CONTACT_FORM_NAMESPACES];
    for (const [namespace, files] of used) expect(sent, `${namespace}, read in ${files.join(", ")}`).toContain(namespace);
    // The contact form's texts are read by the contact form alone (its page sends them).
    for (const namespace of CONTACT_FORM_NAMESPACES) expect(used.get(namespace)?.every((file) => /ContactForm/.test(file)), namespace).toBe(true);
  });

  it("are those namespaces alone: no admin texts, a small part of the catalogue", () => {
    const sent = clientMessages(turkish, SITE_CLIENT_NAMESPACES);
    expect(Object.keys(sent).sort()).toEqual([...SITE_CLIENT_NAMESPACES].sort());
    expect(sent).not.toHaveProperty("Admin");
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(turkish).length / 20);
  });
});
