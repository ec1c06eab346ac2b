import styled from 'styled-components'
import { PageLayout, StatTile } from '../../components'
import { navigationTabTexts, paths, utilityMenuTexts } from '../../domain'
import { administrationTexts as texts } from './texts'

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`

/** /administration (spec §2.1): two tiles, the usage reports and impersonation. */
export function AdministrationScreen() {
  return (
    <PageLayout title={utilityMenuTexts.administration} description={texts.landingDescription}>
      <Tiles>
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
      </Tiles>
    </PageLayout>
  )
}
