// Zod compiles fast parsers with `new Function`, which the CSP (script-src 'self', no 'unsafe-eval')
// refuses — and the refusal shows up as a CSP issue in the console. Zod keeps its settings on this
// global (node_modules/zod/v4/core/core.js, shared by every copy of zod) and reads `jitless` when a
// schema is created; setting it here, before any schema module runs, avoids importing zod into the
// first page. main.tsx imports this module first.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
