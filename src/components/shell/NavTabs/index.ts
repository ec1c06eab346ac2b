export { NavTabs, type NavTabsProps, type PortalTabsProps, type AdministrationTabsProps } from './NavTabs'
export { FundsMenu, type FundLink, type FundsMenuProps } from './FundsMenu'
