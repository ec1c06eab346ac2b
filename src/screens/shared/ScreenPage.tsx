import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ChevronLeftIcon, ExcelIcon, IconButton, Tooltip, VisuallyHidden } from '../../components'
import { EXPORT_AS_EXCEL } from '../../domain'
import { TextLink } from './TextLink'

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`

const Head = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.brand};
`

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`

export interface ScreenPageProps {
  /** The page's h1. */
  title: string
  /** Keeps the h1 for assistive technology (and the journeys) without showing it. */
  hideTitle?: boolean
  description?: ReactNode
  /** An optional back link above the title. */
  back?: { to: string; label: string }
  /** Adds the download icon with the tooltip 'Export as Excel' (spec §2.3). */
  onExport?: () => void
  exporting?: boolean
  children: ReactNode
}

/**
 * The page layout of spec §2.3: optional back link, a title and the 'Export as Excel' download icon. (The
 * component library has no PageLayout yet; this is the screens' own until it has.)
 */
export function ScreenPage({
  title,
  hideTitle,
  description,
  back,
  onExport,
  exporting,
  children,
}: ScreenPageProps) {
  return (
    <Page>
      <Head>
        <Titles>
          {back && (
            <TextLink to={back.to}>
              <ChevronLeftIcon size="sm" />
              {back.label}
            </TextLink>
          )}
          {hideTitle ? <VisuallyHidden as="h1">{title}</VisuallyHidden> : <Title>{title}</Title>}
          {description && <Description>{description}</Description>}
        </Titles>
        {onExport && (
          <Tooltip content={EXPORT_AS_EXCEL} describe={false} placement="bottom-end">
            <IconButton
              label={EXPORT_AS_EXCEL}
              icon={<ExcelIcon />}
              disabled={exporting}
              onClick={onExport}
            />
          </Tooltip>
        )}
      </Head>
      {children}
    </Page>
  )
}
