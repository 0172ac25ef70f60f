import commonPasswords from "./common-passwords.json" with { type: "json" };

/**
 * The administrators' password rule (after NIST SP 800-63B): 12 to 128 characters, no
 * composition rules, and none of the 10,000 most common passwords (common-passwords.json; its
 * source and licence beside it). One rule for admin:create, the start command and the admin's
 * change-password screen.
 */
export const PASSWORD_LENGTH = { min: 12, max: 128 } as const;

const COMMON = new Set<string>(commonPasswords);

export type PasswordProblem = "passwordTooShort" | "passwordTooLong" | "passwordTooCommon";

export function passwordProblem(password: string): PasswordProblem | null {
  // Characters as a person counts them: an emoji or a Turkish letter is one.
  const length = [...password].length;
  if (length < PASSWORD_LENGTH.min) return "passwordTooShort";
  if (length > PASSWORD_LENGTH.max) return "passwordTooLong";
  if (COMMON.has(password.toLowerCase())) return "passwordTooCommon";
  return null;
}

/** The rule's refusals in the command line's words (admin:create, ADMIN_PASSWORD). */
export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  passwordTooShort: `Password must be at least ${PASSWORD_LENGTH.min} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_LENGTH.max} characters`,
  passwordTooCommon: "Password is one of the 10,000 most common passwords: choose another",
};
