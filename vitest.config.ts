import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Server and package tests spawn processes; two workers match the 2-core CI machine.
    maxWorkers: 2,
    // Import CommonJS dependencies exactly as Node does (default = module.exports). The generated
    // validators import Ajv's runtime helpers that way; vitest's default interop would differ.
    deps: { interopDefault: false },
  },
});
