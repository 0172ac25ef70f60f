import { describe, expect, it } from "vitest";
import { clientIpFrom, hashIp } from "@/lib/auth/client-ip";
import { contactFieldErrors, contactMessageSchema, type ContactMessageInput } from "@/lib/contact-messages/schema";

const valid = {
  name: "Ayşe Yılmaz",
  email: "ayse@example.com",
  phone: "+90 (532) 614-72-90",
  subject: "Marka tescili",
  message: "Markamı tescil ettirmek istiyorum.",
  consent: "on",
};

/** The error code the schema reports for one field of an otherwise valid message (undefined when it passes). */
function errorOf(patch: Partial<Record<keyof typeof valid, unknown>>, field: keyof typeof valid) {
  const result = contactMessageSchema.safeParse({ ...valid, ...patch } as ContactMessageInput);
  return result.success ? undefined : contactFieldErrors(result.error)[field];
}

describe("contactMessageSchema", () => {
  it("accepts a complete message and trims every field", () => {
    const result = contactMessageSchema.parse({ ...valid, name: "  Ayşe Yılmaz ", message: `\n${valid.message}  ` });
    expect(result).toEqual(valid);
  });

  it("accepts a message without phone and subject, storing them as empty text", () => {
    expect(contactMessageSchema.parse({ name: "Al", email: "a@b.co", message: "0123456789", consent: "on" })).toEqual({
      name: "Al",
      email: "a@b.co",
      phone: "",
      subject: "",
      message: "0123456789",
      consent: "on",
    });
  });

  it("name: required, 2 to 100 characters after trimming", () => {
    expect(errorOf({ name: undefined }, "name")).toBe("required");
    expect(errorOf({ name: "   " }, "name")).toBe("required");
    expect(errorOf({ name: " A " }, "name")).toBe("tooShort");
    expect(errorOf({ name: "Al" }, "name")).toBeUndefined();
    expect(errorOf({ name: "x".repeat(100) }, "name")).toBeUndefined();
    expect(errorOf({ name: "x".repeat(101) }, "name")).toBe("tooLong");
  });

  it("email: required, a valid address, at most 200 characters", () => {
    expect(errorOf({ email: "" }, "email")).toBe("required");
    expect(errorOf({ email: "not-an-address" }, "email")).toBe("invalid");
    expect(errorOf({ email: "a@b" }, "email")).toBe("invalid");
    expect(errorOf({ email: "two words@example.com" }, "email")).toBe("invalid");
    expect(errorOf({ email: ` ${"a".repeat(188)}@example.com ` }, "email")).toBeUndefined(); // 200 characters
    expect(errorOf({ email: `${"a".repeat(189)}@example.com` }, "email")).toBe("tooLong");
  });

  it("phone: optional, at most 30 characters of digits, spaces, +, - and parentheses", () => {
    expect(errorOf({ phone: "" }, "phone")).toBeUndefined();
    expect(errorOf({ phone: undefined }, "phone")).toBeUndefined();
    expect(errorOf({ phone: "+90 (224) 451-20-30" }, "phone")).toBeUndefined();
    expect(errorOf({ phone: "0532 abc" }, "phone")).toBe("invalid");
    expect(errorOf({ phone: "0532/614" }, "phone")).toBe("invalid");
    expect(errorOf({ phone: "1".repeat(30) }, "phone")).toBeUndefined();
    expect(errorOf({ phone: "1".repeat(31) }, "phone")).toBe("tooLong");
  });

  it("subject: optional, at most 150 characters", () => {
    expect(errorOf({ subject: "" }, "subject")).toBeUndefined();
    expect(errorOf({ subject: "x".repeat(150) }, "subject")).toBeUndefined();
    expect(errorOf({ subject: "x".repeat(151) }, "subject")).toBe("tooLong");
  });

  it("message: required, 10 to 5000 characters after trimming", () => {
    expect(errorOf({ message: "" }, "message")).toBe("required");
    expect(errorOf({ message: "  kısa mesaj " }, "message")).toBeUndefined();
    expect(errorOf({ message: "   123456789   " }, "message")).toBe("tooShort");
    expect(errorOf({ message: "x".repeat(5000) }, "message")).toBeUndefined();
    expect(errorOf({ message: "x".repeat(5001) }, "message")).toBe("tooLong");
  });

  it("consent: required, the ticked box's value and nothing else (KVKK art. 9: explicit consent)", () => {
    expect(errorOf({ consent: "on" }, "consent")).toBeUndefined();
    expect(errorOf({ consent: undefined }, "consent")).toBe("required");
    expect(errorOf({ consent: "" }, "consent")).toBe("required");
    expect(errorOf({ consent: "off" }, "consent")).toBe("required");
    expect(errorOf({ consent: true }, "consent")).toBe("required");
  });

  it("reports one code per failing field and nothing for the valid ones", () => {
    const result = contactMessageSchema.safeParse({ name: "", email: "x", phone: "abc", subject: "", message: "" });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(contactFieldErrors(result.error)).toEqual({
        name: "required",
        email: "invalid",
        phone: "invalid",
        message: "required",
        consent: "required",
      });
  });
});

describe("clientIpFrom", () => {
  it("believes only the server entry's header, else 'unknown'", () => {
    expect(clientIpFrom(new Headers({ "x-site-client-address": " 203.0.113.7 " }))).toBe("203.0.113.7");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "203.0.113.8" }))).toBe("unknown");
    expect(clientIpFrom(new Headers({}))).toBe("unknown");
  });
});

describe("hashIp", () => {
  it("is a keyed sha256: stable per IP and secret, never the address itself", () => {
    const secret = "s".repeat(32);
    const hash = hashIp("203.0.113.7", secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("203.0.113.7");
    expect(hashIp("203.0.113.7", secret)).toBe(hash);
    expect(hashIp("203.0.113.8", secret)).not.toBe(hash);
    expect(hashIp("203.0.113.7", "t".repeat(32))).not.toBe(hash);
  });

  it("refuses to hash without a secret", () => {
    expect(() => hashIp("203.0.113.7", "")).toThrow(/AUTH_SECRET/);
  });
});
