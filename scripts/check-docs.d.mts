/** Types of scripts/check-docs.mjs for its test (the module is plain JavaScript so node runs it as is). */
export const PATH_PREFIXES: string[]
export function slug(heading: string): string
export function anchors(markdown: string): Set<string>
export function linksIn(text: string): { path: string; anchor: string | null }[]
export function pathsIn(text: string): string[]
export function scriptsIn(text: string): string[]
export function isGlob(path: string): boolean
export function globToRegExp(glob: string): RegExp
export function docFiles(root: string): string[]
export function checkDocs(root: string): { file: string; line: number; message: string }[]
