import v8 from "node:v8";

/**
 * How the server's heap grows (issue 13: under 300 MB resident after the bench). V8 grows its heap
 * under load up to four times what survived the last full collection and collects it lazily: after
 * the bench two thirds of the heap was garbage (415 MB resident). Grown by 5% at a time, and reduced
 * half a second after the load stops instead of eight, it stayed at 283 MB with the same requests
 * per second (`--optimize-for-size` kept 237 MB but cost a third of the uncached throughput). V8 reads
 * both at each collection, so they are set when the server starts, wherever it runs (npm start, the
 * Docker image, the tests). Plain JavaScript: the server entry runs with plain Node.
 */
const HEAP_FLAGS = ["--heap-growing-percent=5", "--gc-memory-reducer-start-delay-ms=500"];

export function keepHeapSmall() {
  for (const flag of HEAP_FLAGS) v8.setFlagsFromString(flag);
}
