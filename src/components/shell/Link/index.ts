export { Link, type LinkProps, type LinkTone, type LinkVariant } from './Link'
