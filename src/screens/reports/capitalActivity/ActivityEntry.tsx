import { Button, CalendarIcon, Link, Muted } from '../../../components'
import {
  activityStatus,
  activityStatusText,
  capitalActivityTexts as texts,
  formatDate,
  formatNumber,
  type CapitalActivityEntry,
  type Document,
  type UserFormats,
} from '../../../domain'
import type { DocumentOpening } from '../../documentLibrary'
import { activityAmount } from './callReminder'
import {
  Categories,
  EntryActions,
  EntryCard,
  EntryFacts,
  EntryHeader,
  EntryHeading,
  Mark,
  NoticeLink,
  NoticeTitle,
  StatusBadge,
  CategoryDetails,
} from './CapitalActivity.styles'

export interface ActivityEntryProps {
  entry: CapitalActivityEntry
  today: string
  formats: UserFormats
  /** The entry's notice as the documents search answered it (its read flag follows the viewer's). */
  notice: Document | null
  opening: DocumentOpening
  /** 'Add to calendar' on an upcoming call. */
  onRemind?: (entry: CapitalActivityEntry) => void
}

/**
 * One call or distribution: its kind and fund, where it stands today, the account, the notice's date and the due
 * (or payment) date, the amount with its categories, how it was matched, and its notice, read in the portal's
 * viewer. An upcoming call adds 'Add to calendar' and the wire instructions' warning.
 */
export function ActivityEntry({ entry, today, formats, notice, opening, onRemind }: ActivityEntryProps) {
  const status = activityStatus(entry, today)
  const date = (value: string) => formatDate(value, formats.dateFormat)
  const heading = `${texts.kinds[entry.kind]} · ${entry.fund}`
  return (
    <EntryCard aria-label={heading}>
      <EntryHeader>
        <EntryHeading>{heading}</EntryHeading>
        <StatusBadge $status={status.status}>{activityStatusText(entry, status)}</StatusBadge>
      </EntryHeader>
      <EntryFacts>
        <div>
          <dt>{texts.account}</dt>
          <dd>{entry.account}</dd>
        </div>
        <div>
          <dt>{entry.kind === 'call' ? texts.dueDate : texts.paymentDate}</dt>
          <dd>
            {date(entry.dueDate)}
            {entry.dueDateEstimated && <Muted as="span"> {texts.estimatedDate}</Muted>}
          </dd>
        </div>
        <div>
          <dt>{texts.amount}</dt>
          <dd>{activityAmount(entry, formats)}</dd>
        </div>
        <div>
          <dt>{texts.noticeDate}</dt>
          <dd>{entry.notice ? date(entry.notice.publishDate) : texts.matches.noNotice}</dd>
        </div>
        {entry.match !== 'matched' && (
          <div>
            <dt>{texts.columns.match}</dt>
            <dd>{texts.matches[entry.match]}</dd>
          </div>
        )}
      </EntryFacts>
      {entry.categories.length > 0 && (
        <CategoryDetails>
          <summary>{texts.categoriesOf(entry.categories.length)}</summary>
          <Categories>
            {entry.categories.map((category) => (
              <li key={category.category}>
                <span>{category.category}</span>
                <span>
                  {formatNumber(category.amount, { decimals: 2, numberFormat: formats.numberFormat })}
                </span>
              </li>
            ))}
          </Categories>
        </CategoryDetails>
      )}
      <EntryActions>
        {notice && (
          <NoticeLink>
            <Link href={opening.href(notice)} variant="inline" onClick={() => opening.onOpen(notice)}>
              <NoticeTitle>{notice.title || texts.notice}</NoticeTitle>
            </Link>
            {!notice.markedRead && <Mark>{texts.unread}</Mark>}
          </NoticeLink>
        )}
        {onRemind && entry.kind === 'call' && status.status === 'due' && (
          <Button
            variant="secondary"
            size="sm"
            icon={<CalendarIcon size="sm" />}
            aria-label={texts.addToCalendarOf(entry.fund, date(entry.dueDate))}
            onClick={() => onRemind(entry)}
          >
            {texts.addToCalendar}
          </Button>
        )}
      </EntryActions>
      {entry.kind === 'call' && status.status === 'due' && <Muted>{texts.wireFraudNotice}</Muted>}
    </EntryCard>
  )
}
