export { MenuButton, type MenuButtonProps } from './MenuButton'
export type { MenuItem, MenuGroup } from './MenuPopup'
export type { MenuTriggerVariant } from './MenuTrigger.styles'
