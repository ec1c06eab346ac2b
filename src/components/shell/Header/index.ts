export { Header, type HeaderProps, type InvestorGroupChoice } from './Header'
