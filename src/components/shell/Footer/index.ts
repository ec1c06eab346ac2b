export { Footer, type FooterProps, type FooterLinks } from './Footer'
