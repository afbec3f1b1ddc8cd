import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditDetail } from './audit-labels';

describe('audit labels', () => {
  it('reads actions as words, never as dotted codes', () => {
    expect(auditActionLabel('news.deleted')).not.toMatch(/\./);
    expect(auditActionLabel('some.new_action')).not.toMatch(/[._]/);
  });

  it('never shows a raw null in the detail', () => {
    const text = auditDetail({ previousSlug: 'old-slug', to: null, role: 'editor' });
    expect(text).toContain('old-slug');
    expect(text).toContain('editor');
    expect(text).not.toContain('null');
    expect(auditDetail(null)).toBe('—');
    expect(auditDetail({ to: null })).toBe('—');
  });
});
