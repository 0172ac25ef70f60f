import { createFormatter, createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { stateText } from "@/components/admin/messages/MessageDelivery";
import type { MailDelivery } from "@/lib/mail/queries";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import tr from "@/messages/tr.json";

const t = createTranslator({ locale: "tr", messages: tr, namespace: "Admin.mailDelivery" });
// The admin's formatter runs in the firm's time zone (lib/i18n/request.ts): 09:00 UTC is 12:00 in Bursa.
const format = createFormatter({ locale: "tr", timeZone: FIRM_TIME_ZONE });
const AT = new Date("2026-11-23T09:00:05Z");
const mail = (delivery: MailDelivery["delivery"]): MailDelivery => ({
  id: 1,
  kind: "enquiry",
  toAddress: "info@firm.example",
  delivery,
});

describe("a mail's state on the message page", () => {
  it("says waiting, sent at, retrying with the attempt and next time, or given up, on the firm's clock", () => {
    expect(stateText(mail({ state: "waiting" }), true, t, format)).toBe("Gönderilmeyi bekliyor");
    expect(stateText(mail({ state: "sent", sentAt: AT }), true, t, format)).toBe("Gönderildi: 23 Kas 2026 12:00:05");
    const retrying = mail({ state: "retrying", attempts: 3, nextAttemptAt: AT, lastError: "ECONNREFUSED" });
    expect(stateText(retrying, true, t, format)).toBe(
      "Yeniden denenecek (deneme 3), sonraki deneme: 23 Kas 2026 12:00:05",
    );
    expect(stateText(mail({ state: "failed", attempts: 30, lastError: "550" }), true, t, format)).toBe(
      "Vazgeçildi: 30 denemede gönderilemedi",
    );
  });

  it("says the mail server is not configured for a mail that waits without one", () => {
    const notConfigured = "Gönderilmedi: e-posta sunucusu (SMTP) yapılandırılmamış; e-posta bekliyor";
    expect(stateText(mail({ state: "waiting" }), false, t, format)).toBe(notConfigured);
    const retrying = mail({ state: "retrying", attempts: 2, nextAttemptAt: AT, lastError: "x" });
    expect(stateText(retrying, false, t, format)).toBe(notConfigured);
    expect(stateText(mail({ state: "sent", sentAt: AT }), false, t, format)).toMatch(/^Gönderildi/);
  });
});
