import styled from 'styled-components'
import { utilityMenuTexts } from '../../../domain'
import { Tooltip } from '../../feedback/Tooltip'
import { AdministrationIcon, HelpIcon, RequestIcon } from '../../icons'
import { IconButton, type IconButtonTone } from '../../inputs/IconButton'
import { theme } from '../../theme/tokens'

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`

export interface UtilityMenuProps {
  /** The help page for the current page (helpHref from src/domain). */
  helpHref: string
  /**
   * Administrators only (null hides it). Disabled while impersonating a non-administrator, with the spec's
   * tooltip (sessionPermissions().administration in src/domain gives all three).
   */
  administration?: { href: string; enabled: boolean; tooltip?: string | null } | null
  /** Opens the investor request dialog; disabled while impersonating. */
  investorRequest: { enabled: boolean; onOpen: () => void }
  /** inverse on the brand-coloured header. */
  tone?: IconButtonTone
}

/** Help, Administration and Investor Request as icon controls, each named and explained by a tooltip. */
export function UtilityMenu({
  helpHref,
  administration,
  investorRequest,
  tone = 'inverse',
}: UtilityMenuProps) {
  return (
    <List>
      <li>
        <Tooltip content={utilityMenuTexts.help} describe={false}>
          <IconButton label={utilityMenuTexts.help} icon={<HelpIcon />} href={helpHref} tone={tone} />
        </Tooltip>
      </li>
      {administration && (
        <li>
          <Tooltip
            content={
              administration.enabled
                ? utilityMenuTexts.administration
                : (administration.tooltip ?? utilityMenuTexts.administration)
            }
            describe={!administration.enabled && Boolean(administration.tooltip)}
          >
            <IconButton
              label={utilityMenuTexts.administration}
              icon={<AdministrationIcon />}
              href={administration.href}
              disabled={!administration.enabled}
              tone={tone}
            />
          </Tooltip>
        </li>
      )}
      <li>
        <Tooltip content={utilityMenuTexts.investorRequest} describe={false}>
          <IconButton
            label={utilityMenuTexts.investorRequest}
            icon={<RequestIcon />}
            disabled={!investorRequest.enabled}
            onClick={investorRequest.onOpen}
            tone={tone}
          />
        </Tooltip>
      </li>
    </List>
  )
}
