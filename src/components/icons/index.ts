export * from './icons'
export * from './contentIcons'
export { Logo } from './Logo'
export { createIcon, type IconProps, type IconSize } from './createIcon'
