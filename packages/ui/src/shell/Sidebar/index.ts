export type { SidebarProps, SidebarSelection } from './Sidebar.tsx';
export { Sidebar } from './Sidebar.tsx';
