/** Types of deploy/csp.mjs for vite.config.ts (the module is plain JavaScript so node scripts load it as is). */
export interface PolicyOptions {
  connectSrc?: readonly string[]
  frameSrc?: readonly string[]
  mediaSrc?: readonly string[]
  formAction?: readonly string[]
  reportTo?: string | null
}
export type Directive = [name: string, sources: string[]]
export const DEFAULT_FRAME_SRC: string[]
export const REPORT_ENDPOINT: string
export function metaDirectives(options?: PolicyOptions): Directive[]
export function headerDirectives(options?: PolicyOptions): Directive[]
export function serializePolicy(directives: readonly Directive[]): string
export function metaPolicy(options?: PolicyOptions): string
export function headerPolicy(options?: PolicyOptions): string
export function videoHostOrigins(video: unknown): string[]
export function originsFrom(value: string | null | undefined): string[]
export const TRUSTED_TYPES_POLICIES: string[]
export const PERMISSIONS_POLICY: string
