/**
 * What the unsaved-changes guard (components/admin/UnsavedChangesGuard.tsx) decides, kept pure:
 * a form's values as one comparable text, and whether a click on a link leaves the page.
 */

/** A form's posted fields in order (repeated names such as a team member's list rows included). */
export function formSnapshot(entries: Iterable<[string, FormDataEntryValue]>): string {
  return JSON.stringify([...entries].map(([name, value]) => [name, typeof value === "string" ? value : value.name]));
}

export interface LinkClick {
  button: number;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

export interface LinkTarget {
  href: string;
  target: string;
  download: boolean;
}

/**
 * Whether following this link replaces the current page: not when it opens elsewhere (a new tab or
 * window, a download), only moves within the page (#fragment), or hands over to another app (mailto:, tel:).
 */
export function linkLeavesPage(click: LinkClick, link: LinkTarget, current: string): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.altKey || click.ctrlKey || click.metaKey || click.shiftKey)
    return false;
  if (link.download || (link.target !== "" && link.target !== "_self")) return false;
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const here = new URL(current);
  return !(
    url.hash !== "" &&
    url.origin === here.origin &&
    url.pathname === here.pathname &&
    url.search === here.search
  );
}
