import { notFound } from "next/navigation";

/**
 * An admin address that names no page: the admin's own 404 (not-found.tsx), in the admin's language.
 * The metadata says so too, so that the page is titled by not-found.tsx rather than with the layout's title.
 */
export function generateMetadata(): never {
  notFound();
}

export default function UnknownAdminPage(): never {
  notFound();
}
