#!/usr/bin/env node
// `nuwax-contract`: the contract CLI (generate, lint, diff, docs). The generator is TypeScript run
// through tsx, which also lets lint import the modules it generates.
import { register } from "tsx/esm/api";

register();
await import("./cli.ts");
