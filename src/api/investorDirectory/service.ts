import { parseChunked } from '@discoveryjs/json-ext'
import { InvestorIndex, type DirectoryEntry } from '../../domain'

/** How loading the answer ended: the number of investors, or a malformed answer (the call's §8 text). */
export type LoadOutcome = { ok: true; size: number } | { ok: false }

/** Chunks pushed by one side, read in order by an async iterator on the other; ends when closed. */
class ChunkQueue implements AsyncIterable<Uint8Array> {
  private readonly waiting: Uint8Array[] = []
  private wake: (() => void) | null = null
  private closed = false

  push(chunk: Uint8Array): void {
    this.waiting.push(chunk)
    this.wake?.()
  }

  close(): void {
    this.closed = true
    this.wake?.()
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    for (;;) {
      const chunk = this.waiting.shift()
      if (chunk) yield chunk
      else if (this.closed) return
      else await new Promise<void>((resolve) => (this.wake = resolve))
    }
  }
}

const isEntry = (value: unknown): value is DirectoryEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DirectoryEntry).id === 'number' &&
  Number.isFinite((value as DirectoryEntry).id) &&
  typeof (value as DirectoryEntry).name === 'string'

const isBlank = (chunk: Uint8Array) =>
  chunk.every((byte) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09)

/**
 * The investor directory on its worker's side: parses the Investors answer as its chunks arrive, checks each
 * entry's shape, indexes the names, and answers searches and rows by position. Nothing here touches the page,
 * so the main thread only forwards chunks and receives small answers.
 */
export class InvestorDirectoryService {
  private readonly index = new InvestorIndex()
  private readonly chunks = new ChunkQueue()
  private readonly loaded: Promise<LoadOutcome>
  private hasContent = false
  /** The rows of the latest search by position; null while every row matches. */
  private matches: Int32Array | null = null

  constructor() {
    this.loaded = this.load()
  }

  append(chunk: Uint8Array): void {
    if (!this.hasContent && !isBlank(chunk)) this.hasContent = true
    this.chunks.push(chunk)
  }

  /** The answer ended: resolves once every entry is parsed, checked and searchable. */
  end(): Promise<LoadOutcome> {
    this.chunks.close()
    return this.loaded
  }

  /** Replaces the current search; answers how many investors match (all of them for a blank query). */
  search(query: string): number {
    this.matches = this.index.search(query)
    return this.matches?.length ?? this.index.size
  }

  /** The matches at positions [from, to) of the current search. */
  rows(from: number, to: number): DirectoryEntry[] {
    const count = this.matches?.length ?? this.index.size
    const rows: DirectoryEntry[] = []
    for (let position = Math.max(0, from); position < Math.min(to, count); position++) {
      const entry = this.index.entry(this.matches ? (this.matches[position] ?? -1) : position)
      if (entry) rows.push(entry)
    }
    return rows
  }

  private async load(): Promise<LoadOutcome> {
    let list: unknown
    try {
      list = await parseChunked(() => this.chunks)
    } catch {
      // An empty body (or only white space) is an empty directory, as for every list call.
      if (this.hasContent) return { ok: false }
      list = []
    }
    if (!Array.isArray(list)) return { ok: false }
    for (const entry of list as unknown[]) {
      if (!isEntry(entry)) return { ok: false }
      this.index.add(entry)
    }
    this.index.seal()
    return { ok: true, size: this.index.size }
  }
}
