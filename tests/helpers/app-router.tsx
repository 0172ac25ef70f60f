import type { ReactNode } from "react";
// Next's own context, from its internals: next/navigation's useRouter reads it and offers no provider.
// Its path may move with a Next upgrade.
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";

const goNowhere = () => {};

/** A router that goes nowhere: the tests that use it read the HTML, not where a click leads. */
const STILL_ROUTER: AppRouterInstance = {
  back: goNowhere,
  forward: goNowhere,
  refresh: goNowhere,
  push: goNowhere,
  replace: goNowhere,
  prefetch: goNowhere,
  bfcacheId: "0",
};

/**
 * Renders a page's parts inside Next's app router, as every public page is: the site's links navigate
 * with it (lib/i18n/site-navigation.tsx), and Next's useRouter refuses to run outside one.
 */
export function InAppRouter({ children }: { children: ReactNode }) {
  return <AppRouterContext.Provider value={STILL_ROUTER}>{children}</AppRouterContext.Provider>;
}
