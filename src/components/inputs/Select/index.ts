export { Select, type SelectProps } from './Select'
export { OptionList, type OptionListProps, type SelectOption } from './OptionList'
export { filterOptions } from './filterOptions'
export { useListPopup } from './useListPopup'
