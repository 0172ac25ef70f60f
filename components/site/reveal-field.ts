/** Room left between the sticky header and the label of the field brought into view. */
const GAP_PX = 16;

/**
 * Focuses a form field and scrolls its block (label, input and error, marked `data-contact-field`)
 * into view below the site's sticky header: focus alone would scroll the input to the very top,
 * under the header, with its label out of sight. The header's height is measured, since it differs
 * between a phone and a desktop.
 */
export function revealField(element: HTMLElement): void {
  const header = document.getElementById("main-navigation")?.closest("header");
  const covered = header && getComputedStyle(header).position === "sticky" ? header.offsetHeight : 0;
  const block = element.closest<HTMLElement>("[data-contact-field]") ?? element;
  block.style.scrollMarginTop = `${covered + GAP_PX}px`;
  element.focus({ preventScroll: true });
  block.scrollIntoView({ block: "nearest" });
}
