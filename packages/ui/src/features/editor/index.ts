export type { ApprovalBannerProps } from './ApprovalBanner/ApprovalBanner.tsx';
export { ApprovalBanner } from './ApprovalBanner/ApprovalBanner.tsx';
export type { CategoryToolsProps } from './CategoryTools/CategoryTools.tsx';
export { CategoryTools } from './CategoryTools/CategoryTools.tsx';
export type { CoachedTextAreaProps, CoachScore } from './CoachedTextArea/CoachedTextArea.tsx';
export { CoachedTextArea } from './CoachedTextArea/CoachedTextArea.tsx';
export { editorTexts, imageEditorTexts } from './editor.texts.ts';
export type { ImageEditorModalProps } from './ImageEditorModal/ImageEditorModal.tsx';
export { ImageEditorModal } from './ImageEditorModal/ImageEditorModal.tsx';
export type {
  ObjectivityResult,
  ObjectivityResultModalProps,
} from './ObjectivityResultModal/ObjectivityResultModal.tsx';
export { ObjectivityResultModal } from './ObjectivityResultModal/ObjectivityResultModal.tsx';
export type { PostEditorProps } from './PostEditor/PostEditor.tsx';
export { PostEditor } from './PostEditor/PostEditor.tsx';
export type { PostEditorPlaceholderProps } from './PostEditorPlaceholder/PostEditorPlaceholder.tsx';
export { PostEditorPlaceholder } from './PostEditorPlaceholder/PostEditorPlaceholder.tsx';
export type { PostImageFieldProps } from './PostImageField/PostImageField.tsx';
export { PostImageField } from './PostImageField/PostImageField.tsx';
export { useDebouncedValue } from './useDebouncedValue.ts';
