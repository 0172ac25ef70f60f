import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactForm } from "@/components/site/ContactForm";
import { ContactFormField, type ContactFieldSpec } from "@/components/site/ContactFormField";
import { ContactFormSent } from "@/components/site/ContactFormSent";
import type { ContactFormState } from "@/lib/contact-messages/schema";
import { ClientTexts } from "@/lib/i18n/client-texts";

function inEnglish(element: ReactElement): string {
  const file = path.join(process.cwd(), "messages", "en.json");
  const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, never>;
  return renderToStaticMarkup(
    <ClientTexts locale="en" messages={messages}>
      {element}
    </ClientTexts>,
  );
}

/** The form's server-rendered HTML (what a visitor sees before hydration). */
function render(): string {
  const action = async (state: ContactFormState) => state;
  const notice = <p>Privacy notice</p>;
  return inEnglish(
    createElement(ContactForm, {
      action,
      labelledBy: "contact-form-title",
      notice,
      phone: "+90 224 451 20 30",
      acknowledged: true,
    }),
  );
}

describe("ContactForm markup", () => {
  const html = render();

  it("labels every field in the page's language and marks the required ones", () => {
    for (const [name, label] of [
      ["name", "Full name"],
      ["email", "E-mail"],
      ["phone", "Phone"],
      ["subject", "Subject"],
      ["message", "Your message"],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="contact-${name}"[^>]*>${label}`));
    }
    // Name, e-mail, message and the consent box.
    expect(html.match(/ required=""/g)).toHaveLength(4);
    expect(html).toContain('type="email"');
    expect(html).toContain('type="tel"');
  });

  it("has a polite live status region and a submit button", () => {
    expect(html).toMatch(/<p role="status" aria-live="polite"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Send Message<\/button>/);
  });

  it("has the privacy notice and an unticked, labelled consent box naming the transfer abroad", () => {
    expect(html).toContain("<p>Privacy notice</p>");
    const box = html.match(/<input[^>]*type="checkbox"[^>]*>/)?.[0] ?? "";
    expect(box).toContain('name="consent"');
    expect(box).toContain('value="on"');
    expect(box).not.toContain("checked");
    expect(html).toMatch(/<label for="contact-consent"[^>]*>I give my explicit consent[^<]*servers abroad/);
  });

  it("hides the honeypot from eyes, assistive technology, Tab and autofill", () => {
    const honeypot = html.match(/<div[^>]*aria-hidden="true"[^>]*>.*?<\/div>/)?.[0] ?? "";
    expect(honeypot).toMatch(/<input[^>]*name="website"/);
    expect(honeypot).toContain('tabindex="-1"');
    // HTML attribute names are case-insensitive; React writes this one as autoComplete.
    expect(honeypot).toMatch(/autocomplete="off"/i);
  });
});

describe("ContactFormField", () => {
  const email: ContactFieldSpec = { name: "email", type: "email", required: true, autoComplete: "email" };

  it("shows what was typed and points the input at its translated error", () => {
    const html = inEnglish(createElement(ContactFormField, { field: email, defaultValue: "ayse@", error: "invalid" }));
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="contact-email-error"[^>]*value="ayse@"/);
    expect(html).toContain('<p id="contact-email-error"');
    expect(html).toContain("Please enter a valid e-mail address");
  });

  it("has no error text and no aria-invalid when the field is fine", () => {
    const html = inEnglish(createElement(ContactFormField, { field: email, defaultValue: "", error: undefined }));
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
  });
});

describe("the panel after a message is sent", () => {
  const panel = (acknowledged: boolean) =>
    inEnglish(
      createElement(ContactFormSent, { phone: "+90 224 451 20 30", acknowledged, onWriteAnother: () => undefined }),
    );

  it("promises an e-mail only where the firm sends visitors one, and always offers the phone", () => {
    expect(panel(true)).toContain("You may also receive an e-mail confirming that your message has arrived");
    expect(panel(false)).not.toContain("You may also receive an e-mail");
    expect(panel(false)).toContain('href="tel:+902244512030"');
  });
});
