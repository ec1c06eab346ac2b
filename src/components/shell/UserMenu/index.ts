export { UserMenu, type UserMenuProps, type ImpersonationMenuState } from './UserMenu'
