import { startOfYear } from 'date-fns'
import { DateTimeline, Facts, Panel, ReportTable, Stack, type ReportColumn } from '../../components'
import { formatDate, keyDate, type Fund, type KeyDate, type UserFormats } from '../../domain'
import { fundProfileTexts as texts } from './texts'

interface KeyDateLine extends KeyDate {
  id: string
  name: string
  /** The timeline's short name. */
  marker: string
}

function standing(line: KeyDate): string {
  if (line.monthsLeft === null) return texts.notProvided
  const extended = line.extended ? `${texts.extended}. ` : ''
  if (line.passed) return `${extended}${texts.ended}`
  return `${extended}${line.monthsLeft === 0 ? texts.endsThisMonth : texts.endsIn(line.monthsLeft)}`
}

const lineKey = (line: KeyDateLine) => line.id

/**
 * The Key Dates tab (spec §2.5, §3 Fund): the investment period, the follow-on period and the term expiration,
 * each original and current, against today; the vintage and the IRR as-of date; and the fund's life drawn with
 * today on it.
 */
export function KeyDates({ fund, formats, today }: { fund: Fund; formats: UserFormats; today: Date }) {
  const shown = (date: Date | null) => (date ? formatDate(date, formats.dateFormat) : texts.notProvided)
  const lines: KeyDateLine[] = [
    {
      id: 'investmentPeriod',
      name: texts.investmentPeriod,
      marker: texts.timelineMarkers.investmentPeriod,
      ...keyDate(fund.investmentPeriodOriginal, fund.investmentPeriodCurrent, today),
    },
    {
      id: 'followOnPeriod',
      name: texts.followOnPeriod,
      marker: texts.timelineMarkers.followOnPeriod,
      ...keyDate(fund.followOnPeriodOriginal, fund.followOnPeriodCurrent, today),
    },
    {
      id: 'termExpiration',
      name: texts.termExpiration,
      marker: texts.timelineMarkers.termExpiration,
      ...keyDate(fund.termExpirationOriginal, fund.termExpirationCurrent, today),
    },
  ]
  const columns: ReportColumn<KeyDateLine>[] = [
    { key: 'name', header: texts.keyDate, value: (line) => line.name },
    { key: 'original', header: texts.original, value: (line) => shown(line.original) },
    { key: 'current', header: texts.current, value: (line) => shown(line.current) },
    { key: 'standing', header: texts.standing(shown(today)), value: standing },
  ]
  const vintage = Number(fund.vintage)
  const start = Number.isInteger(vintage) && vintage > 1900 ? startOfYear(new Date(vintage, 0, 1)) : null
  const markers = lines.flatMap((line) => (line.current ? [{ label: line.marker, date: line.current }] : []))
  const last = markers.at(-1)?.date
  // Today past the last date (a fund beyond its term) is drawn at the end of the span.
  const end = last && last < today ? today : last
  return (
    <Stack $gap="lg">
      <ReportTable
        caption={texts.keyDatesCaption}
        columns={columns}
        groups={[{ id: 'keyDates', label: '', rows: lines }]}
        rowKey={lineKey}
      />
      <Panel>
        <Facts>
          <dt>{texts.vintage}</dt>
          <dd>{fund.vintage ?? texts.notProvided}</dd>
          <dt>{texts.irrAsOfDate}</dt>
          <dd>{fund.irrAsOfDate ? formatDate(fund.irrAsOfDate, formats.dateFormat) : texts.notProvided}</dd>
        </Facts>
      </Panel>
      {start && end && end > start && (
        <Panel>
          <DateTimeline
            label={texts.timelineLabel}
            start={start}
            end={end}
            markers={[
              { label: texts.timelineMarkers.vintage, date: start, dateText: String(vintage) },
              ...markers,
            ]}
            today={today}
            todayLabel={texts.today}
            formatDate={(date) => formatDate(date, formats.dateFormat)}
          />
        </Panel>
      )}
    </Stack>
  )
}
