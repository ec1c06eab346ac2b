import styled from 'styled-components'
import { below, CardItem, theme } from '../../../components'
import type { ActivityStatus } from '../../../domain'

/** One call or distribution: its heading and status, its facts, then what can be done with it. */
export const EntryCard = styled(CardItem)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`

export const EntryHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.xs} ${theme.space.md};
  min-width: 0;
`

/** The entry's kind and fund: a provider's name wraps anywhere rather than widening the page. */
export const EntryHeading = styled.h3`
  margin: 0;
  font-size: ${theme.typography.size.md};
  font-weight: ${theme.typography.weight.semibold};
  overflow-wrap: anywhere;
  min-width: 0;
`

const statusTones = {
  due: { ink: theme.colors.warning, background: theme.colors.warningSubtle },
  overdue: { ink: theme.colors.inkInverse, background: theme.colors.danger },
  paid: { ink: theme.colors.success, background: theme.colors.successSubtle },
} as const

/** Where the entry stands: due (to act on), overdue (no payment recorded) or paid. */
export const StatusBadge = styled.span<{ $status: ActivityStatus['status'] }>`
  padding: 2px ${theme.space.sm};
  border-radius: ${theme.radii.md};
  font-size: ${theme.typography.size.sm};
  font-weight: ${theme.typography.weight.semibold};
  color: ${({ $status }) => statusTones[$status].ink};
  background: ${({ $status }) => statusTones[$status].background};
`

/** The facts in columns of label and value; one column of pairs on a phone. */
export const EntryFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(180px, 100%), 1fr));
  gap: ${theme.space.sm} ${theme.space.md};
  margin: 0;
  font-size: ${theme.typography.size.sm};

  & > div {
    min-width: 0;
  }

  dt {
    color: ${theme.colors.inkMuted};
  }

  dd {
    margin: 0;
    font-weight: ${theme.typography.weight.semibold};
    overflow-wrap: anywhere;
  }
`

/** The amount's categories, under a disclosure: a card stays short until they are asked for. */
export const CategoryDetails = styled.details`
  font-size: ${theme.typography.size.sm};

  summary {
    width: fit-content;
    cursor: pointer;
    color: ${theme.colors.action};
    font-weight: ${theme.typography.weight.semibold};
  }
`

/** The categories of an entry's amount, each with its part, the figures aligned on the right. */
export const Categories = styled.ul`
  max-width: 32rem;
  margin: ${theme.space.xs} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.md};
    overflow-wrap: anywhere;
  }

  li > span:last-child {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`

export const EntryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  min-width: 0;

  ${below(theme.breakpoints.narrow)} {
    flex-direction: column;
    align-items: stretch;
  }
`

/** A notice's link and its unread mark. */
export const NoticeLink = styled.span`
  min-width: 0;
`

/**
 * A notice's title in its link: two lines at most, then an ellipsis. A provider's title may be a megabyte long, and
 * wrapped whole it made the page tens of thousands of pixels tall; the link's name is still the whole title.
 */
export const NoticeTitle = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`

export const Mark = styled.span`
  margin-left: ${theme.space.xs};
  font-size: ${theme.typography.size.xs};
  font-weight: ${theme.typography.weight.semibold};
  color: ${theme.colors.action};
`

/** Home's next call: its amount, then its lines of detail. */
export const NextCallAmount = styled.p`
  margin: 0;
  font-size: ${theme.typography.size.lg};
  font-weight: ${theme.typography.weight.semibold};
  overflow-wrap: anywhere;
`

export const NextCallDetail = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.typography.size.sm};
  overflow-wrap: anywhere;
`
