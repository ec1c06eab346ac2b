import type { Remote } from 'comlink'
import { FIRST_PAGE_START, INVESTORS_PAGE_SIZE, type DirectoryEntry } from '../../domain'
import { callTo, requestBody, type CallOptions } from '../client'
import { endpoints } from '../endpoints'
import { requestContext } from '../context'
import { ApiError } from '../errors'
import type { InvestorDirectoryService, LoadOutcome } from './service'

/** The loaded investor directory: searched and read by position, its data kept in a worker. */
export interface InvestorDirectory {
  /** How many investors the directory holds. */
  readonly size: number
  /** Makes `query` the current search; answers how many investors match (all for a blank query). */
  search: (query: string) => Promise<number>
  /** The current search's matches at positions [from, to). */
  rows: (from: number, to: number) => Promise<DirectoryEntry[]>
  /** Ends the worker; the directory answers nothing after this. */
  close: () => void
}

/** A directory service on the other side of a message channel, and how to end it. */
export interface DirectoryConnection {
  service: Remote<InvestorDirectoryService>
  close: () => void
}

/** The worker and its messaging library load with the first directory, not with the portal. */
async function startWorker(): Promise<DirectoryConnection> {
  const { wrap } = await import('comlink')
  const worker = new Worker(new URL('./investorDirectory.worker.ts', import.meta.url), {
    type: 'module',
    name: 'investor-directory',
  })
  return { service: wrap<InvestorDirectoryService>(worker), close: () => worker.terminate() }
}

/** A chunk's own buffer, so it can move to the worker without a copy (a view into a larger buffer is copied). */
const ownBuffer = (chunk: Uint8Array): Uint8Array =>
  chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength ? chunk : chunk.slice()

/** `promise`, or a rejection as an AbortError as soon as `signal` aborts (a stalled read does not hold a cancel). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The load was cancelled', 'AbortError'))
    if (signal.aborted) abort()
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/**
 * GET the manager's investors, ?pageNumber=1&pageSize=1000000, read into a Web Worker: the main thread only moves
 * each downloaded chunk to the worker (transferred, not copied: microseconds a chunk, each in a task of its own,
 * far under the §4 slice of 45 ms, so there is nothing left to slice); the worker parses, checks and indexes up to a million names, and answers searches and rows. A 204 or an empty
 * body is an empty directory; a failure or a malformed answer rejects with 'Failed to load Investors'; a
 * cancelled load rejects quietly and ends the worker. `connect` is for tests (a service over a MessageChannel).
 */
export async function loadInvestorDirectory(
  { signal }: CallOptions = {},
  connect: () => Promise<DirectoryConnection> = startWorker,
): Promise<InvestorDirectory> {
  const { failure } = endpoints.investors
  return requestBody(
    {
      ...callTo(endpoints.investors),
      query: { pageNumber: FIRST_PAGE_START, pageSize: INVESTORS_PAGE_SIZE },
      signal,
      // A million investors stream for a while: the deadline of a file's download, not of a call.
      deadlineMs: requestContext.downloadDeadlineMs,
    },
    async (body, status) => {
      const [connection, { transfer }] = await Promise.all([connect(), import('comlink')])
      const reader = (body ?? new Blob([]).stream()).getReader()
      try {
        for (let read = await untilAborted(reader.read(), signal); !read.done;) {
          const chunk = ownBuffer(read.value)
          void connection.service.append(transfer(chunk, [chunk.buffer]))
          read = await untilAborted(reader.read(), signal)
        }
        const outcome = await untilAborted<LoadOutcome>(connection.service.end(), signal)
        if (!outcome.ok) throw new ApiError(failure, status)
        return {
          size: outcome.size,
          search: (query) => connection.service.search(query),
          rows: (from, to) => connection.service.rows(from, to),
          close: connection.close,
        }
      } catch (error) {
        // Stopped early (cancelled, failed, malformed): drop the rest of the download and end the worker.
        void reader.cancel().catch(() => undefined)
        connection.close()
        throw error
      }
    },
  )
}
