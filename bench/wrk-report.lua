-- wrk's summary as one JSON line for bench/measure.ts, after wrk's own text: requests, the time they
-- took, failed requests (connect, read, write, timeout, status 4xx/5xx) and latency percentiles (us).
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"errors":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests,
    summary.duration,
    errors.connect + errors.read + errors.write + errors.timeout + errors.status,
    latency:percentile(50),
    latency:percentile(99)
  ))
end
