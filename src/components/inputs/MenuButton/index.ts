export { MenuButton, type MenuButtonProps, type MenuItem, type MenuGroup } from './MenuButton'
export type { MenuTriggerVariant } from './MenuTrigger.styles'
