import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Server and package tests spawn processes; two workers match the 2-core CI machine.
    maxWorkers: 2,
  },
});
