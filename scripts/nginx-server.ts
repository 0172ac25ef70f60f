import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isPortTaken, startProcessGroup, stopProcessGroup } from "./process-group";

/**
 * Debian's nginx (`apt-get install nginx`; .ci/run installs it) in front of app instances on
 * loopback, as deploy/nginx.conf puts it in front of the compose file's replicas: the same proxy
 * settings, the instances named by port instead of Docker's DNS. With `cache`, it also keeps what the
 * app marks shareable (the public pages' s-maxage and stale-while-revalidate), one copy per encoding.
 * Used by the resilience tests, the bench and tests/integration/nginx-cache.test.ts (whose unit twin
 * checks these caching directives are deploy/nginx.conf's); stopped with its process group.
 */
export interface NginxServer {
  origin: string;
  stop(): Promise<void>;
}

export function nginxConfig(dir: string, port: number, upstreamPorts: readonly number[], cache: boolean): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  ${cache ? `proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=256m inactive=1d use_temp_path=off;` : ""}
  # One cache entry per encoding the app offers, whatever a browser's Accept-Encoding says exactly.
  map $http_accept_encoding $app_encoding { ~*br br; ~*gzip gzip; default ""; }
  upstream app {
    ${upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream} max_fails=0;`).join("\n    ")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 3m;
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header Connection "";
    proxy_set_header Accept-Encoding $app_encoding;
    ${
      cache
        ? `proxy_cache pages;
    proxy_cache_key "$scheme$request_method$host$request_uri|$app_encoding";
    proxy_cache_use_stale updating error timeout http_502 http_503;
    proxy_cache_background_update on;
    proxy_cache_lock off;
    add_header X-Cache-Status $upstream_cache_status always;`
        : ""
    }
    location / { proxy_pass http://app; }
    location /api/events { proxy_pass http://app; proxy_buffering off; proxy_cache off; proxy_read_timeout 1h; }
  }
}`;
}

export async function startNginx(port: number, upstreamPorts: readonly number[], { cache = false }: { cache?: boolean } = {}): Promise<NginxServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ipsite-nginx-"));
  // Started as root, nginx's workers run as an unprivileged user, which must reach its cache and temporary folders here.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, port, upstreamPorts, cache));
  const child = startProcessGroup("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.once("error", (error) => (output += `nginx could not start (${error.message}): install it, e.g. apt-get install -y nginx`));
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
