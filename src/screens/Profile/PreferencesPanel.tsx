import styled from 'styled-components'
import { Muted, Panel, SectionHeading, Select, theme } from '../../components'
import {
  DATE_FORMATS,
  formatDate,
  formatNumber,
  LINE_TWO_CURRENCIES,
  lineTwoCurrencyOf,
  NUMBER_FORMATS,
  optionsOf,
  type PreferenceSetting,
  preferenceValue,
  profileGroupOptions,
  selectedGroupId,
} from '../../domain'
import { usePortalSession } from '../portalSession'
import { profileTexts } from './texts'

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.lg};
`

const Landing = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  max-width: 360px;
`

const Label = styled.span`
  font-weight: ${theme.typography.weight.semibold};
`

/** An example day for the format choices: the 31st shows day and month apart in every format. */
const EXAMPLE_DAY = new Date(2026, 11, 31)
const EXAMPLE_AMOUNT = 1234567.89

/**
 * The user's preferences (spec §3 User, §7 UserPreferences): each choice applies across the portal at once and is
 * saved; a failed save puts the previous choice back. The landing page preference has no effect in any environment
 * (spec §9), so it is explained rather than offered.
 */
export function PreferencesPanel() {
  const session = usePortalSession()
  const { preferences } = session
  const { view } = session.permissions
  const showsLineTwoCurrency =
    view.accountSummaryAlpInvest || view.portfolioPerformance || view.diversificationAnalysis
  const save = (setting: PreferenceSetting) => (value: string) => void session.savePreference(setting, value)
  return (
    <Panel aria-labelledby="preferences-heading">
      <SectionHeading id="preferences-heading">{profileTexts.preferences}</SectionHeading>
      <Fields>
        <Select
          label={profileTexts.dateFormat}
          options={DATE_FORMATS.map((format) => ({
            value: format,
            label: profileTexts.formatExample(format, formatDate(EXAMPLE_DAY, format)),
          }))}
          value={session.formats.dateFormat}
          onChange={save('DateFormat')}
          width={280}
        />
        <Select
          label={profileTexts.numberFormat}
          options={NUMBER_FORMATS.map((format) => ({
            value: format,
            label: profileTexts.formatExample(
              format,
              formatNumber(EXAMPLE_AMOUNT, { decimals: 2, numberFormat: format }),
            ),
          }))}
          value={session.formats.numberFormat}
          onChange={save('NumberFormat')}
          width={280}
        />
        <Select
          label={profileTexts.defaultGroup}
          hint={profileTexts.defaultGroupHint}
          options={profileGroupOptions(session.accountGroups).map((option) => ({
            value: option.id,
            label: option.label,
          }))}
          value={selectedGroupId(
            preferenceValue(preferences, 'UserDefaultInvestorsGroup'),
            session.accountGroups,
          )}
          onChange={save('UserDefaultInvestorsGroup')}
          width={280}
        />
        {showsLineTwoCurrency && (
          <Select
            label={profileTexts.lineTwoCurrency}
            options={optionsOf(LINE_TWO_CURRENCIES)}
            value={lineTwoCurrencyOf(preferenceValue(preferences, 'AlpInvestDefaultCurrency'))}
            onChange={save('AlpInvestDefaultCurrency')}
            width={280}
          />
        )}
        <Landing>
          <Label>{profileTexts.landingPage}</Label>
          <Muted>{profileTexts.landingPageOff}</Muted>
        </Landing>
      </Fields>
    </Panel>
  )
}
