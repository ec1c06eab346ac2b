import { useMemo } from 'react'
import { Button, CalendarIcon, CardItem, Link, Message, Panel, Stack } from '../../../components'
import {
  activityNotices,
  activityStatus,
  activityStatusText,
  capitalActivity,
  capitalActivityTexts as texts,
  formatDate,
  nextCallDue,
  paths,
  toIsoDate,
} from '../../../domain'
import { isLoading, loadedData, ResourceView, useToday } from '../../kit'
import { usePortalSession } from '../../portalSession'
import { activityAmount, useCallReminder } from './callReminder'
import { NextCallAmount as Amount, NextCallDetail as Detail } from './CapitalActivity.styles'
import { useCapitalActivity } from './resources'

/**
 * Home's next capital call (issue 64), in 'What needs attention': the soonest call due today or later among the
 * group's flows and notices, with its amount, fund, account, due date and 'Add to calendar'; 'No capital calls due'
 * when there is none. Loaded with the page's chunk, only for a user who sees the reports and has accepted their terms.
 */
export function NextCapitalCall() {
  const { formats } = usePortalSession()
  const remind = useCallReminder()
  const today = toIsoDate(useToday()) ?? ''
  const activity = useCapitalActivity('upcoming')
  const data = loadedData(activity)
  const call = useMemo(
    () =>
      data &&
      nextCallDue(
        capitalActivity(data.funds, activityNotices(data.notices, data.types), { from: data.from }),
        today,
      ),
    [data, today],
  )
  return (
    <Stack $gap="sm">
      <div aria-busy={isLoading(activity)}>
        <ResourceView
          resource={activity}
          loadingLabel={texts.loadingNextCall}
          isEmpty={() => !call}
          empty={
            <Panel>
              <Message>{texts.noCallsDue}</Message>
            </Panel>
          }
        >
          {() => {
            if (!call) return null
            const dueDate = formatDate(call.dueDate, formats.dateFormat)
            return (
              <CardItem as="div">
                <Stack $gap="xs">
                  <Amount>{activityAmount(call, formats)}</Amount>
                  <Detail>{call.fund}</Detail>
                  <Detail>
                    {call.account} · {texts.dueDate} {dueDate} ·{' '}
                    {activityStatusText(call, activityStatus(call, today))}
                  </Detail>
                  <div>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<CalendarIcon size="sm" />}
                      aria-label={texts.addToCalendarOf(call.fund, dueDate)}
                      onClick={() => remind(call)}
                    >
                      {texts.addToCalendar}
                    </Button>
                  </div>
                </Stack>
              </CardItem>
            )
          }}
        </ResourceView>
      </div>
      <Link href={paths.capitalActivity} variant="inline" strong>
        {texts.allActivity}
      </Link>
    </Stack>
  )
}
