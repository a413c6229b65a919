// `/servicos` as a lazy view of its own: the services feature's index is also the live bridge's
// (the shell's), so importing that index lazily brought the whole directory with the first screen.
export { ServicesPage as ServicesView } from '../features/services/index.ts';
