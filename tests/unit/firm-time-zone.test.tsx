import { parseInboxQuery } from "@/lib/contact-messages/inbox-query";
import type { FunctionComponent } from "react";
import { prerender } from "react-dom/static";
import { createFormatter } from "next-intl";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { InboxTable } from "@/components/admin/messages/InboxTable";
import { MessageView } from "@/components/admin/messages/MessageView";
import requestConfig from "@/lib/i18n/request";

/**
 * Every date an administrator reads is the firm's time (Europe/Istanbul), whatever the server's zone
 * (UTC here, as on most servers): a message sent at 00:02 in Bursa is of the 26th, not 21:02 on the 25th.
 */
const SENT = new Date("2026-11-25T21:02:00Z");

// The request config as next-intl calls it; the page's formatter is made from what it returns.
let config: { locale: string; timeZone?: string } = { locale: "tr" };
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const { readFileSync: read } = await import("node:fs");
  const messages = JSON.parse(read("messages/tr.json", "utf8")) as Record<string, never>;
  return {
    getRequestConfig: <T,>(make: T) => make,
    getTranslations: async (namespace: string) =>
      createTranslator({ locale: "tr", messages, namespace: namespace as never }),
    getFormatter: async () => createFormatter({ locale: config.locale, timeZone: config.timeZone }),
  };
});
vi.mock("@/lib/translations/queries", () => ({ getTranslationMap: async () => ({}) }));
vi.mock("@/lib/page-texts/queries", () => ({ getPageTextMap: async () => ({}) }));
vi.mock("@/lib/firm-settings/public", async () => {
  const { FIRM_DEFAULTS } = await import("@/lib/firm-settings/schema");
  return { getFirmSettings: async () => ({ ...FIRM_DEFAULTS, updatedAt: new Date(0) }) };
});
vi.mock("@/lib/contact-messages/actions", () => ({ deleteContactMessageAction: async () => ({}) }));

async function configOf(locale: string) {
  const make = requestConfig as unknown as (params: { requestLocale: Promise<string> }) => Promise<typeof config>;
  return make({ requestLocale: Promise.resolve(locale) });
}

async function render<P extends object>(component: (props: P) => Promise<unknown>, props: P): Promise<string> {
  const Component = component as unknown as FunctionComponent<P>;
  const { prelude } = await prerender(<Component {...props} />);
  return new Response(prelude).text();
}

const message = {
  id: 7,
  name: "Çağla Işıkoğlu",
  email: "cagla@example.com",
  phone: "",
  subject: "Marka tescili",
  message: "Merhaba",
  languageCode: "tr",
  fromPath: "/iletisim",
  createdAt: SENT,
  readAt: null,
  excerpt: "Merhaba",
  status: "new" as const,
  statusAt: null,
  statusBy: null,
  consentVersion: null,
  consentAt: null,
  assignedTo: null,
  assignedAt: null,
  assignedBy: null,
};
const query = parseInboxQuery({});

describe("the firm's time zone", () => {
  beforeEach(async () => {
    config = await configOf("tr");
  });

  it.each(["tr", "en", "de"])(
    "is the request config's zone in %s, so every formatter of the site and the admin uses it",
    async (locale) => {
      expect((await configOf(locale)).timeZone).toBe("Europe/Istanbul");
    },
  );

  it("turns an evening in UTC into the next day in Bursa", () => {
    const format = createFormatter(config);
    expect(format.dateTime(SENT, { dateStyle: "short", timeStyle: "short" })).toBe("26.11.2026 00:02");
  });

  it("shows the inbox's and a message's received time in Istanbul time", async () => {
    expect(await render(InboxTable, { lang: "tr", rows: [message], query })).toContain("<td>26 Kas 2026 00:02</td>");
    expect(
      await render(MessageView, {
        lang: "tr",
        message,
        query,
        neighbours: { previous: undefined, next: undefined },
        assignees: [],
      }),
    ).toContain("<dd>26 Kasım 2026 00:02</dd>");
  });
});
