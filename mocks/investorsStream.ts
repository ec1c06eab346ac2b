import { investorNameAt } from './seed/investors'

/** The manager's investor universe for the Investors call: a million, each computed from its index alone. */
export const INVESTOR_UNIVERSE = 1_000_000

const RECORDS_PER_CHUNK = 4096

/**
 * The JSON array of investors [from, to) as a stream: produced a chunk at a time as the reader pulls, so a
 * million investors never sit in memory (about 45 MB of JSON otherwise).
 */
export function investorsJson(
  ids: (position: number) => number,
  count: number,
  nameOf: (id: number) => string = (id) => investorNameAt(id - 1),
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let position = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (position >= count) {
        if (position === count) controller.enqueue(encoder.encode(count === 0 ? '[]' : ']'))
        position = count + 1
        controller.close()
        return
      }
      const end = Math.min(count, position + RECORDS_PER_CHUNK)
      let text = position === 0 ? '[' : ''
      for (let p = position; p < end; p++) {
        const id = ids(p)
        text += `${p === 0 ? '' : ','}{"id":${id},"name":${JSON.stringify(nameOf(id))}}`
      }
      position = end
      controller.enqueue(encoder.encode(text))
    },
  })
}
