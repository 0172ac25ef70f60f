/** What the link and unlink forms of the counterparts panel get back (success redirects). */
export interface CounterpartLinkState {
  status: "idle" | "error";
  error?: "unauthorized" | "notFound" | "sameLanguage" | "languageTaken" | "chooseOne" | "linkFailed";
}

/** What the coverage view's create button gets back (success lands on the new version's edit form). */
export const MISSING_VERSION_ERRORS = [
  "unauthorized",
  "notFound",
  "sameLanguage",
  "counterpartExists",
  "slugTaken",
  "categorySlugTaken",
  "languageInvalid",
  "createFailed",
] as const;
type MissingVersionError = (typeof MISSING_VERSION_ERRORS)[number] | "sourceInvalid";

export interface MissingVersionState {
  status: "idle" | "error";
  /** "sourceInvalid": the copy breaks another rule of the domain schema (e.g. a source topic stored with no body). */
  error?: MissingVersionError;
}

/** The state a refusal code shows as. */
export const missingVersionError = (code: string): MissingVersionState => ({
  status: "error",
  error: (MISSING_VERSION_ERRORS as readonly string[]).includes(code) ? (code as MissingVersionError) : "sourceInvalid",
});
