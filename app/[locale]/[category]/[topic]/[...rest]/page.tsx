import { notFound } from "next/navigation";

/**
 * Deeper paths name nothing: the localized 404. The metadata says so too, so that the page is titled
 * by not-found.tsx rather than with the layout's title (the home page's).
 */
export function generateMetadata(): never {
  notFound();
}

export default function UnknownPage(): never {
  notFound();
}
