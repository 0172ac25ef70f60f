import { describe, expect, it } from "vitest";
import { speaksLanguage } from "@/lib/contact-messages/inbox-languages";

describe("who speaks a message's language", () => {
  it("matches the language's Turkish, English and own names, case-insensitively the Turkish way", () => {
    expect(speaksLanguage(["İngilizce"], "en")).toBe(true);
    expect(speaksLanguage(["INGILIZCE"], "en")).toBe(true);
    expect(speaksLanguage(["english (fluent)"], "en")).toBe(true);
    expect(speaksLanguage(["ENGLISH"], "en")).toBe(true);
    expect(speaksLanguage(["Almanca"], "de")).toBe(true);
    expect(speaksLanguage(["Deutsch"], "de")).toBe(true);
    expect(speaksLanguage(["German"], "de")).toBe(true);
    expect(speaksLanguage(["Rusça"], "ru")).toBe(true);
    expect(speaksLanguage(["русский"], "ru")).toBe(true);
    expect(speaksLanguage(["Türkçe"], "tr")).toBe(true);
  });

  it("does not match another language, a part of a word, or a message without a language", () => {
    expect(speaksLanguage(["Almanca"], "en")).toBe(false);
    expect(speaksLanguage(["Fransızca"], "de")).toBe(false);
    expect(speaksLanguage(["Englishman"], "en")).toBe(false);
    expect(speaksLanguage(["İngilizce"], null)).toBe(false);
    expect(speaksLanguage([], "en")).toBe(false);
  });
});
