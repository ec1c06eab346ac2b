import { Grid, PageLayout, StatTile } from '../../components'
import { navigationTabTexts, paths, utilityMenuTexts } from '../../domain'
import { administrationTexts as texts } from './texts'

/** /administration (spec §2.1): two tiles, the usage reports and impersonation. */
export function AdministrationScreen() {
  return (
    <PageLayout title={utilityMenuTexts.administration} description={texts.landingDescription}>
      <Grid $min="18rem" $gap="lg">
        <StatTile
          label={navigationTabTexts.reports}
          value={texts.reportsTile}
          detail={texts.reportsTileDetail}
          href={paths.administrationReports}
        />
        <StatTile
          label={navigationTabTexts.impersonateUser}
          value={texts.impersonateTile}
          detail={texts.impersonateTileDetail}
          href={paths.impersonate}
        />
      </Grid>
    </PageLayout>
  )
}
