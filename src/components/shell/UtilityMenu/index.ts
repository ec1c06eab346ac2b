export { UtilityMenu, type UtilityMenuProps } from './UtilityMenu'
