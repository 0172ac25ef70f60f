import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, retryDelayMs } from "@/lib/mail/backoff";
import { acknowledgementMail, enquiryMail, isBareAddress, singleLine } from "@/lib/mail/compose";
import { readServerEnv } from "@/lib/env";
import { mailServer } from "@/lib/mail/settings";
import { describeSendError } from "@/lib/mail/transport";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe("retryDelayMs", () => {
  it("waits 30 s after the first attempt, doubling each time up to an hour", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => retryDelayMs(attempts, 30 * SECOND));
    expect(delays).toEqual([
      30 * SECOND,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      16 * MINUTE,
      32 * MINUTE,
      HOUR,
      HOUR,
    ]);
  });

  it("gives up after the 30th attempt, about a day after the first", () => {
    expect(MAX_ATTEMPTS).toBe(30);
    expect(retryDelayMs(MAX_ATTEMPTS - 1, 30 * SECOND)).toBe(HOUR);
    expect(retryDelayMs(MAX_ATTEMPTS, 30 * SECOND)).toBeNull();
    let total = 0;
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts++) total += retryDelayMs(attempts, 30 * SECOND)!;
    expect(total).toBeGreaterThan(22 * HOUR);
    expect(total).toBeLessThan(24 * HOUR);
  });

  it("scales the whole schedule with its base (the e2e server's short one)", () => {
    expect([1, 2, 3].map((attempts) => retryDelayMs(attempts, 500))).toEqual([500, 1000, 2000]);
    expect(retryDelayMs(20, 500)).toBe(60_000);
  });
});

describe("header safety", () => {
  it("makes one line of anything, control characters and Unicode line separators included", () => {
    expect(singleLine("a\r\nBcc: x@y.z\rb\nc\td\u2028e\u0085f")).toBe("a Bcc: x@y.z b c d e f");
    expect(singleLine("x".repeat(300))).toHaveLength(200);
  });

  it("takes only a bare address for To and Reply-To", () => {
    expect(isBareAddress("jane@example.com")).toBe(true);
    for (const bad of [
      "jane@example.com\r\nBcc: x@y.z",
      "Jane <jane@example.com>",
      "a@b.c, d@e.f",
      "a b@c.d",
      "nobody",
    ])
      expect(isBareAddress(bad)).toBe(false);
  });

  const message = {
    id: 7,
    name: "Jane",
    email: "jane@example.com\nBcc: victim@example.com",
    phone: "",
    subject: "Hi",
    message: "Hello there, a question.",
    languageCode: "en",
    fromPath: "/en",
    createdAt: new Date("2026-01-05T10:00:00Z"),
  };
  const firm = { name: "Bursa Patent", address: "info@firm.example", phone: "+90 224 451 20 30" };

  it("neither replies to nor acknowledges an address that is not a bare one", () => {
    expect(enquiryMail(message, firm, null).replyTo).toBe("");
    expect(acknowledgementMail(message, firm)).toBeNull();
  });
});

describe("mail settings", () => {
  it("is unconfigured without SMTP_URL, and reads it with MAIL_FROM", () => {
    expect(mailServer({})).toBeNull();
    expect(mailServer({ SMTP_URL: "smtps://u:p@mail.example:465", MAIL_FROM: "web@firm.example" })).toEqual({
      url: "smtps://u:p@mail.example:465",
      from: "web@firm.example",
    });
  });

  it("refuses an SMTP_URL of another scheme, or one without MAIL_FROM, with one clear line", () => {
    expect(() => readServerEnv({ SMTP_URL: "http://mail.example", MAIL_FROM: "web@firm.example" })).toThrow(
      /SMTP_URL must be smtp:/,
    );
    expect(() => readServerEnv({ SMTP_URL: "smtp://mail.example:25" })).toThrow(/SMTP_URL needs MAIL_FROM/);
  });
});

describe("describeSendError", () => {
  it("keeps the first line, short, with no URL credentials", () => {
    const error = new Error("connect to smtp://web:s3cret@mail.example:587 failed\nstack line");
    expect(describeSendError(error)).toBe("connect to smtp://…@mail.example:587 failed");
    expect(describeSendError(new Error("x".repeat(500)))).toHaveLength(300);
  });
});
