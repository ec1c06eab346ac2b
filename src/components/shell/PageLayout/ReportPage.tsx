import type { ReactNode } from 'react'
import styled from 'styled-components'
import { PageLayout, type PageLayoutProps } from './PageLayout'

/** Sized by its own width (not the window's), so a report inside a narrow frame stacks too. */
const Frame = styled.div`
  container-type: inline-size;
  min-width: 0;
`

const Columns = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;

  /* On a phone the drawer goes above the report, across the page, instead of beside it. */
  @container (max-width: ${({ theme }) => theme.sizes.drawerWidth * 2.5}px) {
    flex-direction: column;

    & > aside {
      width: auto;
      border-right: 0;
      border-bottom: ${({ theme }) => theme.sizes.border}px solid ${({ theme }) => theme.colors.border};
    }
  }
`

const Main = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`

export interface ReportPageProps extends Omit<PageLayoutProps, 'children' | 'hideTitle'> {
  /** The collapsible reports drawer (ReportsDrawer), beside the report. */
  drawer?: ReactNode
  /** The report's filters (a FilterBar). */
  filters?: ReactNode
  /** The report body: its loading, empty, failed or loaded state. */
  children: ReactNode
}

/**
 * The page of a report (spec §2.3): the reports drawer beside the page layout (back link, title, 'Export as
 * Excel'), then the filter bar and the report body.
 */
export function ReportPage({ drawer, filters, children, ...page }: ReportPageProps) {
  return (
    <Frame>
      <Columns>
        {drawer}
        <Main>
          <PageLayout {...page}>
            {filters}
            {children}
          </PageLayout>
        </Main>
      </Columns>
    </Frame>
  )
}
