import { defineConfig } from "vitest/config";

// vitest 5 prints failures with Map.groupBy / Object.groupBy (Node 21+); this machine runs Node 20.
const groupBy = <T, K>(items: Iterable<T>, key: (item: T, i: number) => K) => {
  const out = new Map<K, T[]>();
  let i = 0;
  for (const item of items) {
    const k = key(item, i++);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
};
(Map as any).groupBy ??= groupBy;
(Object as any).groupBy ??= <T>(items: Iterable<T>, key: (item: T, i: number) => PropertyKey) =>
  Object.fromEntries(groupBy(items, key));

// Unit tests sit beside the code they test (`*.test.ts`); end-to-end tests live in test/e2e and
// share one real stack booted by test/e2e/global-setup.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "shared/**/*.test.ts",
            "gateway/**/*.test.ts",
            "services/**/*.test.ts",
            "deploy/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
