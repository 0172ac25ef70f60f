import v8 from "node:v8";

/**
 * How the server's heap grows, to stay under 300 MB resident after the bench. V8 grows its heap
 * under load up to four times what survived the last full collection and collects it lazily: after
 * the bench two thirds of the heap was garbage (415 MB resident). Grown by 20% at a time, and reduced
 * half a second after the load stops instead of eight, it stays near 280 MB (`--optimize-for-size`
 * kept 237 MB but cost a third of the uncached throughput). Not 5%: with the young generation capped
 * (below), requests in flight at each scavenge are promoted, and a limit 5% above what survived was
 * reached again within tens of milliseconds: some server processes fell into a storm of full
 * collections under load (50-68 mark-compacts in 6-8 s instead of 9-12) and answered cached pages at
 * 14,000-20,000 requests per second instead of 29,000-36,000, for their whole life; at 10% one run
 * in two did; at 20% none of six, resident size within 5 MB of the 5% runs. V8 reads both at each
 * collection, so they are set when the server starts, wherever it runs (npm start, the Docker image,
 * the tests). Plain JavaScript: the server entry runs with plain Node.
 */
const HEAP_FLAGS = ["--heap-growing-percent=20", "--gc-memory-reducer-start-delay-ms=500"];

export function keepHeapSmall() {
  for (const flag of HEAP_FLAGS) v8.setFlagsFromString(flag);
}

/**
 * The young generation, where a request's short-lived objects go, grows under load to 16 MB per
 * semi-space by default (Node 20 on a machine with 8 GB or more): 32-48 MB that stay resident. Capped
 * at 4 MB the server held 236-263 MB instead of 258-306 after the same load (the bench and shorter
 * runs of it), cached pages at the same requests per second and pages Next renders per request within
 * 5% (the runs' own spread). V8 sizes it once, when the process starts, so it is a command-line flag,
 * in NODE_OPTIONS: `npm start` adds it (scripts/serve.ts), the Dockerfile sets the same.
 */
export const YOUNG_GENERATION_FLAG = "--max-semi-space-size=4";

/**
 * glibc's malloc gives each thread that allocates its own arena, and memory freed in one is rarely
 * handed back (the thread pool compresses pages and files): two arenas are enough, and kept the
 * server ~35 MB smaller after the bench. Also read only when the process starts.
 */
const MALLOC_ARENAS = "2";

/**
 * The environment the production server starts with (`npm start`; development keeps Node's defaults):
 * the memory settings above, each overridable. A NODE_OPTIONS of one's own comes after the young
 * generation's flag, so its own value of that flag wins.
 * @param {Record<string, string | undefined>} [env]
 */
export function serverMemoryEnv(env = process.env) {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? MALLOC_ARENAS,
    NODE_OPTIONS: [YOUNG_GENERATION_FLAG, env.NODE_OPTIONS].filter(Boolean).join(" "),
  };
}
