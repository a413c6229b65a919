// Portuguese refusals of the profile editor.
import { imagesTexts } from '../images/index.ts';

/** Refusals of the profile routes. */
export const profileTexts = {
  imageInvalid: imagesTexts.imageInvalid,
} as const;
