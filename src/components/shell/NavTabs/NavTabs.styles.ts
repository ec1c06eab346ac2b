import styled, { css } from 'styled-components'
import { insetFocusRing, px, tab } from '../../theme/mixins'
import { below, theme } from '../../theme/tokens'

export const Bar = styled.nav`
  background: ${theme.colors.surface};
  border-bottom: ${px(theme.sizes.border)} solid ${theme.colors.border};
`

/** The narrow screen's menu button: hidden where the tabs fit in a row. */
export const MenuToggle = styled.button<{ $active: boolean }>`
  ${tab}
  display: none;
  align-items: center;
  gap: ${theme.space.sm};
  height: ${px(theme.sizes.navTabs)};
  padding: 0 ${theme.space.lg};
  color: ${theme.colors.ink};
  ${insetFocusRing}

  ${below(theme.breakpoints.navigation)} {
    display: inline-flex;
  }
`

/** The current page's tab beside the menu button's name, so the closed menu still says where the reader is. */
export const MenuCurrent = styled.span`
  color: ${theme.colors.inkMuted};
  font-weight: ${theme.typography.weight.regular};
`

/** The tabs in a row; on a narrow screen a column under the menu button, shown while the menu is open. */
export const TabList = styled.ul<{ $open: boolean }>`
  display: flex;
  align-items: stretch;
  gap: ${theme.space.xs};
  max-width: ${px(theme.dimensions.containerMaxWidth)};
  margin: 0 auto;
  padding: 0 ${theme.space.lg};
  list-style: none;

  /* A small tablet or window: the tabs stay in a row, closer together. */
  ${below(theme.breakpoints.compactTabs)} {
    padding: 0 ${theme.space.md};

    & > li > a,
    & > li > button {
      padding: 0 ${theme.space.sm};
    }
  }

  ${below(theme.breakpoints.navigation)} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-direction: column;
    gap: 0;
    padding: 0 0 ${theme.space.sm};
    border-top: ${px(theme.sizes.border)} solid ${theme.colors.border};

    & > li > a,
    & > li > button {
      width: 100%;
      padding: 0 ${theme.space.lg};
    }

    /* The current page's mark runs down the left edge of a column rather than under a tab. */
    & > li > a::after,
    & > li > button::after {
      top: 0;
      right: auto;
      width: ${px(theme.sizes.indicator)};
      height: auto;
    }
  }
`

/** A tab: a link or a dropdown button, underlined when it is the current page's. */
export const tabStyle = css<{ $active: boolean }>`
  ${tab}
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  height: ${px(theme.sizes.navTabs)};
  padding: 0 ${theme.space.md};
  color: ${({ $active }) => ($active ? theme.colors.action : theme.colors.ink)};
  text-decoration: none;
  ${insetFocusRing}
`

export const TabLink = styled.a<{ $active: boolean }>`
  ${tabStyle}
`

export const TabButton = styled.button<{ $active: boolean }>`
  ${tabStyle}
`
