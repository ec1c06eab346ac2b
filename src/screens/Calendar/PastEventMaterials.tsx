import type { ReactNode } from 'react'
import styled from 'styled-components'
import {
  Button,
  CardItem,
  DocumentIcon,
  DownloadIcon,
  Grid,
  Link,
  Muted,
  PlayIcon,
  SectionHeading,
  Stack,
  Strong,
  theme,
} from '../../components'
import { useVideoDialog } from '../kit'
import { calendarScreenTexts as texts } from './texts'
import { pastEventDocuments, pastEventVideos } from './pastEventSampleMaterials'
import { useMaterialPreview } from './useMaterialPreview'

const Card = styled(CardItem)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.sm};
`

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
          <Card key={document.id}>
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
          </Card>
        ))}
      </Materials>
      <Materials id="event-videos" heading={texts.videos}>
        {pastEventVideos.map((item) => (
          <Card key={item.videoId}>
            <Strong>{item.videoName}</Strong>
            {item.description && <Muted>{item.description}</Muted>}
            <Button
              variant="secondary"
              size="sm"
              icon={<PlayIcon size="sm" />}
              aria-label={`${texts.watch}: ${item.videoName}`}
              onClick={() => video.open(item)}
            >
              {texts.watch}
            </Button>
          </Card>
        ))}
      </Materials>
      {video.dialog}
      {preview.dialog}
    </>
  )
}
