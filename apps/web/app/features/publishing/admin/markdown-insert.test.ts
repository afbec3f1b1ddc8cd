import { describe, expect, it } from 'vitest';
import { altFromFileName, insertImage } from './markdown-insert';

describe('insertImage', () => {
  it('puts the image on its own line at the cursor and says where the alt text is', () => {
    const next = insertImage('Before.After.', 7, 'Chart', '/uploads/a.png');
    expect(next.text).toBe('Before.\n\n![Chart](/uploads/a.png)\n\nAfter.');
    expect(next.text.slice(next.altStart, next.altEnd)).toBe('Chart');
  });

  it('derives a first alt text from the file name', () => {
    expect(altFromFileName('supplier-survey_2025.png')).toBe('Supplier survey 2025');
    expect(altFromFileName('.png')).toBe('Image');
  });
});
