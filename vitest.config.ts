import { defineConfig } from "vitest/config";

// Unit tests sit beside the code they test (`*.test.ts`); end-to-end tests live in test/e2e and
// share one real stack booted by test/e2e/global-setup.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["shared/**/*.test.ts", "gateway/**/*.test.ts", "services/**/*.test.ts", "deploy/**/*.test.ts", "scripts/**/*.test.ts"],
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
