import type { ReactNode } from "react";
import type { ServiceKey } from "@/lib/site/services";

/** Line drawings on a 24×24 grid, stroked in the current text colour. */
const PATHS: Record<ServiceKey, ReactNode> = {
  // A light bulb: the invention.
  patent: (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2v.2h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />
    </>
  ),
  // The registered-mark sign.
  trademark: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 16V8h2.8a2.2 2.2 0 0 1 0 4.4H10M12.6 12.4 15 16" />
    </>
  ),
  // Overlapping shapes: the look of a product.
  design: (
    <>
      <rect x="3" y="10" width="11" height="11" rx="1.5" />
      <circle cx="15" cy="9" r="6" />
    </>
  ),
  // Scales of justice.
  legal: (
    <>
      <path d="M12 3v17M8 20h8M5 7h14" />
      <path d="M5 7 2 13h6L5 7zM19 7l-3 6h6l-3-6zM2 13a3 3 0 0 0 6 0M16 13a3 3 0 0 0 6 0" />
    </>
  ),
  // A globe.
  international: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  // A speech bubble.
  consulting: (
    <>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12z" />
      <path d="M8.5 10.5h7M8.5 13.5h4.5" />
    </>
  ),
};

/** A decorative service icon: the card's title already says what it shows. */
export function ServiceIcon({ service, className }: { service: ServiceKey; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[service]}
    </svg>
  );
}
