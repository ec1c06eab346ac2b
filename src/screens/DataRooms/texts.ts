import { pageTitleTexts } from '../../domain'
export const dataRoomTexts = {
  title: pageTitleTexts.dataRooms,
  intro: 'Fundraising opportunities open to you, with their offering documents and videos.',
  roomsLabel: 'Fundraising opportunities',
  productFamily: 'Product family',
  fundraisingStatus: 'Fundraising status',
  productLine: 'Product line',
  documents: (count: number): string => `${count} ${count === 1 ? 'document' : 'documents'}`,
  videos: (count: number): string => `${count} ${count === 1 ? 'video' : 'videos'}`,
  openShort: 'Open data room',
  /** Read after 'Open data room' so each link names its room. */
  openSuffix: (name: string): string => `: ${name}`,
  empty: 'There are no fundraising opportunities open to you at the moment.',
  loading: 'Loading data rooms',
  back: 'Data Rooms',
  roomVideos: 'Videos',
  roomDocuments: 'Documents',
  gridLabel: (name: string): string => `${name} documents`,
  watch: 'Watch video',
  notProvided: '–',
} as const
