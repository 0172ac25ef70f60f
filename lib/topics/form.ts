import { formChecked, formTexts, orderFromText, type SaveFormState } from "@/lib/admin/forms";
import { formatKeywords, parseKeywords } from "@/lib/text/keywords";
import { defaultMetaTitle, type TopicInput } from "./schema";
import { reviewFormValues, reviewInputFrom, REVIEW_FORM_FIELDS, type ReviewFormValues } from "./review-form";

/** The topic form's codec: what it posts, as typed (keywords as comma text, order as text), and the domain input made from it. */
export interface TopicFormValues extends ReviewFormValues {
  languageCode: string;
  categoryId: string;
  section: string;
  title: string;
  slug: string;
  body: string;
  keywords: string;
  metaTitle: string;
  metaDescription: string;
  order: string;
  isActive: boolean;
}

export type TopicFormState = SaveFormState<TopicFormValues>;

const TEXT_FIELDS = [
  "languageCode",
  "categoryId",
  "section",
  "title",
  "slug",
  "body",
  "keywords",
  "metaTitle",
  "metaDescription",
  "order",
  ...REVIEW_FORM_FIELDS,
] as const;

export function topicFormValuesFrom(formData: FormData): TopicFormValues {
  return { ...formTexts(formData, TEXT_FIELDS), isActive: formChecked(formData, "isActive") };
}

export function topicInputFrom(values: TopicFormValues): TopicInput {
  const categoryId = values.categoryId.trim();
  return {
    ...values,
    categoryId: categoryId === "" ? Number.NaN : Number(categoryId),
    keywords: parseKeywords(values.keywords),
    order: orderFromText(values.order),
    ...reviewInputFrom(values),
  };
}

/** A new topic's form: empty, active, in the given category ("" for none) after its last topic (blank without one: after the last of the category chosen). */
export const emptyTopicValues = (languageCode: string, categoryId: string, order?: number): TopicFormValues => ({
  languageCode,
  categoryId,
  section: "",
  title: "",
  slug: "",
  body: "",
  keywords: "",
  metaTitle: "",
  metaDescription: "",
  order: order === undefined ? "" : String(order),
  isActive: true,
  ...reviewFormValues({}),
});

interface SavedTopic extends Omit<TopicFormValues, "categoryId" | "keywords" | "order" | keyof ReviewFormValues> {
  categoryId: number;
  keywords: string[];
  order: number;
  /** Absent on a working copy saved before topics had an author or a review. */
  authorId?: number | null;
  reviewedById?: number | null;
  /** A Date from its column, ISO text from a working copy (JSON). */
  reviewedAt?: Date | string | null;
  reviewIntervalMonths?: number;
}

/** The form's values for a saved topic (to edit it, or to start a version in another language from it). */
export function topicFormValues(topic: SavedTopic): TopicFormValues {
  const { languageCode, section, title, slug, body, metaTitle, metaDescription, isActive } = topic;
  return {
    languageCode,
    categoryId: String(topic.categoryId),
    section,
    title,
    slug,
    body,
    keywords: formatKeywords(topic.keywords),
    metaTitle,
    metaDescription,
    order: String(topic.order),
    isActive,
    ...reviewFormValues(topic),
  };
}

/**
 * A meta title follows its title while it is the one the title gives, or blank (which the save fills
 * from the title): a renamed topic then gets the new title's meta title, while one typed by hand stays.
 */
export function metaTitleFollowsTitle(metaTitle: string, title: string): boolean {
  const typed = metaTitle.trim();
  return typed === "" || typed === defaultMetaTitle(title);
}
