import { describe, expect, it } from "vitest";
import { MAX_MAILTO_LENGTH, replyMailto, replySubject } from "@/lib/contact-messages/inbox-reply";
import { ADMIN_EXCERPT_LENGTH, plainExcerpt } from "@/lib/text/excerpt";

const TEXTS = { intro: "Ayşe yazdı:", truncated: "(kısaltıldı)" };
const bodyOf = (href: string) => decodeURIComponent(href.split("&body=")[1] ?? "");
const subjectOf = (href: string) => decodeURIComponent(/\?subject=([^&]*)/.exec(href)?.[1] ?? "");

describe("the reply link", () => {
  it("answers the sender with Re: and the subject, quoting each line with '> ', URL-encoded", () => {
    const { href, truncated } = replyMailto(
      { email: "ayse@example.com", subject: "Marka & patent?", message: "Merhaba,\nbir sorum var.\r\nTeşekkürler" },
      TEXTS,
    );
    expect(truncated).toBe(false);
    expect(href.startsWith("mailto:ayse@example.com?subject=Re%3A%20Marka%20%26%20patent%3F&body=")).toBe(true);
    expect(subjectOf(href)).toBe("Re: Marka & patent?");
    expect(bodyOf(href)).toBe("\r\n\r\nAyşe yazdı:\r\n> Merhaba,\r\n> bir sorum var.\r\n> Teşekkürler");
    expect(href).not.toMatch(/[\s<>"]/);
  });

  it("does not add a second Re:", () => {
    expect(replySubject("RE: Marka")).toBe("RE: Marka");
    expect(replySubject("")).toBe("Re:");
  });

  it("cuts a long message to stay within the limit, never through a character, and says so", () => {
    const message = "Çok uzun bir mesaj 😀 ".repeat(400);
    const { href, truncated } = replyMailto({ email: "a@example.com", subject: "Uzun", message }, TEXTS);
    expect(truncated).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    expect(href.length).toBeGreaterThan(MAX_MAILTO_LENGTH - 60);
    const body = bodyOf(href);
    expect(body).toContain("> Çok uzun bir mesaj 😀");
    expect(body.endsWith("\r\n> […]\r\n\r\n(kısaltıldı)")).toBe(true);
  });

  it("keeps a message that just fits whole", () => {
    const short = replyMailto({ email: "a@example.com", subject: "", message: "x".repeat(10) }, TEXTS, 200);
    expect(short.truncated).toBe(false);
    expect(replyMailto({ email: "a@example.com", subject: "", message: "x".repeat(200) }, TEXTS, 200).truncated).toBe(
      true,
    );
  });
});

describe("a message's excerpt", () => {
  it("is one line of at most 100 characters (the admin lists' excerpt), its text never read as HTML", () => {
    const excerptOf = (message: string) => plainExcerpt(message, ADMIN_EXCERPT_LENGTH);
    expect(ADMIN_EXCERPT_LENGTH).toBe(100);
    expect(excerptOf("Merhaba,\n\n  bir   sorum var.")).toBe("Merhaba, bir sorum var.");
    const long = excerptOf("a".repeat(300));
    expect(Array.from(long)).toHaveLength(100);
    expect(long.endsWith("...")).toBe(true);
    expect(excerptOf("b".repeat(100))).toBe("b".repeat(100));
    expect(excerptOf("b".repeat(101))).toBe(`${"b".repeat(97)}...`);
    expect(excerptOf(`${"c".repeat(96)}😀😀😀`)).toBe(`${"c".repeat(96)}...`);
    expect(excerptOf("<b>Merhaba</b> &amp; <script>")).toBe("<b>Merhaba</b> &amp; <script>");
  });
});
