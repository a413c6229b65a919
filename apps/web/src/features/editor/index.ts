// The post editor in the web app: its panel for the timeline's editor slot, on the session's atoms.

export { PostEditorPanel, type PostEditorPanelProps } from './PostEditorPanel.tsx';
