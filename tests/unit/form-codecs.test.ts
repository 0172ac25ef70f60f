import { describe, expect, it } from "vitest";
import {
  categoryFormValues,
  categoryFormValuesFrom,
  categoryInputFrom,
  emptyCategoryValues,
  type CategoryFormValues,
} from "@/lib/categories/form";
import { categorySchema } from "@/lib/categories/schema";
import { fieldErrorsOf } from "@/lib/database/write";
import {
  emptyTopicValues,
  topicFormValues,
  topicFormValuesFrom,
  topicInputFrom,
  type TopicFormValues,
} from "@/lib/topics/form";
import { topicSchema } from "@/lib/topics/schema";

/** The form codecs turn what a form posts (text) into the domain input the write path validates. */
const categoryValues = (overrides: Partial<CategoryFormValues> = {}): CategoryFormValues => ({
  ...emptyCategoryValues("tr", 4),
  title: "Patent",
  slug: "patent",
  ...overrides,
});
const topicValues = (overrides: Partial<TopicFormValues> = {}): TopicFormValues => ({
  ...emptyTopicValues("tr", "7"),
  title: "Başvuru",
  slug: "basvuru",
  body: "<p>Metin</p>",
  ...overrides,
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The schema's message for one field of the codec's output (undefined when it passes). */
function errorOf(
  schema: typeof categorySchema | typeof topicSchema,
  input: unknown,
  field: string,
): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : fieldErrorsOf(result.error)[field];
}

describe("categoryInputFrom", () => {
  it("takes a blank order as none (the write puts a new category after the last)", () => {
    expect(categoryInputFrom(categoryValues({ order: "" })).order).toBeUndefined();
    expect(categoryInputFrom(categoryValues({ order: "   " })).order).toBeUndefined();
    expect(categorySchema.parse(categoryInputFrom(categoryValues({ order: "" }))).order).toBeUndefined();
  });

  it("starts a new category's form with the order it is given (after the last of its language)", () => {
    expect(emptyCategoryValues("tr", 4).order).toBe("4");
  });

  it("passes a typed order on as a number", () => {
    expect(categoryInputFrom(categoryValues({ order: " 12 " })).order).toBe(12);
    expect(categorySchema.parse(categoryInputFrom(categoryValues({ order: "12" }))).order).toBe(12);
  });

  it("leaves a non-number to the schema, which answers orderInvalid", () => {
    for (const order of ["abc", "1.5", "0", "-3", "2e9", "1,5"]) {
      expect(errorOf(categorySchema, categoryInputFrom(categoryValues({ order })), "order"), order).toBe(
        "orderInvalid",
      );
    }
  });

  it("reads a posted form: the checkbox is on only when sent", () => {
    const posted = form({
      languageCode: "tr",
      title: " Patent ",
      slug: "patent",
      description: "D",
      order: "2",
      isActive: "on",
    });
    expect(categoryFormValuesFrom(posted)).toEqual({
      languageCode: "tr",
      title: " Patent ",
      slug: "patent",
      description: "D",
      order: "2",
      isActive: true,
    });
    expect(categoryFormValuesFrom(form({ title: "x" }))).toEqual({
      languageCode: "",
      title: "x",
      slug: "",
      description: "",
      order: "",
      isActive: false,
    });
  });

  it("round-trips a saved category through the form unchanged", () => {
    const saved = {
      languageCode: "en",
      title: "Patents",
      slug: "patents",
      description: "About patents",
      order: 3,
      isActive: false,
    };
    expect(categorySchema.parse(categoryInputFrom(categoryFormValues(saved)))).toEqual(saved);
  });
});

describe("topicInputFrom", () => {
  it("takes a blank order as none (after the last of its category) and refuses a non-number with orderInvalid", () => {
    expect(topicInputFrom(topicValues({ order: "" })).order).toBeUndefined();
    expect(emptyTopicValues("tr", "7", 3).order).toBe("3");
    expect(emptyTopicValues("tr", "").order).toBe("");
    expect(errorOf(topicSchema, topicInputFrom(topicValues({ order: "abc" })), "order")).toBe("orderInvalid");
  });

  it("splits keyword text on commas into a trimmed list without empties and repeats", () => {
    expect(topicInputFrom(topicValues({ keywords: " patent , marka,, ,tasarım, Patent ,marka" })).keywords).toEqual([
      "patent",
      "marka",
      "tasarım",
    ]);
    expect(topicInputFrom(topicValues({ keywords: "" })).keywords).toEqual([]);
    expect(topicInputFrom(topicValues({ keywords: " , ,, " })).keywords).toEqual([]);
    expect(topicInputFrom(topicValues({ keywords: "faydalı model" })).keywords).toEqual(["faydalı model"]);
  });

  it("turns the category choice into an id, and no choice into the schema's categoryRequired", () => {
    expect(topicInputFrom(topicValues({ categoryId: " 7 " })).categoryId).toBe(7);
    for (const categoryId of ["", "   ", "abc", "0"]) {
      expect(errorOf(topicSchema, topicInputFrom(topicValues({ categoryId })), "categoryId"), categoryId).toBe(
        "categoryRequired",
      );
    }
  });

  it("gives the schema a valid topic for a filled form", () => {
    expect(topicSchema.parse(topicInputFrom(topicValues({ keywords: "patent, başvuru", order: "4" })))).toMatchObject({
      categoryId: 7,
      keywords: ["patent", "başvuru"],
      order: 4,
      isActive: true,
    });
  });

  it("reads a posted form with its text fields and the checkbox", () => {
    const posted = form({
      languageCode: "tr",
      categoryId: "7",
      title: "T",
      slug: "t",
      body: "<p>b</p>",
      keywords: "a, b",
      order: "",
      isActive: "on",
    });
    expect(topicFormValuesFrom(posted)).toEqual({
      languageCode: "tr",
      categoryId: "7",
      section: "",
      title: "T",
      slug: "t",
      body: "<p>b</p>",
      keywords: "a, b",
      metaTitle: "",
      metaDescription: "",
      order: "",
      isActive: true,
      authorId: "",
      reviewedById: "",
      reviewedAt: "",
      reviewIntervalMonths: "",
    });
  });

  it("round-trips a saved topic through the form unchanged", () => {
    const saved = {
      languageCode: "tr",
      categoryId: 7,
      section: "Süreç",
      title: "Başvuru",
      slug: "basvuru",
      body: "<p>Metin</p>",
      keywords: ["patent", "başvuru"],
      metaTitle: "Başvuru | Bursa Patent",
      metaDescription: "Açıklama",
      order: 2,
      isActive: true,
      authorId: 4,
      reviewedById: 3,
      // 2 March 2026 began at 21:00 UTC the day before in Bursa (UTC+3).
      reviewedAt: "2026-03-01T21:00:00.000Z",
      reviewIntervalMonths: 6,
    };
    expect(topicSchema.parse(topicInputFrom(topicFormValues(saved)))).toEqual(saved);
  });
});
