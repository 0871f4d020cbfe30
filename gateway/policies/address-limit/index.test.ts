import { describe, expect, it } from "vitest";
import { RefusalLimiter } from "./index.ts";

describe("wrong bearers limited per address", () => {
  it("blocks an address past the limit until its window ends; other addresses are free", () => {
    const l = new RefusalLimiter(3);
    const t = 120_000 + 10_000; // 10 s into a window
    for (let i = 0; i < 3; i++) {
      expect(l.blocked("203.0.113.1", t)).toBe(0);
      l.note("203.0.113.1", t);
    }
    expect(l.blocked("203.0.113.1", t)).toBe(50);
    expect(l.blocked("203.0.113.2", t)).toBe(0);
    expect(l.blocked("203.0.113.1", 180_000)).toBe(0); // next window
  });

  it("stays bounded in memory", () => {
    const l = new RefusalLimiter(1, 60_000, 10);
    for (let i = 0; i < 50; i++) l.note(`198.51.100.${i}`, 0);
    expect((l as any).windows.size).toBeLessThanOrEqual(10);
  });
});
