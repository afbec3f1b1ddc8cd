import { http } from '~/lib/http';

/** Uploads one image (multipart) and answers its site path (/uploads/<name>). */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await http<{ url: string }>('/api/admin/uploads', { method: 'POST', body: form });
  return url;
}

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** Checked before sending, so a wrong file is refused at once (the server checks again). */
export function imageProblem(file: File): string | undefined {
  if (file.size > MAX_IMAGE_BYTES)
    return 'This image is larger than 2 MB. Please choose a smaller one.';
  if (file.type && !IMAGE_ACCEPT.split(',').includes(file.type))
    return 'Please choose a PNG, JPEG, WebP or GIF image.';
  return undefined;
}
