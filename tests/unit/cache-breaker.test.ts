import { describe, expect, it, vi } from "vitest";
import {
  CircuitOpenError,
  OperationTimeoutError,
  createCircuitBreaker,
  withinTime,
} from "@/lib/cache/circuit-breaker.mjs";

/** The bound and breaker every Redis operation goes through (lib/cache/circuit-breaker.mjs). */
const never = () => new Promise<never>(() => undefined);

function breaker(failuresToOpen = 3) {
  const onOpen = vi.fn();
  const onClose = vi.fn();
  return { onOpen, onClose, breaker: createCircuitBreaker({ timeoutMs: 20, failuresToOpen, onOpen, onClose }) };
}

describe("withinTime", () => {
  it("settles with the promise when it is quick, and gives up when it never answers", async () => {
    await expect(withinTime(Promise.resolve("ok"), 20, "get")).resolves.toBe("ok");
    await expect(withinTime(never(), 20, "get")).rejects.toThrow(OperationTimeoutError);
    await expect(withinTime(never(), 20, "get")).rejects.toThrow("get got no answer within 20 ms");
  });
});

describe("the circuit breaker", () => {
  it("opens at the first timeout, then refuses every call at once without running it", async () => {
    const { breaker: circuit, onOpen } = breaker();
    await expect(circuit.call("get", never)).rejects.toThrow(OperationTimeoutError);
    expect(circuit.isOpen()).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    const run = vi.fn(async () => "ok");
    await expect(circuit.call("get", run)).rejects.toThrow(CircuitOpenError);
    expect(run).not.toHaveBeenCalled();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("opens after failuresToOpen other errors in a row; a success in between starts the count again", async () => {
    const { breaker: circuit, onOpen } = breaker(3);
    const failing = () => Promise.reject(new Error("not ready"));
    await expect(circuit.call("get", failing)).rejects.toThrow("not ready");
    await expect(circuit.call("get", failing)).rejects.toThrow("not ready");
    await circuit.call("get", async () => "ok");
    await expect(circuit.call("get", failing)).rejects.toThrow("not ready");
    await expect(circuit.call("get", failing)).rejects.toThrow("not ready");
    expect(circuit.isOpen()).toBe(false);
    await expect(circuit.call("get", failing)).rejects.toThrow("not ready");
    expect(circuit.isOpen()).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("opens at once when tripped (a lost connection), and once only", () => {
    const { breaker: circuit, onOpen } = breaker();
    circuit.trip(new Error("socket closed"));
    circuit.trip(new Error("socket closed"));
    expect(circuit.isOpen()).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(new Error("socket closed"));
  });

  it("is probed while open: a failed probe keeps it open, a successful one closes it, once", async () => {
    const { breaker: circuit, onClose } = breaker();
    circuit.trip(new Error("socket closed"));
    await expect(circuit.probe(never)).rejects.toThrow(OperationTimeoutError);
    expect(circuit.isOpen()).toBe(true);
    await expect(circuit.probe(async () => "PONG")).resolves.toBe("PONG");
    expect(circuit.isOpen()).toBe(false);
    await circuit.call("get", async () => "ok");
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
