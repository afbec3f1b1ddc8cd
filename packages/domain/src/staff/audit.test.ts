import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditActions,
  auditActionLabels,
  formatAuditDetail,
  formatAuditValue,
} from './audit.ts';

describe('audit labels', () => {
  it('words every recorded action', () => {
    expect(auditActionLabel('news.deleted')).toBe('News deleted');
    expect(auditActionLabel('post.created')).toBe('Post created');
    expect(auditActionLabel('staff.unlocked')).toBe('Account unlocked');
    for (const action of auditActions) {
      expect(auditActionLabels[action]).toMatch(/^[A-Z]/);
    }
    expect(new Set(auditActions).size).toBe(auditActions.length);
  });

  it('still reads an action it does not know as words', () => {
    expect(auditActionLabel('course.lecture_added')).toBe('Course lecture added');
    expect(auditActionLabel('')).toBe('Unknown action');
  });

  it('never shows a raw null, boolean or object', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue(true)).toBe('Yes');
    expect(formatAuditValue(false)).toBe('No');
    expect(formatAuditValue(3)).toBe('3');
    expect(formatAuditValue('wrong_password')).toBe('wrong password');
    expect(formatAuditValue({ contact: 1, earlyAccess: 0 })).toBe('Contact: 1, Early access: 0');
    expect(formatAuditValue([])).toBe('—');
  });

  it('turns a detail into label and value pairs', () => {
    expect(formatAuditDetail({ slug: 'new-slug', previousSlug: 'old-slug', kind: null })).toEqual([
      { label: 'Slug', value: 'new-slug' },
      { label: 'Previous slug', value: 'old-slug' },
      { label: 'Kind', value: '—' },
    ]);
    expect(formatAuditDetail(null)).toEqual([]);
  });
});
