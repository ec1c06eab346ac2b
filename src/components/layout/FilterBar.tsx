import type { ReactNode } from 'react'
import styled from 'styled-components'
import { SearchInput, type SearchInputProps } from '../inputs/SearchInput'
import { Panel } from './layout'
import { theme } from '../theme/tokens'

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  align-items: start;
  gap: ${theme.space.md} ${theme.space.lg};
`

/** A search box's caption, set like the other fields' labels. */
const SearchCaption = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  font-size: ${theme.typography.size.sm};
  font-weight: ${theme.typography.weight.semibold};
`

/**
 * A search box in a filter bar, under a caption like the other fields' labels (the box keeps its own accessible
 * name, its label): the calendar's keyword, the documents' file name.
 */
export function FilterSearch(props: SearchInputProps) {
  return (
    <SearchCaption>
      {props.label}
      <SearchInput {...props} />
    </SearchCaption>
  )
}

export interface FilterBarProps {
  /** Names the filters for assistive technology ('Filter documents'). */
  label: string
  /** The filter fields, laid out in columns of at least 260 px that wrap. */
  children: ReactNode
}

/** A screen's filters in a card: the fields in wrapping columns. */
export function FilterBar({ label, children }: FilterBarProps) {
  return (
    <Panel aria-label={label}>
      <Fields>{children}</Fields>
    </Panel>
  )
}
