export { Link, type LinkProps, type LinkTone } from './Link'
