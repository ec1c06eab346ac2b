/** Types of scripts/chromium.mjs for its test (the module is plain JavaScript so node scripts load it as is). */
export function chromiumPath(): string
export const PLAYWRIGHT_DISABLED_FEATURES: string[]
export const chromiumArgs: string[]
