import { withoutIsolates } from "@/lib/i18n/isolate-stand-ins";

/**
 * Structured data for search engines; "<" is escaped so no text can close the script element, and
 * a right-to-left page's direction marks are left out.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: withoutIsolates(JSON.stringify(data)).replace(/</g, "\\u003c") }}
    />
  );
}
