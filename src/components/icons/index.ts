export * from './icons'
export { Logo } from './Logo'
export { createIcon, type IconProps, type IconSize } from './createIcon'
