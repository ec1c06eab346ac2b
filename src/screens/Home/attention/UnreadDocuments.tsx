import { useCallback } from 'react'
import {
  dataGridTexts,
  DownloadIcon,
  IconButton,
  CardList,
  Link,
  Message,
  Panel,
  Stack,
} from '../../../components'
import {
  documentIdOf,
  fundDisplayNameOf,
  publishDateOf,
  RECENT_UNREAD_DOCUMENTS,
  warningTexts,
  type Document,
  type DocumentSearchResult,
} from '../../../domain'
import { documentsHref } from '../../documentLibrary/documentsLink'
import { useDocumentActions, type UpdateDocuments } from '../../documentLibrary/useDocumentActions'
import { isLoading, ResourceView } from '../../kit'
import { usePortalSession } from '../../portalSession'
import { Body, Clipped, Detail, Item, Reserved, Title, Whole } from './AttentionList.styles'
import { attentionTexts as texts } from './texts'
import { useRecentUnreadDocuments } from './resources'

const stillUnread = (result: DocumentSearchResult): Document[] =>
  result.results.filter((document) => !document.markedRead)

/**
 * The five most recent unread documents of the chosen investor group, each downloaded in one click by the document
 * library's own download (terms, file name, 'Document download successful.', then marked read: not sent while
 * impersonating, rolled back with the §8 text on failure). A document read here leaves the list.
 */
export function UnreadDocuments() {
  const { formats } = usePortalSession()
  const unread = useRecentUnreadDocuments()
  const { update } = unread
  const updateDocuments = useCallback<UpdateDocuments>(
    (change) => update((result) => ({ ...result, results: [...change(result.results)] })),
    [update],
  )
  const { download } = useDocumentActions(updateDocuments)

  return (
    <Stack $gap="sm">
      <Reserved $rows={RECENT_UNREAD_DOCUMENTS} aria-busy={isLoading(unread)}>
        <ResourceView
          resource={unread}
          loadingLabel={texts.loadingUnread}
          failureText={warningTexts.documentsLoad}
          isEmpty={(result) => stillUnread(result).length === 0}
          empty={
            <Panel>
              <Message>{texts.noUnread}</Message>
            </Panel>
          }
        >
          {(result) => (
            <CardList aria-label={texts.unreadList}>
              {stillUnread(result).map((document, index) => {
                const title = document.title || texts.untitled
                return (
                  <Item key={String(documentIdOf(document) ?? `row-${index}`)}>
                    <Body>
                      <Title>{title}</Title>
                      <Detail>
                        <Clipped>{fundDisplayNameOf(document)}</Clipped>
                        <Whole>
                          <span aria-hidden>· </span>
                          {publishDateOf(document, formats.dateFormat)}
                        </Whole>
                      </Detail>
                    </Body>
                    <IconButton
                      label={dataGridTexts.download(title)}
                      icon={<DownloadIcon />}
                      disabled={documentIdOf(document) === null}
                      onClick={() => void download(document)}
                    />
                  </Item>
                )
              })}
            </CardList>
          )}
        </ResourceView>
      </Reserved>
      <Link href={documentsHref({ status: 'Unread' })} variant="inline" strong>
        {texts.allUnread}
      </Link>
    </Stack>
  )
}
