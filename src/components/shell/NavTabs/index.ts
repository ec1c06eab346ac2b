export { NavTabs, type NavTabsProps, type PortalTabsProps, type AdministrationTabsProps } from './NavTabs'
export { FundsMenu, type FundsMenuProps } from './FundsMenu'
export type { FundLink } from './FundsMenuList'
