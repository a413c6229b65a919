// The views' lazy mechanism is the design system's (its overlays load on intent the same way).
export { lazyView } from '@vizinhos/ui';
