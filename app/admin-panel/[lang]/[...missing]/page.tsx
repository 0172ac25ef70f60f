import { notFound } from "next/navigation";

/** An admin address that names no page: the admin's own 404 (not-found.tsx), in the admin's language. */
export default function UnknownAdminPage(): never {
  notFound();
}
