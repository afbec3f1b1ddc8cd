/**
 * Zod compiles object parsers with `new Function` unless told not to, which our content security
 * policy (no 'unsafe-eval') forbids. Every browser module that validates with zod imports this
 * before its schemas.
 */
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodConfig.__zod_globalConfig ??= {}).jitless = true;

export {};
