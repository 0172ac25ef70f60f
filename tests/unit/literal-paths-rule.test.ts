import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The lint rule that keeps public paths in lib/site/paths.ts: it must refuse a literal path in app/ and components/. */
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-syntax")
    .map((message) => message.message);
}

describe("no literal public paths in app/ and components/", () => {
  it("refuses href literals, template paths and known page paths", async () => {
    const file = "components/site/Example.tsx";
    // Both an href literal and a known page: reported by two selectors.
    expect(await problems(`export const A = () => <a href="/iletisim">x</a>;`, file)).toHaveLength(2);
    expect(await problems("export const A = ({ s }: { s: string }) => <a href={`/${s}`}>x</a>;", file)).toHaveLength(1);
    expect(await problems(`export const items = [{ href: "/" }];`, file)).toHaveLength(1);
    expect(await problems(`export const contact = "/kurumsal";`, "app/[locale]/example.ts")).toHaveLength(1);
  });

  it("lets paths from the paths module and other sites through, and leaves lib/ alone", async () => {
    const file = "components/site/Example.tsx";
    expect(
      await problems(
        `import { paths } from "@/lib/site/paths";\nexport const A = () => <a href={paths.contact}>x</a>;`,
        file,
      ),
    ).toEqual([]);
    expect(await problems(`export const A = () => <a href="https://www.turkpatent.gov.tr">x</a>;`, file)).toEqual([]);
    expect(await problems(`export const contact = "/iletisim";`, "lib/site/example.ts")).toEqual([]);
  });
});
