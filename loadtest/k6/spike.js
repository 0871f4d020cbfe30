// A spike on one token against the per-token minute window (RATE_LIMIT_PER_MINUTE, default 600): the
// gateway must answer every request past the limit with a clean 429 — JSON {error:{code:"rate_limited"}},
// a Retry-After between 1 and 60 — and never a 5xx, a reset or a slow answer.
//   k6 run -e BASE_URL=… -e TOKEN=$SERVICE_TOKEN -e LIMIT=600 loadtest/k6/spike.js
import { check } from "k6";
import { Counter, Rate } from "k6/metrics";
import http from "k6/http";
import { auth, BASE_URL, json, profileOptions, requireEnv } from "./lib.js";

const LIMIT = Number(__ENV.LIMIT || "600");
const allowed = new Counter("ccw_allowed");
const refused = new Counter("ccw_refused_429");
const unclean = new Rate("ccw_unclean_answers");

export const options = profileOptions({
  scenarios: {
    spike: {
      executor: "ramping-arrival-rate",
      startRate: 10,
      timeUnit: "1s",
      preAllocatedVUs: 100,
      maxVUs: 400,
      stages: [
        { target: 10, duration: "5s" },
        { target: 1500, duration: "5s" }, // the spike
        { target: 1500, duration: "20s" },
        { target: 10, duration: "5s" },
      ],
    },
  },
  thresholds: {
    ccw_unclean_answers: ["rate==0"], // every answer is a 200 or a clean 429
    ccw_refused_429: ["count>0"], // the limit did bite
    ccw_allowed: [`count<=${LIMIT * 2}`], // at most one window's worth per minute boundary crossed
    "http_req_duration{status:429}": ["p(99)<15"], // refusing is cheap
    http_req_failed: ["rate<0.99"], // 429s count as failed; the thresholds above are the real ones
  },
}, {
  // smoke: a fixed count, 2.2 windows' worth, so some 429s are certain even when the run straddles a
  // minute boundary (two windows), spread over 5 s (a run shorter than the web dashboard's period
  // leaves no HTML report).
  scenarios: {
    spike: {
      executor: "constant-arrival-rate",
      rate: Math.ceil((LIMIT * 2.2) / 5),
      timeUnit: "1s",
      duration: "5s",
      preAllocatedVUs: 20,
      maxVUs: 50,
    },
  },
});

export function setup() {
  requireEnv(["TOKEN"]);
}

export default function () {
  const res = http.get(`${BASE_URL}/v1/campaigns`, {
    headers: auth(),
    tags: { name: "spike list campaigns" },
  });
  if (res.status === 200) {
    allowed.add(1);
    unclean.add(false);
    return;
  }
  const ra = Number(res.headers["Retry-After"]);
  const clean = check(res, {
    "429": (r) => r.status === 429,
    "429: rate_limited JSON": (r) => json(r)?.error?.code === "rate_limited",
    "429: Retry-After 1..60": () => ra >= 1 && ra <= 60,
  });
  if (res.status === 429) refused.add(1);
  unclean.add(!clean);
}
