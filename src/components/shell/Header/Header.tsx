import styled from 'styled-components'
import { headerGroupOptions, INVESTOR_GROUP_DROPDOWN_ITEMS, type AccountGroup } from '../../../domain'
import { Logo } from '../../icons'
import { Select } from '../../inputs/Select'
import { focusRing, px } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { navigateOnClick, useLinkNavigation } from '../../utils'
import { UserMenu, type UserMenuProps } from '../UserMenu'
import { UtilityMenu, type UtilityMenuProps } from '../UtilityMenu'
import { theme } from '../../theme/tokens'

const Bar = styled.header`
  background: ${theme.colors.brand};
  color: ${theme.colors.inkInverse};
`

/** One row of the spec's height on wide screens; on narrow ones the tools wrap to a second row and the bar grows. */
const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.lg};
  max-width: ${px(theme.dimensions.containerMaxWidth)};
  min-height: ${px(theme.sizes.headerBar)};
  margin: 0 auto;
  padding: ${theme.space.xs} ${theme.space.lg};
`

const Home = styled.a`
  display: inline-flex;
  color: inherit;
  text-decoration: none;
  border-radius: ${theme.radii.sm};
  ${focusRing}
  &:focus-visible {
    outline-color: ${theme.colors.inkInverse};
  }
`

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.md};
  margin-left: auto;
  min-width: 0;
`

export interface InvestorGroupChoice {
  /** The user's saved groups; 'All Investor Accounts' and 'Create New Group' are added around them. */
  groups: readonly AccountGroup[]
  /** The selected option's id ('ALL' for all investor accounts). */
  selectedId: string
  /** A group was chosen; 'CREATE' means Create New Group. */
  onSelect: (id: string) => void
}

export interface HeaderProps {
  homeHref: string
  /** The investor-group dropdown (240 wide, 8 items visible); null hides it (administration pages). */
  investorGroup: InvestorGroupChoice | null
  utility: Omit<UtilityMenuProps, 'tone'>
  user: UserMenuProps
}

/**
 * The portal's top bar (the pinned part, 59 px): logo, investor-group dropdown, help, administration and
 * investor-request icons, and the user menu.
 */
export function Header({ homeHref, investorGroup, utility, user }: HeaderProps) {
  const navigate = useLinkNavigation()
  return (
    <Bar>
      <Inner>
        <Home href={homeHref} onClick={(event) => navigateOnClick(event, homeHref, navigate)}>
          <Logo />
        </Home>
        <Tools>
          {investorGroup && (
            <Select
              label={componentTexts.investorGroup}
              hideLabel
              tone="inverse"
              options={headerGroupOptions(investorGroup.groups).map((option) => ({
                value: option.id,
                label: option.label,
              }))}
              value={investorGroup.selectedId}
              onChange={investorGroup.onSelect}
              width={theme.dimensions.investorGroupDropdownWidth}
              visibleOptions={INVESTOR_GROUP_DROPDOWN_ITEMS}
            />
          )}
          <UtilityMenu {...utility} />
          <UserMenu {...user} />
        </Tools>
      </Inner>
    </Bar>
  )
}
