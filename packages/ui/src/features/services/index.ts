export type { ServiceDirectoryItem, ServiceDirectoryProps } from './ServiceDirectory/ServiceDirectory.tsx';
export { ServiceDirectory } from './ServiceDirectory/ServiceDirectory.tsx';
export type { ServiceFormProps } from './ServiceForm/ServiceForm.tsx';
export { ServiceForm } from './ServiceForm/ServiceForm.tsx';
export type { ServiceItemProps } from './ServiceItem/ServiceItem.tsx';
export { ServiceItem } from './ServiceItem/ServiceItem.tsx';
export { servicesTexts } from './services.texts.ts';
