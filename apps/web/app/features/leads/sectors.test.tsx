import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSectorCache, useSectorOptions } from './sectors';
import { stubFetch } from './test-utils';

afterEach(() => {
  resetSectorCache();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useSectorOptions', () => {
  it('offers the server list followed by Others', async () => {
    stubFetch({
      sectors: [
        { id: 1, name: 'Education' },
        { id: 2, name: 'Technology' },
        { id: 3, name: 'Others' },
      ],
    });
    const { result } = renderHook(() => useSectorOptions());
    expect(result.current).toEqual({ options: ['Others'], status: 'loading' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.options).toEqual(['Education', 'Technology', 'Others']);
  });

  it('falls back to Others alone when the list fails, and only logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ sectorStatus: 500 });
    const { result } = renderHook(() => useSectorOptions());
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.options).toEqual(['Others']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('asks the server once for every form on the page', async () => {
    const { fetchMock } = stubFetch({ sectors: [{ id: 1, name: 'Education' }] });
    const first = renderHook(() => useSectorOptions());
    const second = renderHook(() => useSectorOptions());
    await waitFor(() => expect(second.result.current.status).toBe('ready'));
    expect(first.result.current.options).toEqual(['Education', 'Others']);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
