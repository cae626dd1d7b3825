-- Put before every wrk script of `make bench` (scripts/bench/load.ts).

-- A request with a JSON body and the headers given on wrk's command line (Host, Authorization).
json_request = function(method, path, body)
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers["Content-Type"] = "application/json"
  return wrk.format(method, path, headers, body)
end

-- One line of JSON with what the harness needs. wrk keeps every latency in microseconds;
-- `errors` counts failed connections, reads, writes, timeouts and answers other than 2xx/3xx.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"errors":%d,"statusErrors":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end
