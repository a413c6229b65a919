export type { TextAreaProps } from './TextArea.tsx';
export { TextArea } from './TextArea.tsx';
