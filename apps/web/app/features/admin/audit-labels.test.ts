import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditDetail } from './audit-labels';

describe('audit labels', () => {
  it('reads known and new actions as words', () => {
    expect(auditActionLabel('leads.erased')).toBe('Erased a person’s data');
    expect(auditActionLabel('news.deleted')).toBe('News deleted');
    expect(auditActionLabel('post.slug_changed')).toBe('Post slug changed');
  });

  it('never shows a raw null in the detail', () => {
    expect(auditDetail({ from: 'old-slug', to: null, role: 'editor' })).toBe(
      'from: old-slug · role: editor',
    );
    expect(auditDetail(null)).toBe('—');
    expect(auditDetail({ to: null })).toBe('—');
  });
});
