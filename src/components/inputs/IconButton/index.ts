export { IconButton, type IconButtonProps, type IconButtonTone } from './IconButton'
