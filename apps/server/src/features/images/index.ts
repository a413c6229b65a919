// Images: uploads re-encoded and bounded by a quota, served to the area that may see them.
// Features that take a picture (the avatar, a post's image) store and remove it through here.
export { imagesTexts } from './images.texts.ts';
export { deleteImage, setImageAlt } from './repository.ts';
export { imagesRoutes } from './routes.ts';
export { storeUpload } from './storeUpload.ts';
