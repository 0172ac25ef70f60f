import http from "node:http";

/**
 * Throughput of public pages served from Next's cache. Start a production server first (e.g.
 * `PORT=3100 npm start`), then: `npx tsx bench/public-pages.ts [baseUrl] [seconds] [connections]`.
 * Requests go to that server only, in bounded loops that stop by themselves.
 */
const [baseUrl = "http://127.0.0.1:3100", seconds = "5", connections = "8"] = process.argv.slice(2);
const PATHS = ["/", "/en", "/patent", "/patent/patent-basvuru-sureci", "/en/patents/patent-application-process", "/ekibimiz", "/iletisim"];
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on("end", () => (response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url}: ${response.statusCode}`))));
      })
      .on("error", reject);
  });
}

async function measure(path: string) {
  const url = new URL(path, baseUrl).toString();
  await get(url); // the first visit renders and caches the page
  const latencies: number[] = [];
  const deadline = performance.now() + Number(seconds) * 1000;
  const worker = async () => {
    while (performance.now() < deadline) latencies.push(await get(url));
  };
  await Promise.all(Array.from({ length: Number(connections) }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  return { path, requestsPerSecond: Math.round(latencies.length / Number(seconds)), p50ms: at(0.5), p99ms: at(0.99) };
}

for (const path of PATHS) console.log(JSON.stringify(await measure(path)));
agent.destroy();
