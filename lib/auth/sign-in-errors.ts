/**
 * What the credentials provider reports to the sign-in form (next-auth passes a thrown error's
 * message through as `error`). The form maps each to a text in the admin's language.
 */
export const SIGN_IN_ERRORS = { invalid: "invalid", locked: "locked", failure: "failure" } as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[keyof typeof SIGN_IN_ERRORS];

export function signInErrorFrom(code: string | null | undefined): SignInError {
  if (code === SIGN_IN_ERRORS.invalid || code === "CredentialsSignin") return SIGN_IN_ERRORS.invalid;
  if (code === SIGN_IN_ERRORS.locked) return SIGN_IN_ERRORS.locked;
  // Anything else is a failure of the check itself: never a session (there is no fallback sign-in).
  return SIGN_IN_ERRORS.failure;
}
