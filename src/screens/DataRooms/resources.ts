import { api } from '../../api'
import { fundDisplayNameOf, type DataRoomFund, type DataRoomItem, type DocumentSort } from '../../domain'
import { useScopedResource } from '../kit'

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

/**
 * The data rooms' documents and videos (documentLocation 'Opportunity', statuses P, A, W, V, videos included),
 * keyed by sort: a new sort aborts the previous search. A failure reads 'Failed to load data'.
 */
export const useDataRoomItems = (sort: DocumentSort) =>
  useScopedResource('dataRoomSearch', sort, async (order, signal) => {
    const answer = await api.documents.searchDataRoomDocuments(order, { signal })
    return answer.results as DataRoomDocument[]
  })
