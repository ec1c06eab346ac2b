import { documentFileName } from '../../domain'
import type { DescribedVideo } from '../kit'

/**
 * What a past event's page offers besides its details: the spec (§2.5) makes these hard-coded sample data, the
 * same for every past event, not fetched. The documents are real PDFs served with the portal.
 */
export interface EventDocument {
  id: string
  title: string
  /** The saved file's name: the title with its file type's extension, as for the provider's documents. */
  fileName: string
  href: string
  /** Shown beside the title, e.g. 'PDF'. */
  fileType: string
}

export const pastEventDocuments: readonly EventDocument[] = [
  {
    id: 'presentation',
    title: 'Event presentation',
    fileName: documentFileName('Event presentation', 'pdf'),
    href: '/event-materials/event-presentation.pdf',
    fileType: 'PDF',
  },
  {
    id: 'summary',
    title: 'Meeting summary',
    fileName: documentFileName('Meeting summary', 'pdf'),
    href: '/event-materials/meeting-summary.pdf',
    fileType: 'PDF',
  },
]

export const pastEventVideos: readonly DescribedVideo[] = [
  {
    videoName: 'Event recording',
    videoId: 'vid-event-recording',
    videoToken: 'vtok-event-recording',
    isOpenVideoDialog: true,
    description: 'The whole event, from the opening remarks to the last question.',
  },
  {
    videoName: 'Questions from investors',
    videoId: 'vid-event-questions',
    videoToken: 'vtok-event-questions',
    isOpenVideoDialog: true,
    description: 'The investment team answers the questions investors asked during the event.',
  },
]
