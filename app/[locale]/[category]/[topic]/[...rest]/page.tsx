import { notFound } from "next/navigation";

/** Deeper paths name nothing: the localized 404. */
export default function UnknownPage() {
  notFound();
}
