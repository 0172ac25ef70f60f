import { MaintenanceScreen } from "@/components/site/MaintenanceScreen";
import { knownMaintenance, reloadMaintenance } from "@/lib/maintenance/live-state";

// Only reached through the proxy's rewrite while the site is in maintenance: never cached.
export const dynamic = "force-dynamic";

export default async function MaintenancePage() {
  const settings = knownMaintenance() ?? (await reloadMaintenance());
  return <MaintenanceScreen settings={settings} />;
}
