import { useCallback, useEffect, useState } from 'react'
import { api } from '../../api'
import {
  fundDisplayNameOf,
  isAbortError,
  rejectionTexts,
  type DataRoomFund,
  type DataRoomItem,
  type Document,
  type DocumentSort,
} from '../../domain'

/** A data room item as the provider answers it: the document (or video) and its fund's facts. */
export type DataRoomDocument = DataRoomItem &
  Pick<DataRoomFund, 'productFamily' | 'entityDisplayName' | 'fundraisingStatus' | 'productLine'> & {
    fundGlobalId?: string | null
  }

/** One fundraising opportunity: a fund's data room. */
export interface DataRoom {
  globalId: string
  name: string
  productFamily: string | null
  fundraisingStatus: string | null
  productLine: string | null
  documents: DataRoomDocument[]
  videos: DataRoomDocument[]
}

export const isVideo = (item: DataRoomItem): boolean => Boolean(item.videoId)

const roomIdOf = (item: DataRoomDocument): string => item.fundGlobalId ?? String(item.fundId ?? '')

/** The items grouped by fund, in answer order within a room; rooms by name. */
export function dataRoomsOf(items: readonly DataRoomDocument[]): DataRoom[] {
  const rooms = new Map<string, DataRoom>()
  for (const item of items) {
    const globalId = roomIdOf(item)
    if (!globalId) continue
    let room = rooms.get(globalId)
    if (!room) {
      room = {
        globalId,
        name: item.entityDisplayName ?? fundDisplayNameOf(item),
        productFamily: item.productFamily ?? null,
        fundraisingStatus: item.fundraisingStatus ?? null,
        productLine: item.productLine ?? null,
        documents: [],
        videos: [],
      }
      rooms.set(globalId, room)
    }
    ;(isVideo(item) ? room.videos : room.documents).push(item)
  }
  return [...rooms.values()].sort((a, b) => a.name.localeCompare(b.name))
}

interface Loaded {
  sort: DocumentSort
  items: readonly DataRoomDocument[]
  failed: boolean
}

/**
 * The data rooms' documents and videos (documentLocation 'Opportunity', statuses P, A, W, V, videos included),
 * keyed by sort: a new sort cancels the previous search. A failure reads 'Failed to load data'.
 */
export function useDataRoomItems(sort: DocumentSort) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    api.documents.searchDataRoomDocuments(sort, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted)
          setLoaded({ sort, items: answer.results as DataRoomDocument[], failed: false })
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) setLoaded({ sort, items: [], failed: true })
      },
    )
    return () => controller.abort()
  }, [sort])

  const update = useCallback((change: (documents: readonly Document[]) => readonly Document[]) => {
    setLoaded((current) => current && { ...current, items: change(current.items) as DataRoomDocument[] })
  }, [])

  const current = loaded?.sort === sort ? loaded : null
  return {
    status:
      current === null ? ('loading' as const) : current.failed ? ('failed' as const) : ('loaded' as const),
    // While a new sort loads, the rows of the previous one stay shown.
    items: loaded?.items ?? [],
    error: current?.failed ? rejectionTexts.data : null,
    update,
  }
}
