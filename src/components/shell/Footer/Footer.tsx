import styled from 'styled-components'
import { navigationTabTexts, paths } from '../../../domain'
import { CameraIcon, ChatIcon, GlobeIcon, ShareIcon } from '../../icons'
import { IconButton } from '../../inputs/IconButton'
import { px } from '../../theme/mixins'
import { below, theme } from '../../theme/tokens'
import { componentTexts, footerTexts } from '../../texts'
import { Link } from '../Link'

const Bar = styled.footer`
  background: ${theme.colors.brandStrong};
  color: ${theme.colors.inkInverseMuted};
`

const Inner = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${theme.space.lg};
  max-width: ${px(theme.dimensions.containerMaxWidth)};
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.lg};

  /* On a phone the page links have the width, the social links a row of their own under them. */
  ${below(theme.breakpoints.navigation)} {
    grid-template-columns: minmax(0, 1fr);
  }
`

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Social = styled.ul`
  display: flex;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Copyright = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding-top: ${theme.space.md};
  border-top: ${px(theme.sizes.border)} solid ${theme.colors.brand};
  font-size: ${theme.typography.size.xs};
`

export interface FooterLinks {
  /** External addresses from the runtime configuration's links. */
  insightsHub: string
  faq: string
  photoSharing: string
  socialNetworkOne: string
  socialNetworkTwo: string
  companySite: string
}

interface FooterLink {
  label: string
  href: string
  external?: boolean
}

export interface FooterProps {
  links: FooterLinks
  /** Which account summaries the user may open (line one, line two); absent ones are not listed. */
  accountSummaries: { lineOne: boolean; lineTwo: boolean }
  calendarEnabled: boolean
  /** Whose copyright the line states (default: the portal's name). */
  copyrightHolder?: string
}

/** The footer: page links, the four social links and the copyright line with the year 2021. */
export function Footer({
  links,
  accountSummaries,
  calendarEnabled,
  copyrightHolder = footerTexts.copyrightHolder,
}: FooterProps) {
  const pageLinks: Array<FooterLink | false> = [
    accountSummaries.lineOne && { label: footerTexts.accountSummary, href: paths.accountSummary },
    accountSummaries.lineTwo && {
      label: footerTexts.accountSummaryLineTwo,
      href: paths.accountSummaryAlpInvest,
    },
    { label: navigationTabTexts.dataRooms, href: paths.dataRooms },
    { label: navigationTabTexts.globalInsights, href: links.insightsHub, external: true },
    { label: navigationTabTexts.reporting, href: paths.reporting },
    { label: navigationTabTexts.documents, href: paths.documents },
    calendarEnabled && { label: navigationTabTexts.myCalendar, href: paths.calendar },
    { label: footerTexts.faqs, href: links.faq, external: true },
  ]
  const social = [
    { label: footerTexts.photoSharing, href: links.photoSharing, icon: <CameraIcon /> },
    { label: footerTexts.socialNetworkOne, href: links.socialNetworkOne, icon: <ShareIcon /> },
    { label: footerTexts.socialNetworkTwo, href: links.socialNetworkTwo, icon: <ChatIcon /> },
    { label: footerTexts.companySite, href: links.companySite, icon: <GlobeIcon /> },
  ]
  return (
    <Bar>
      <Inner>
        <nav aria-label={componentTexts.footerNavigation}>
          <Links>
            {pageLinks
              .filter((link) => link !== false)
              .map((link) => (
                <li key={link.label}>
                  <Link href={link.href} external={link.external} tone="inverse">
                    {link.label}
                  </Link>
                </li>
              ))}
          </Links>
        </nav>
        <Social aria-label={componentTexts.socialLinks}>
          {social.map((item) => (
            <li key={item.label}>
              <IconButton
                label={item.label}
                icon={item.icon}
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                tone="inverse"
              />
            </li>
          ))}
        </Social>
        <Copyright>{footerTexts.copyright(copyrightHolder)}</Copyright>
      </Inner>
    </Bar>
  )
}
