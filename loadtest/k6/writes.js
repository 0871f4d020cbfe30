// Idempotent writes through the gateway (spec 4.3): creates and updates with fresh keys, then the same
// requests again with their keys (the stored answer, replayed: true, nothing runs twice), and a key
// reused with another body (409). Scope campaigns:write.
//   k6 run -e BASE_URL=… -e TOKEN=$SERVICE_TOKEN -e DRAFT_IDS=21,22,23 loadtest/k6/writes.js
import { check } from "k6";
import { Counter } from "k6/metrics";
import {
  createBody,
  DRAFT_IDS,
  freshKey,
  json,
  ok200,
  profileOptions,
  requireEnv,
  send,
  SMOKE_DURATION,
} from "./lib.js";

const replays = new Counter("ccw_replays");
const duplicates = new Counter("ccw_duplicate_effects");

export const options = profileOptions({
  scenarios: {
    fresh_and_replayed: {
      executor: "constant-arrival-rate",
      rate: 250, // 4 writes per iteration: ~1,000 writes/s
      timeUnit: "1s",
      duration: "2m",
      preAllocatedVUs: 60,
      maxVUs: 300,
    },
  },
  thresholds: {
    http_req_failed: ["rate<0.01"],
    "http_req_duration{name:create (fresh key)}": ["p(99)<25"],
    "http_req_duration{name:create (replayed key)}": ["p(99)<25"],
    "http_req_duration{name:update (fresh key)}": ["p(99)<25"],
    "http_req_duration{name:update (replayed key)}": ["p(99)<25"],
    ccw_duplicate_effects: ["count==0"],
    checks: ["rate>0.99"],
  },
}, {
  // smoke: 1 iteration (4-5 writes) a second
  scenarios: {
    fresh_and_replayed: {
      executor: "constant-arrival-rate",
      rate: 1,
      timeUnit: "1s",
      duration: SMOKE_DURATION,
      preAllocatedVUs: 2,
      maxVUs: 6,
    },
  },
});

export function setup() {
  requireEnv(["TOKEN", "DRAFT_IDS"]);
}

export default function () {
  const key = freshKey("k6c");
  const first = send("POST", "/v1/campaigns", createBody(key), "create (fresh key)");
  ok200(first, "create", {
    "create: created": (r) => json(r)?.status === "created" && json(r)?.replayed !== true,
  });
  const again = send("POST", "/v1/campaigns", createBody(key), "create (replayed key)");
  ok200(again, "replay", { "replay: replayed": (r) => json(r)?.replayed === true });
  if (json(again)?.replayed === true) replays.add(1);
  if (json(first)?.campaignId !== undefined && json(again)?.campaignId !== json(first)?.campaignId) {
    duplicates.add(1);
  }

  // One draft per VU: concurrent edits of one campaign answer 503 service_unavailable ("being changed
  // by another request; try again"), which is the API working, not what this suite measures.
  const id = DRAFT_IDS[(__VU - 1) % DRAFT_IDS.length];
  const ukey = freshKey("k6u");
  const body = { idempotencyKey: ukey, changes: { overview: `Edited by VU ${__VU} at ${__ITER}` } };
  ok200(send("PATCH", `/v1/campaigns/${id}`, body, "update (fresh key)"), "update", {});
  const rep = send("PATCH", `/v1/campaigns/${id}`, body, "update (replayed key)");
  ok200(rep, "update replay", { "update replay: replayed": (r) => json(r)?.replayed === true });

  // 1 in 20 iterations: the same key with another body is a 409, not a second effect.
  if (__ITER % 20 === 0) {
    const clash = send(
      "PATCH",
      `/v1/campaigns/${id}`,
      { idempotencyKey: ukey, changes: { overview: "different" } },
      "update (key reused, other body)",
      [409],
    );
    check(clash, { "key reuse: 409": (r) => r.status === 409 });
  }
}
