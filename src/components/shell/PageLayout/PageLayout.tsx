import type { ReactNode } from 'react'
import styled from 'styled-components'
import { EXPORT_AS_EXCEL } from '../../../domain'
import { Tooltip } from '../../feedback/Tooltip'
import { ChevronLeftIcon, ExcelIcon } from '../../icons'
import { IconButton } from '../../inputs/IconButton'
import { px } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import type { NavigateHandler } from '../../utils'
import { Link } from '../Link'

const Container = styled.main`
  max-width: ${({ theme }) => px(theme.dimensions.containerMaxWidth)};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`

export interface PageLayoutProps {
  /** The page's heading (h1). */
  title: string
  /** An optional link back (e.g. to the data rooms list). */
  back?: { href: string; label?: string }
  onNavigate?: NavigateHandler
  /** Shows the download icon with the tooltip 'Export as Excel'. */
  onExport?: () => void
  /** The export is disabled (e.g. while it runs). */
  exportDisabled?: boolean
  /** More controls beside the title (filters toggles, buttons). */
  actions?: ReactNode
  children: ReactNode
}

/** A page: at most 1706 px wide, with an optional back link, the title and the 'Export as Excel' icon. */
export function PageLayout({
  title,
  back,
  onNavigate,
  onExport,
  exportDisabled,
  actions,
  children,
}: PageLayoutProps) {
  return (
    <Container>
      <Head>
        {back && (
          <Link href={back.href} onNavigate={onNavigate}>
            <ChevronLeftIcon size="sm" />
            {back.label ?? componentTexts.back}
          </Link>
        )}
        <TitleRow>
          <Title>{title}</Title>
          {(actions || onExport) && (
            <Actions>
              {actions}
              {onExport && (
                <Tooltip content={EXPORT_AS_EXCEL} describe={false}>
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
        </TitleRow>
      </Head>
      {children}
    </Container>
  )
}
