import { useId, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { ChevronDownIcon } from '../../icons'
import { disclosureButton, px } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

const List = styled.div`
  border: ${px(theme.sizes.border)} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`

const Item = styled.div`
  & + & {
    border-top: ${px(theme.sizes.border)} solid ${theme.colors.border};
  }
`

const Heading = styled.h3`
  margin: 0;
  font-size: ${theme.typography.size.md};
`

const Trigger = styled.button<{ $expanded: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  width: 100%;
  min-height: ${px(theme.sizes.control)};
  padding: ${theme.space.sm} ${theme.space.md};
  font-weight: ${theme.typography.weight.semibold};
  ${disclosureButton({ closed: '0', open: '180deg' })}

  svg {
    color: ${theme.colors.inkMuted};
  }
`

const Panel = styled.div`
  padding: 0 ${theme.space.md} ${theme.space.md};
`

export interface AccordionItem {
  id: string
  title: string
  content: ReactNode
}

export interface AccordionProps {
  items: readonly AccordionItem[]
  /** Expanded item ids when controlled. */
  expandedIds?: readonly string[]
  /** Expanded at first when uncontrolled. */
  defaultExpandedIds?: readonly string[]
  onExpandedChange?: (expandedIds: string[]) => void
  /** Several items may be open at once (default); otherwise opening one closes the others. */
  multiple?: boolean
}

/** Sections that expand and collapse under their headings (e.g. several terms in the terms dialog). */
export function Accordion({
  items,
  expandedIds,
  defaultExpandedIds = [],
  onExpandedChange,
  multiple = true,
}: AccordionProps) {
  const baseId = useId()
  const [ownExpanded, setOwnExpanded] = useState<readonly string[]>(defaultExpandedIds)
  const expanded = expandedIds ?? ownExpanded

  const toggle = (id: string) => {
    const isOpen = expanded.includes(id)
    const next = isOpen ? expanded.filter((other) => other !== id) : multiple ? [...expanded, id] : [id]
    setOwnExpanded(next)
    onExpandedChange?.(next)
  }

  return (
    <List>
      {items.map((item, index) => {
        const isOpen = expanded.includes(item.id)
        const triggerId = `${baseId}-trigger-${index}`
        const panelId = `${baseId}-panel-${index}`
        return (
          <Item key={item.id}>
            <Heading>
              <Trigger
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                $expanded={isOpen}
                onClick={() => toggle(item.id)}
              >
                {item.title}
                <ChevronDownIcon />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={triggerId} hidden={!isOpen}>
              {item.content}
            </Panel>
          </Item>
        )
      })}
    </List>
  )
}
