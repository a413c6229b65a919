// The signed-in shell: its layout route (header, sidebar, live connection).
export { ShellPage } from './ShellPage.tsx';
