import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { isPortTaken, startProcessGroup, stopProcessGroup } from "@/scripts/process-group";

/**
 * Debian's nginx (`apt-get install nginx`; .ci/run installs it) in front of app instances on
 * loopback, as deploy/nginx.conf puts it in front of the compose file's replicas: the same proxy
 * settings, with the instances named by port instead of Docker's DNS.
 */
export interface Nginx {
  origin: string;
  stop(): Promise<void>;
}

export async function startNginx(port: number, upstreamPorts: readonly number[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ipsite-nginx-"));
  const config = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
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
    location / { proxy_pass http://app; }
  }
}`;
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = startProcessGroup("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"]);
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.once("error", (error) => (output += `nginx could not start (${error.message}): install it, e.g. apt-get install -y nginx`));
  await expect.poll(async () => (await isPortTaken(port)) || output, { timeout: 10_000, message: `nginx never listened on ${port}` }).toBe(true);
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      await stopProcessGroup(child, { signal: "SIGQUIT" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
