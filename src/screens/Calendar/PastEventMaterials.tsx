import type { ReactNode } from 'react'
import styled from 'styled-components'
import {
  DocumentIcon,
  DownloadIcon,
  Grid,
  Link,
  Muted,
  SectionHeading,
  Stack,
  Strong,
  theme,
} from '../../components'
import { MaterialCard, useVideoDialog, VideoCard } from '../kit'
import { calendarScreenTexts as texts } from './texts'
import { pastEventDocuments, pastEventVideos } from './pastEventSampleMaterials'
import { useMaterialPreview } from './useMaterialPreview'

/** One kind of material under its heading, as a list of cards. */
function Materials({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Stack $gap="md" as="section" aria-labelledby={id}>
      <SectionHeading id={id}>{heading}</SectionHeading>
      <Grid as="ul" $min="280px" $fill>
        {children}
      </Grid>
    </Stack>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`

/** A past event's documents (PDFs to read here or download) and videos (played in the video dialog). */
export function PastEventMaterials() {
  const video = useVideoDialog()
  const preview = useMaterialPreview(pastEventDocuments)
  return (
    <>
      <Materials id="event-documents" heading={texts.documents}>
        {pastEventDocuments.map((document) => (
          <MaterialCard key={document.id}>
            <Strong>{document.title}</Strong>
            <Muted>{document.fileType}</Muted>
            <Actions>
              <Link
                href={preview.link.href(document.id)}
                onClick={() => preview.link.onOpen(document.id)}
                aria-label={`${texts.read}: ${document.title}`}
              >
                <DocumentIcon size="sm" />
                {texts.read}
              </Link>
              <Link
                href={document.href}
                download={document.fileName}
                aria-label={`${texts.download}: ${document.title}`}
              >
                <DownloadIcon size="sm" />
                {texts.download}
              </Link>
            </Actions>
          </MaterialCard>
        ))}
      </Materials>
      <Materials id="event-videos" heading={texts.videos}>
        {pastEventVideos.map((item) => (
          <VideoCard
            key={item.videoId}
            title={item.videoName}
            description={item.description}
            watchLabel={texts.watch}
            onWatch={() => video.open(item)}
          />
        ))}
      </Materials>
      {video.dialog}
      {preview.dialog}
    </>
  )
}
