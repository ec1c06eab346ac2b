export { QuarterPackageButton, QuarterPackageProgress } from './QuarterPackageAction'
export { useQuarterPackage, type QuarterPackageAction } from './useQuarterPackage'
export { quarterPackageScreenTexts } from './texts'
