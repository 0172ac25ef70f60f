import { formChecked, formText, type SaveFormState } from "@/lib/admin/forms";
import type { MediaDetailsInput, MediaPlacement, MediaTexts } from "./schema";

/**
 * The library item form's codec: what it posts, as typed, and the details input made from it. The
 * texts are posted per language as `alt.<code>` and `caption.<code>`: the active languages' as
 * fields, an inactive language's stored texts as hidden ones, so a save keeps them.
 */
export interface MediaFormValues {
  fileName: string;
  decorative: boolean;
  /** As posted (0..1 with up to four decimals); the schema refuses anything else. */
  focalX: string;
  focalY: string;
  texts: Record<string, { alt: string; caption: string }>;
  /** Whether the form offers the home page's place (an image's does, a document's not), and its box. */
  placementOffered: boolean;
  homeHero: boolean;
}

export type MediaFormState = SaveFormState<MediaFormValues>;

/** The posted language codes: `languages` names them (one field per code). */
export const LANGUAGES_FIELD = "languages";

/** Posted by a form that offers the home page's place (its box, `homeHero`, is posted only when ticked). */
export const PLACEMENT_OFFERED_FIELD = "placementOffered";
export const HOME_HERO: MediaPlacement = "homeHero";

export function mediaFormValuesFrom(formData: FormData): MediaFormValues {
  const codes = formData
    .getAll(LANGUAGES_FIELD)
    .filter((code): code is string => typeof code === "string" && /^[a-z]{2,3}$/.test(code));
  return {
    fileName: formText(formData, "fileName"),
    decorative: formChecked(formData, "decorative"),
    focalX: formText(formData, "focalX"),
    focalY: formText(formData, "focalY"),
    texts: Object.fromEntries(
      codes.map((code) => [
        code,
        { alt: formText(formData, `alt.${code}`), caption: formText(formData, `caption.${code}`) },
      ]),
    ),
    placementOffered: formChecked(formData, PLACEMENT_OFFERED_FIELD),
    homeHero: formChecked(formData, HOME_HERO),
  };
}

/**
 * The details to save; the texts are the posted languages' (the form posts a hidden language's stored
 * texts as they are). The place is set or freed only by a form that offers it, else kept; placing the
 * file frees the place from the one that had it (lib/media/mutations.ts).
 */
export function mediaDetailsInputFrom(values: MediaFormValues): MediaDetailsInput {
  return {
    fileName: values.fileName,
    decorative: values.decorative,
    focalX: Number(values.focalX || "0.5"),
    focalY: Number(values.focalY || "0.5"),
    texts: values.texts,
    placement: values.placementOffered ? (values.homeHero ? HOME_HERO : null) : undefined,
  };
}

/** The form as loaded from a stored file: the active languages' texts (empty where none), then the others' stored ones. */
export function mediaFormValues(
  media: {
    fileName: string;
    kind: string;
    decorative: boolean;
    focalX: number;
    focalY: number;
    texts: MediaTexts;
    placement: string | null;
  },
  languageCodes: readonly string[],
): MediaFormValues {
  return {
    fileName: media.fileName,
    decorative: media.decorative,
    focalX: String(media.focalX),
    focalY: String(media.focalY),
    texts: Object.fromEntries(
      [...new Set([...languageCodes, ...Object.keys(media.texts)])].map((code) => [
        code,
        { alt: media.texts[code]?.alt ?? "", caption: media.texts[code]?.caption ?? "" },
      ]),
    ),
    placementOffered: media.kind === "image",
    homeHero: media.placement === HOME_HERO,
  };
}
