// An AI agent browsing a workspace through the gateway: list campaigns, open one, read its applicants
// and browse the club for it, with a short think time. Read-only (scopes campaigns:read, creators:read).
//   k6 run -e BASE_URL=https://api.example.com -e TOKEN=$SERVICE_TOKEN -e CAMPAIGN_ID=12 loadtest/k6/browse.js
import { group, sleep } from "k6";
import { CAMPAIGN_ID, get, json, ok200, profileOptions, requireEnv, SMOKE_DURATION } from "./lib.js";

export const options = profileOptions({
  scenarios: {
    browse: {
      executor: "ramping-arrival-rate",
      startRate: 50,
      timeUnit: "1s",
      preAllocatedVUs: 50,
      maxVUs: 200,
      stages: [
        { target: 250, duration: "30s" }, // 4 requests per iteration: ~1,000 rps at the top
        { target: 250, duration: "2m" },
        { target: 0, duration: "15s" },
      ],
    },
  },
  thresholds: {
    http_req_failed: ["rate<0.01"],
    "http_req_duration{name:list campaigns}": ["p(99)<15"],
    "http_req_duration{name:get campaign}": ["p(99)<15"],
    "http_req_duration{name:applicants}": ["p(99)<25"],
    "http_req_duration{name:club}": ["p(99)<25"],
    checks: ["rate>0.99"],
  },
}, {
  // smoke: 2 iterations (8 requests) a second
  scenarios: {
    browse: {
      executor: "constant-arrival-rate",
      rate: 2,
      timeUnit: "1s",
      duration: SMOKE_DURATION,
      preAllocatedVUs: 4,
      maxVUs: 10,
    },
  },
});

export function setup() {
  requireEnv(["TOKEN", "CAMPAIGN_ID"]);
}

export default function () {
  group("browse", () => {
    const list = get("/v1/campaigns", "list campaigns");
    ok200(list, "list campaigns", {
      "list campaigns: has campaigns": (r) => Array.isArray(json(r)?.campaigns),
    });
    const listed = json(list)?.campaigns || [];
    const id = listed.length
      ? listed[Math.floor(Math.random() * listed.length)].campaignId || CAMPAIGN_ID
      : CAMPAIGN_ID;
    ok200(get(`/v1/campaigns/${id}`, "get campaign"), "get campaign");
    ok200(get(`/v1/campaigns/${CAMPAIGN_ID}/applicants`, "applicants"), "applicants");
    ok200(get(`/v1/campaigns/${CAMPAIGN_ID}/club`, "club"), "club");
  });
  sleep(Math.random() * 0.2);
}
