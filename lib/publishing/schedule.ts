import { refuse, type Refusal } from "@/lib/database/write";
import { formText } from "@/lib/admin/forms";
import type { PublishIntent } from "./intent";
import { fromFirmInputValue } from "./schedule-time";

/**
 * An item's scheduled times, as its form posts them: when the scheduler publishes its working copy,
 * and when it takes it off the site. "Yayını zamanla" needs a time to publish at; any time given
 * must be ahead, and taking off after putting on.
 */
export interface Schedule {
  publishAt: Date | null;
  unpublishAt: Date | null;
}

export function scheduleRefusal(intent: PublishIntent | undefined, schedule: Schedule, now: Date): Refusal | null {
  const { publishAt, unpublishAt } = schedule;
  if (publishAt && Number.isNaN(publishAt.getTime())) return refuse("invalid", { publishAt: "dateInvalid" });
  if (unpublishAt && Number.isNaN(unpublishAt.getTime())) return refuse("invalid", { unpublishAt: "dateInvalid" });
  if (intent === "schedule" && !publishAt) return refuse("invalid", { publishAt: "publishAtRequired" });
  if (publishAt && publishAt <= now && intent !== "publish" && intent !== "unpublish")
    return refuse("invalid", { publishAt: "publishAtPast" });
  if (unpublishAt && unpublishAt <= now && intent !== "unpublish")
    return refuse("invalid", { unpublishAt: "unpublishAtPast" });
  if (publishAt && unpublishAt && unpublishAt <= publishAt && intent !== "publish" && intent !== "unpublish")
    return refuse("invalid", { unpublishAt: "unpublishBeforePublish" });
  return null;
}

/** The times a save stores: publishing or unpublishing by hand ends the scheduled publication; unpublishing, both. */
export function scheduleColumns(intent: PublishIntent | undefined, schedule: Schedule): Schedule {
  if (intent === "unpublish") return { publishAt: null, unpublishAt: null };
  if (intent === "publish") return { publishAt: null, unpublishAt: schedule.unpublishAt };
  return schedule;
}

/** What a save with this intent does to the item's content: a scheduled one is saved as a draft until its time. */
export const contentIntent = (intent: PublishIntent | undefined): Exclude<PublishIntent, "schedule"> | undefined =>
  intent === "schedule" ? "draft" : intent;

/** The schedule a form posted, on the firm's wall clock; a text that is no date is kept as an invalid time, refused with its field. */
export function scheduleFrom(formData: FormData): Schedule | undefined {
  if (!formData.has("publishAt") && !formData.has("unpublishAt")) return undefined;
  const read = (field: string) => {
    const moment = fromFirmInputValue(formText(formData, field));
    return moment === undefined ? new Date(Number.NaN) : moment;
  };
  return { publishAt: read("publishAt"), unpublishAt: read("unpublishAt") };
}
