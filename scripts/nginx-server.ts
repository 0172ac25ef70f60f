import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isPortTaken, startProcessGroup, stopProcessGroup } from "./process-group";

/**
 * Debian's nginx (`apt-get install nginx`; .ci/run installs it) in front of app instances on
 * loopback, with the compose file's own settings (deploy/nginx.conf): only the addresses differ, the
 * instances named by port instead of Docker's DNS, the cache in a folder of its own. Without `cache`
 * it keeps nothing and only balances. Used by the resilience tests, the bench and
 * tests/integration/nginx-cache.test.ts; stopped with its process group. The bench's floor is
 * another nginx, serving a folder of files (startStaticNginx).
 */
export interface NginxServer {
  origin: string;
  stop(): Promise<void>;
}

const DEPLOYED_CONFIG = path.join("deploy", "nginx.conf");

/** deploy/nginx.conf's text with this machine's addresses, throwing if one of them is no longer where it was. */
function locally(deployed: string, dir: string, port: number, cache: boolean): string {
  const replacements: [RegExp, string][] = [
    [/^\s*resolver .*;$/m, ""],
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`],
    [/^(\s*)set \$app http:\/\/app-replicas:3000;$/m, "$1set $app http://app;"],
    [/proxy_cache_path \S+/, `proxy_cache_path ${dir}/cache`],
    [/^(\s*)proxy_cache pages;$/m, cache ? "$1proxy_cache pages;" : "$1proxy_cache off;"],
  ];
  return replacements.reduce((config, [pattern, replacement]) => {
    if (!pattern.test(config))
      throw new Error(`${DEPLOYED_CONFIG} no longer has ${pattern}: update scripts/nginx-server.ts`);
    return config.replace(pattern, replacement);
  }, deployed);
}

/** What every nginx of ours opens with: one worker whose files (pid, log, temporary bodies) live in `dir`. */
function nginxMain(dir: string): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`;
}

export function nginxConfig(dir: string, port: number, upstreamPorts: readonly number[], cache: boolean): string {
  return `${nginxMain(dir)}
  # The instances, found by the name deploy/nginx.conf's proxy_pass gives (an upstream group before any resolver).
  upstream app {
    ${upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream} max_fails=0;`).join("\n    ")}
    keepalive 64;
  }
${locally(readFileSync(DEPLOYED_CONFIG, "utf8"), dir, port, cache)}
}`;
}

export async function startNginx(
  port: number,
  upstreamPorts: readonly number[],
  { cache = false }: { cache?: boolean } = {},
): Promise<NginxServer> {
  return launchNginx(port, (dir) => nginxConfig(dir, port, upstreamPorts, cache));
}

/**
 * nginx serving `folder` as files, the way a static site is served (sendfile, open files kept, a
 * `.gz` beside a file sent to clients that take gzip): the bench's floor, what one nginx worker
 * does with a page that costs nothing to make.
 */
function staticNginxConfig(dir: string, port: number, folder: string): string {
  return `${nginxMain(dir)}
  types { text/html html; }
  sendfile on;
  tcp_nopush on;
  open_file_cache max=64 inactive=60s;
  gzip_static on;
  # A load generator's connections stay open, as they do to the app's own server.
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${folder};
  }
}`;
}

export function startStaticNginx(port: number, folder: string): Promise<NginxServer> {
  return launchNginx(port, (dir) => staticNginxConfig(dir, port, folder));
}

/** Starts Debian's nginx with the config written for its own temporary folder, once it listens on `port`. */
async function launchNginx(port: number, config: (dir: string) => string): Promise<NginxServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ipsite-nginx-"));
  // Started as root, nginx's workers run as an unprivileged user, which must reach its cache and temporary folders here.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "nginx.conf"), config(dir));
  const child = startProcessGroup("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.once(
    "error",
    (error) => (output += `nginx could not start (${error.message}): install it, e.g. apt-get install -y nginx`),
  );
  const deadline = Date.now() + 10_000;
  while (!(await isPortTaken(port))) {
    if (child.exitCode !== null || output.includes("could not start") || Date.now() > deadline) {
      const log = (() => {
        try {
          return readFileSync(path.join(dir, "error.log"), "utf8");
        } catch {
          return "";
        }
      })();
      throw new Error(`nginx never listened on ${port}: ${output}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      await stopProcessGroup(child, { signal: "SIGQUIT" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
