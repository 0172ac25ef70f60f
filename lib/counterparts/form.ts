/** What the link and unlink forms of the counterparts panel get back (success redirects). */
export interface CounterpartLinkState {
  status: "idle" | "error";
  error?: "unauthorized" | "notFound" | "sameLanguage" | "languageTaken" | "chooseOne" | "linkFailed";
}
