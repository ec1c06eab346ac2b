import { useId } from 'react'
import styled from 'styled-components'
import type { ViewPermissions } from '../../../domain'
import { ChevronLeftIcon, MenuIcon } from '../../icons'
import { IconButton } from '../../inputs/IconButton'
import { ItemHeading } from '../../layout/layout'
import { px } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { ReportsMenu } from '../ReportsMenu'
import { theme } from '../../theme/tokens'

const Aside = styled.aside<{ $open: boolean; $animated: boolean }>`
  flex: none;
  width: ${({ $open }) => px($open ? theme.sizes.drawerWidth : theme.sizes.drawerCollapsed)};
  background: ${theme.colors.surface};
  border-right: ${px(theme.sizes.border)} solid ${theme.colors.border};
  transition: ${({ $animated }) => ($animated ? `width ${theme.motion.normal}` : 'none')};
  overflow: hidden;
`

const Top = styled.div<{ $open: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $open }) => ($open ? 'space-between' : 'center')};
  min-height: ${px(theme.sizes.control + theme.sizes.gap)};
  padding: ${({ $open }) => ($open ? `0 ${theme.space.xs} 0 ${theme.space.md}` : '0')};
  border-bottom: ${px(theme.sizes.border)} solid ${theme.colors.border};
`

const Body = styled.div`
  padding: ${theme.space.sm} 0;
`

export interface ReportsDrawerProps {
  /** Expanded (true) or collapsed to its toggle. */
  open: boolean
  onToggle: (open: boolean) => void
  permissions: ViewPermissions
  activePath: string
  /**
   * Slides open and shut (default). Off while the page decides for the reader (a report too wide for the drawer
   * collapses it at once, so the report is laid out for good in one go).
   */
  animated?: boolean
}

/** Reporting's collapsible side drawer listing the reports the user may open. */
export function ReportsDrawer({
  open,
  onToggle,
  permissions,
  activePath,
  animated = true,
}: ReportsDrawerProps) {
  const bodyId = useId()
  return (
    <Aside $open={open} $animated={animated} aria-label={componentTexts.reportsDrawer}>
      <Top $open={open}>
        {open && <ItemHeading as="h2">{componentTexts.reportsDrawer}</ItemHeading>}
        <IconButton
          label={open ? componentTexts.collapseDrawer : componentTexts.expandDrawer}
          icon={open ? <ChevronLeftIcon /> : <MenuIcon />}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => onToggle(!open)}
        />
      </Top>
      <Body id={bodyId} hidden={!open}>
        <ReportsMenu permissions={permissions} activePath={activePath} />
      </Body>
    </Aside>
  )
}
