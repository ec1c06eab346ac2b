import * as v from 'valibot'
import type { CalendarEvent, DataRoomItem, Document, DocumentSearchResult, DocumentType } from '../../domain'
import { amount, flag, id, list, maybe, record, text, type AnswerSchema } from './answer'

/** The documents and calendar services' answers (spec §3 and §7), each the schema of its registry entry. */
const documentType: AnswerSchema<DocumentType> = record({
  documentTypeId: v.number(),
  name: text,
  displayName: maybe(text),
  documentSubtypes: maybe(list(record({ documentSubtypeId: v.number(), name: text }))),
})

const documentFields = {
  documentId: v.optional(id),
  id: v.optional(id),
  title: text,
  actionItem: flag,
  markedRead: flag,
  investorAccountName: maybe(text),
  fundDisplayName: maybe(text),
  parentEntityName: maybe(text),
  fundName: maybe(text),
  /** It names the saved file's extension: a short word, never a sentence (the file-name rules do the rest). */
  fileType: maybe(v.pipe(text, v.maxLength(16))),
  publishDate: maybe(text),
  publishDateEST: maybe(text),
  otherAccounts: maybe(list(record({ documentId: id, investorAccountName: maybe(text) }))),
  documentSubtype: maybe(text),
  documentTypeId: maybe(v.number()),
  fundId: maybe(id),
  documentStatus: maybe(text),
}

const document: AnswerSchema<Document> = record(documentFields)

const dataRoomItem: AnswerSchema<DataRoomItem> = record({
  ...documentFields,
  videoId: maybe(text),
  videoToken: maybe(text),
  videoIsHighlighted: maybe(flag),
  videoDescription: maybe(text),
  videoTokenExpiration: maybe(text),
})

const searchResult = <D extends Document>(item: AnswerSchema<D>): AnswerSchema<DocumentSearchResult<D>> =>
  record({ total: v.pipe(amount, v.integer(), v.minValue(0)), results: list(item) })

const calendarEvent: AnswerSchema<CalendarEvent> = record({
  /** It becomes the event page's address and the calendar file's UID: never empty. */
  eventId: v.pipe(text, v.minLength(1)),
  title: text,
  description: maybe(text),
  eventLocation: maybe(text),
  eventStartDate: text,
  eventEndDate: maybe(text),
  isRegistered: maybe(flag),
  plannerEmail: maybe(text),
  plannerFirstName: maybe(text),
  plannerLastName: maybe(text),
})

export const documentsAnswers = {
  documentTypes: list(documentType),
  fundDocumentTypes: list(documentType),
  documentSearch: searchResult(document),
  dataRoomSearch: searchResult(dataRoomItem),
  /** The number of documents that require action. */
  actionRequiredCount: v.pipe(amount, v.integer(), v.minValue(0)) as AnswerSchema<number>,
}

export const calendarAnswers = {
  calendarEvents: list(calendarEvent),
}
