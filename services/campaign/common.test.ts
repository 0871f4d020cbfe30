import { describe, expect, it } from "vitest";
import { ApiError } from "../../shared/errors.ts";
import type { Runtime } from "../../shared/service-kit/index.ts";
import { countsFromCreatorService } from "./common.ts";

/** The creator-counts client: real numbers or a 503, never made-up zeros for an unreachable service. */
function runtimeCalling(call: (...args: unknown[]) => Promise<unknown>): Runtime {
  const log = Object.assign(() => {}, { child: () => log });
  return { call, log } as unknown as Runtime;
}

describe("countsFromCreatorService", () => {
  it("answers 503 when the creator service cannot answer", async () => {
    const rt = runtimeCalling(() =>
      Promise.reject(new ApiError("service_unavailable", "creator is unreachable"))
    );
    const err = await countsFromCreatorService(rt, [1001]).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(503);
  });

  it("asks in batches of 1000 and fills campaigns the answer leaves out with zero", async () => {
    const asked: number[][] = [];
    const rt = runtimeCalling((_s, _m, _p, body) => {
      const ids = (body as { campaignIds: number[] }).campaignIds;
      asked.push(ids);
      return Promise.resolve({
        counts: ids[0] === 1 ? { "1": { signed: 2, activating: 1, activated: 4 } } : {},
      });
    });
    const ids = Array.from({ length: 1500 }, (_, i) => i + 1);
    const counts = await countsFromCreatorService(rt, ids);
    expect(asked.map((a) => a.length)).toEqual([1000, 500]);
    expect(counts[1]).toEqual({ signed: 2, activating: 1, activated: 4 });
    expect(counts[1500]).toEqual({ signed: 0, activating: 0, activated: 0 });
  });

  it("does not call anyone for no campaigns", async () => {
    const rt = runtimeCalling(() => Promise.reject(new Error("must not be called")));
    expect(await countsFromCreatorService(rt, [])).toEqual({});
  });
});
