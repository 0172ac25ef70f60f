import net from "node:net";
import { HEARTBEAT_QUERY } from "@/lib/database/change-listener";

/**
 * A door between a server and its PostgreSQL: closing it stops the database as far as that server
 * can tell (open connections cut, new ones refused), without stopping the database the other tests use.
 * Silencing it makes the database silent instead, as a dropped route or a frozen host does: connections
 * are accepted and kept, but nothing passes either way until it is restored, when what was held goes
 * through in order (as TCP's retransmissions deliver it once the route is back).
 * It also reads what the server sends, to count the statements it runs.
 */
export interface DatabaseGate {
  /** The database address through the door. */
  url: string;
  cut(): Promise<void>;
  /** Forward nothing, refuse nothing: every byte either way is held until restore(). */
  silence(): void;
  /** Opens the door again after cut() or silence(). */
  restore(): Promise<void>;
  close(): Promise<void>;
  /**
   * How many statements the server has sent through the door (simple queries and executed prepared
   * ones), but the change listener's heartbeat, asked every second whatever the requests.
   */
  statements(): number;
}

/** PostgreSQL's protocol code of a request to use SSL, sent before the startup message. */
const SSL_REQUEST = 80877103;

/**
 * Counts the statements in what one client sends: after its startup message, every message is a
 * type byte and a length; a simple query is 'Q', a prepared statement runs with 'E' (Execute).
 */
function statementCounter(onStatement: () => void): (chunk: Buffer) => void {
  let pending = Buffer.alloc(0);
  let started = false;
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (!started) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        if (pending.readInt32BE(4) !== SSL_REQUEST) started = true;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      const type = String.fromCharCode(pending[0]!);
      // The change listener's heartbeat is the server keeping its connection alive, not a request's work.
      const heartbeat = type === "Q" && pending.toString("utf8", 5, 1 + length) === `${HEARTBEAT_QUERY}\0`;
      if ((type === "Q" && !heartbeat) || type === "E") onStatement();
      pending = pending.subarray(1 + length);
    }
  };
}

export async function openDatabaseGate(databaseUrl: string): Promise<DatabaseGate> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let statements = 0;
  // While silent, what would have passed: run in order on restore.
  let held: (() => void)[] | null = null;
  const pass = (step: () => void) => (held ? held.push(step) : step());
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on("data", (chunk) => pass(() => to.write(chunk)));
    from.on("end", () => pass(() => to.end()));
    from.on("close", () => pass(() => to.destroy()));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    client.on(
      "data",
      statementCounter(() => statements++),
    );
    forward(client, upstream);
    forward(upstream, client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => (server.listening ? resolve() : server.listen(port, "127.0.0.1", resolve)));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  const shut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    sockets.forEach((socket) => socket.destroy());
    await closed;
  };
  const restore = async () => {
    const waiting = held ?? [];
    held = null;
    waiting.forEach((step) => step());
    await listen(port);
  };
  return {
    url: url.toString(),
    cut: shut,
    silence: () => void (held ??= []),
    restore,
    close: async () => {
      held = null;
      await shut();
    },
    statements: () => statements,
  };
}
