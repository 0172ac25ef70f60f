import { AdminNotFound } from "@/components/admin/AdminNotFound";

/** Unknown admin addresses and records that are gone: in the admin's language, with the way back. */
export default function AdminNotFoundPage() {
  return <AdminNotFound />;
}
