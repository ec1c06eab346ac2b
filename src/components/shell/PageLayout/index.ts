export { PageLayout, type PageLayoutProps } from './PageLayout'
