import { useNavigate } from 'react-router-dom'
import { PageLayout, StatTile, Grid } from '../../components'
import { navigationTabTexts, paths, utilityMenuTexts } from '../../domain'
import { administrationTexts as texts } from './texts'

/** /administration (spec §2.1): two tiles, the usage reports and impersonation. */
export function AdministrationScreen() {
  const navigate = useNavigate()
  const onNavigate = (href: string) => void navigate(href)
  return (
    <PageLayout title={utilityMenuTexts.administration} description={texts.landingDescription}>
      <Grid $min="18rem" $gap="lg">
        <StatTile
          label={navigationTabTexts.reports}
          value={texts.reportsTile}
          detail={texts.reportsTileDetail}
          href={paths.administrationReports}
          onNavigate={onNavigate}
        />
        <StatTile
          label={navigationTabTexts.impersonateUser}
          value={texts.impersonateTile}
          detail={texts.impersonateTileDetail}
          href={paths.impersonate}
          onNavigate={onNavigate}
        />
      </Grid>
    </PageLayout>
  )
}
