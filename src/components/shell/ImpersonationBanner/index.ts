export { ImpersonationBanner, type ImpersonationBannerProps } from './ImpersonationBanner'
