import pg from "pg";
import { listenForChanges } from "@/lib/database/change-listener";
const url = "postgresql://postgres@127.0.0.1:5432/ipsite_dev?schema=zzz";
const l = listenForChanges(url, { onConnected: async () => { console.error("connected"); const c = new pg.Client("postgresql://postgres@127.0.0.1:5432/ipsite_dev"); await c.connect(); await c.query("SELECT pg_notify($1,$2)", ["site_changes_zzz", JSON.stringify({id: 5, entity: "x", origin: "o"})]); await c.end(); }, onEvent: (e) => { console.error("event", e); void l.stop(); } });
setTimeout(() => process.exit(0), 3000);
