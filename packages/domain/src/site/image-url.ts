import { text } from '../common/text.ts';

/** Where an image in a post or an article may come from: our uploads, or any https address. */
export const IMAGE_URL_PATTERN =
  /^(?:\/uploads\/[A-Za-z0-9._-]+|\/images\/[A-Za-z0-9._/-]+|https:\/\/\S+)$/;

/** An uploaded image or an https:// address (posts and news). */
export const imageUrlField = (label = 'The image address') =>
  text({ label, max: 500, tooLong: 'This image address is too long.' }).regex(
    IMAGE_URL_PATTERN,
    'Please upload the image or use an https:// address.',
  );
