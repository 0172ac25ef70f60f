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

/** What the coverage view's "copy everything missing" of a language gets back (success returns to the view, saying what was copied). */
export const COPY_MISSING_ERRORS = [
  "unauthorized",
  "sameLanguage",
  "nothingMissing",
  "counterpartExists",
  "slugTaken",
  "languageInvalid",
  "copyFailed",
] as const;
type CopyMissingError = (typeof COPY_MISSING_ERRORS)[number] | "sourceInvalid";

export interface CopyMissingState {
  status: "idle" | "error";
  error?: CopyMissingError;
  /** The item whose copied slug is taken in the language ("slugTaken"). */
  item?: string;
}

/** The state a refusal (its code, and the fields it names) shows as. */
export function copyMissingError(code: string, fields: Record<string, string> = {}): CopyMissingState {
  const known = (COPY_MISSING_ERRORS as readonly string[]).includes(code);
  const error = known ? (code as CopyMissingError) : fields.languageCode ? "languageInvalid" : "sourceInvalid";
  return { status: "error", error, ...(fields.item ? { item: fields.item } : {}) };
}
