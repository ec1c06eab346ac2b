import type { ReactNode } from 'react'
import styled from 'styled-components'
import { EXPORT_AS_EXCEL } from '../../../domain'
import { Tooltip } from '../../feedback/Tooltip'
import { ChevronLeftIcon, ExcelIcon } from '../../icons'
import { IconButton } from '../../inputs/IconButton'
import { VisuallyHidden } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { Link } from '../Link'
import { PageTitle, Stack } from '../../layout/layout'
import { theme } from '../../theme/tokens'

const Head = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space.md};
  min-width: 0;
`

const Description = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
`

export interface PageLayoutProps {
  /** The page's heading (h1). */
  title: string
  /** Keeps the h1 for assistive technology without showing it (the home page shows its own welcome). */
  hideTitle?: boolean
  /** A line under the title. */
  description?: ReactNode
  /** An optional link back above the title (e.g. to the data rooms list). */
  back?: { href: string; label?: string }
  /** Shows the download icon with the tooltip 'Export as Excel' (spec §2.3). */
  onExport?: () => void
  /** The export is disabled (while it runs). */
  exportDisabled?: boolean
  /** More controls beside the export icon. */
  actions?: ReactNode
  children: ReactNode
}

/**
 * A page of the portal (spec §2.3): an optional back link, the title (and a description), the 'Export as Excel'
 * icon, then the page's content. The portal's layout gives the width (at most 1706 px, centred).
 */
export function PageLayout({
  title,
  hideTitle,
  description,
  back,
  onExport,
  exportDisabled,
  actions,
  children,
}: PageLayoutProps) {
  return (
    <Stack>
      <Head>
        <Stack $gap="xs">
          {back && (
            <Link href={back.href} variant="inline">
              <ChevronLeftIcon size="sm" />
              {back.label ?? componentTexts.back}
            </Link>
          )}
          {hideTitle ? <VisuallyHidden as="h1">{title}</VisuallyHidden> : <PageTitle>{title}</PageTitle>}
          {description && <Description>{description}</Description>}
        </Stack>
        {(actions || onExport) && (
          <Actions>
            {actions}
            {onExport && (
              <Tooltip content={EXPORT_AS_EXCEL} describe={false} placement="bottom-end">
                <IconButton
                  label={EXPORT_AS_EXCEL}
                  icon={<ExcelIcon />}
                  disabled={exportDisabled}
                  onClick={onExport}
                />
              </Tooltip>
            )}
          </Actions>
        )}
      </Head>
      {children}
    </Stack>
  )
}
