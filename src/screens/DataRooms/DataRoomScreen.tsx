import { useCallback, useState } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import { Grid, Message, Muted, PageLayout, Panel, SectionHeading, Stack, Strong } from '../../components'
import { DEFAULT_DATA_ROOM_SORT, paths, type Document, type DocumentSort } from '../../domain'
import { DocumentLibraryView, useDocumentLibrary } from '../documentLibrary'
import { loadedData, ResourceView, usePageTitle, useVideoDialog, VideoCard } from '../kit'
import { dataRoomTexts as texts } from './texts'
import { documentsScreenTexts } from '../documentLibrary/texts'
import { DataRoomFacts } from './DataRoomFacts'
import { dataRoomsOf, useDataRoomItems, type DataRoom, type DataRoomDocument } from './resources'
import { dataRoomVideoSource, videoOf } from './videoOf'

const empty: DataRoom['documents'] = []

/**
 * One data room (spec §2.5, /data-rooms/{globalId}): the fund's facts, its videos and its documents in the
 * documents grid with the same row and bulk actions. An id that is not among the user's data rooms goes to the
 * list (spec §2.2).
 */
export function DataRoomScreen() {
  const { globalId = '' } = useParams()
  const [sort, setSort] = useState<DocumentSort>(DEFAULT_DATA_ROOM_SORT)
  const items = useDataRoomItems(sort)
  const { update } = items
  const room = dataRoomsOf(items.latest ?? []).find((candidate) => candidate.globalId === globalId) ?? null
  usePageTitle(room?.name)
  const updateDocuments = useCallback(
    (change: (documents: readonly Document[]) => readonly Document[]) =>
      update((all) => change(all) as DataRoomDocument[]),
    [update],
  )
  const library = useDocumentLibrary(
    room?.documents ?? empty,
    updateDocuments,
    `${globalId}:${sort.key}:${sort.direction}`,
  )
  const video = useVideoDialog(dataRoomVideoSource(items))

  if (loadedData(items) && !room) return <Navigate to={paths.dataRooms} replace />
  const page = { back: { href: paths.dataRooms, label: texts.back } }

  if (!room) {
    return (
      <PageLayout title={texts.title} {...page}>
        {/* Once loaded, a room that is not there has gone to the list above. */}
        <ResourceView resource={items} loadingLabel={texts.loading}>
          {() => null}
        </ResourceView>
      </PageLayout>
    )
  }

  return (
    <PageLayout title={room.name} {...page}>
      <Panel aria-label={room.name}>
        <DataRoomFacts room={room} />
      </Panel>
      {room.videos.length > 0 && (
        <Stack $gap="md" as="section" aria-labelledby="data-room-videos">
          <SectionHeading id="data-room-videos">{texts.roomVideos}</SectionHeading>
          <Grid as="ul" $min="280px" $fill>
            {room.videos.map((item) => (
              <VideoCard
                key={String(item.documentId ?? item.videoId)}
                title={item.title}
                description={item.videoDescription}
                watchLabel={texts.watch}
                onWatch={() => video.open(videoOf(item))}
              />
            ))}
          </Grid>
        </Stack>
      )}
      <Stack $gap="md" as="section" aria-labelledby="data-room-documents">
        <SectionHeading id="data-room-documents">{texts.roomDocuments}</SectionHeading>
        <DocumentLibraryView
          label={texts.gridLabel(room.name)}
          library={library}
          documents={room.documents}
          total={room.documents.length}
          summary={
            <>
              <Strong>{texts.documents(room.documents.length)}</Strong>
              {library.selectedIds.length > 0 && (
                <Muted>{documentsScreenTexts.selected(library.selectedIds.length)}</Muted>
              )}
            </>
          }
          sort={sort}
          onSortChange={setSort}
          emptyContent={<Message>{documentsScreenTexts.empty}</Message>}
        />
      </Stack>
      {video.dialog}
    </PageLayout>
  )
}
