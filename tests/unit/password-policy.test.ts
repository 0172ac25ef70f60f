import { describe, expect, it } from "vitest";
import commonPasswords from "@/lib/admin-users/common-passwords.json" with { type: "json" };
import { passwordProblem } from "@/lib/admin-users/password-policy";

describe("the administrators' password rule", () => {
  it("ships the 10,000 most common passwords, each once", () => {
    expect(commonPasswords).toHaveLength(10_000);
    expect(new Set(commonPasswords).size).toBe(10_000);
    expect(commonPasswords.slice(0, 3)).toEqual(["123456", "password", "12345678"]);
  });

  it("takes 12 to 128 characters of anything, with no composition rules", () => {
    expect(passwordProblem("kısa-şifre1")).toBe("passwordTooShort");
    expect(passwordProblem("correcthorse")).toBeNull();
    expect(passwordProblem("doğru at pil zımba")).toBeNull();
    expect(passwordProblem("🔑".repeat(12))).toBeNull();
    expect(passwordProblem("a".repeat(128))).toBeNull();
    expect(passwordProblem("a".repeat(129))).toBe("passwordTooLong");
  });

  it("refuses the common passwords long enough to pass the length, whatever their case", () => {
    const longCommon = commonPasswords.filter((password) => password.length >= 12);
    expect(longCommon.length).toBeGreaterThan(0);
    for (const password of longCommon) expect(passwordProblem(password), password).toBe("passwordTooCommon");
    expect(passwordProblem(longCommon[0]!.toUpperCase())).toBe("passwordTooCommon");
  });
});
