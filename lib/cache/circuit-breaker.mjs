/**
 * A bound and a circuit breaker for calls to a dependency that may freeze rather than fail (a Redis
 * paused or cut off by a partition accepts what is sent and never answers). Every call is given
 * `timeoutMs`; past it the caller goes on without the answer. A call that timed out, or a lost
 * connection (`trip`), opens the breaker at once: waiting on a frozen peer is what costs, so no
 * second request waits for it. Other errors open it after `failuresToOpen` in a row. While open,
 * calls are refused at once and only probes go through; a probe that succeeds closes it.
 */

/** A call refused because the breaker is open (the dependency is known to be away). */
export class CircuitOpenError extends Error {
  /** @param {string} operation */
  constructor(operation) {
    super(`${operation} skipped: the circuit is open`);
    this.name = "CircuitOpenError";
  }
}

/** A call that got no answer in time (it may still complete later; its result is then ignored). */
export class OperationTimeoutError extends Error {
  /**
   * @param {string} operation
   * @param {number} timeoutMs
   */
  constructor(operation, timeoutMs) {
    super(`${operation} got no answer within ${timeoutMs} ms`);
    this.name = "OperationTimeoutError";
  }
}

/**
 * Settles with the promise, or rejects with OperationTimeoutError after `timeoutMs`. The promise
 * itself goes on: a late rejection of it is already handled by the race. The rejection waits for
 * the I/O already received: after the event loop was blocked (a long render), timers run before
 * I/O callbacks, and an answer that arrived meanwhile must not count as none.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} timeoutMs
 * @param {string} operation
 * @returns {Promise<T>}
 */
export function withinTime(promise, timeoutMs, operation) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new OperationTimeoutError(operation, timeoutMs))), timeoutMs);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout])).finally(() => clearTimeout(timer));
}

/**
 * @typedef {object} BreakerOptions
 * @property {number} timeoutMs The longest any call waits.
 * @property {number} failuresToOpen Errors in a row (other than timeouts) that open the breaker.
 * @property {(error: unknown) => void} onOpen Called once as it opens (log, report).
 * @property {() => void} onClose Called once as it closes again.
 */

/**
 * @typedef {object} CircuitBreaker
 * @property {<T>(operation: string, run: () => Promise<T>) => Promise<T>} call Bounded; refused at once while open.
 * @property {<T>(run: () => Promise<T>) => Promise<T>} probe Bounded, and made even while open: its success closes.
 * @property {(error: unknown) => void} trip Opens at once (the connection was lost).
 * @property {() => boolean} isOpen
 */

/**
 * @param {BreakerOptions} options
 * @returns {CircuitBreaker}
 */
export function createCircuitBreaker({ timeoutMs, failuresToOpen, onOpen, onClose }) {
  let open = false;
  let failuresInARow = 0;

  /** @param {unknown} error */
  const trip = (error) => {
    failuresInARow += 1;
    if (open) return;
    open = true;
    onOpen(error);
  };
  /** @param {unknown} error */
  const failed = (error) => {
    if (error instanceof OperationTimeoutError || failuresInARow + 1 >= failuresToOpen) trip(error);
    else failuresInARow += 1;
  };
  const succeeded = () => {
    failuresInARow = 0;
    if (!open) return;
    open = false;
    onClose();
  };
  /**
   * @template T
   * @param {string} operation
   * @param {() => Promise<T>} run
   */
  const attempt = async (operation, run) => {
    try {
      const result = await withinTime(run(), timeoutMs, operation);
      succeeded();
      return result;
    } catch (error) {
      failed(error);
      throw error;
    }
  };
  return {
    call: (operation, run) => (open ? Promise.reject(new CircuitOpenError(operation)) : attempt(operation, run)),
    probe: (run) => attempt("probe", run),
    trip,
    isOpen: () => open,
  };
}
