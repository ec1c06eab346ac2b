import { Link, Muted, PageLayout, Panel, Stack } from '../../components'
import { externalHref, navigationTabTexts } from '../../domain'
import { usePortalSession } from '../portalSession'
import { insightsHubTexts } from './texts'

/**
 * /insights-hub (spec §2.1): the Global Insights tab opens the manager's insights hub in a new window; a
 * bookmarked or typed route lands here, which says what the hub is and links out to it.
 */
export function InsightsHubScreen() {
  const { insightsHubUrl } = usePortalSession()
  const href = externalHref(insightsHubUrl)
  return (
    <PageLayout title={navigationTabTexts.globalInsights}>
      <Panel>
        <Stack $gap="md">
          <Muted>{insightsHubTexts.intro}</Muted>
          {href ? (
            <Link href={href} external strong>
              {insightsHubTexts.open}
            </Link>
          ) : (
            <Muted>{insightsHubTexts.notConfigured}</Muted>
          )}
        </Stack>
      </Panel>
    </PageLayout>
  )
}
