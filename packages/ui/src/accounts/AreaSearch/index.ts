export type { AreaSearchProps } from './AreaSearch.tsx';
export { AreaSearch } from './AreaSearch.tsx';
