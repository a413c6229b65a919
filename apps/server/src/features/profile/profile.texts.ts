// Portuguese refusals of the profile editor.
import { imagesTexts } from '../images/index.ts';

/** Refusals of the profile routes. */
export const profileServerTexts = {
  imageInvalid: imagesTexts.imageInvalid,
} as const;
