import { OTHER_SECTOR } from '@verdantia/domain/leads/sectors';
import { useEffect, useState } from 'react';
import { http } from '~/lib/http';

export type SectorStatus = 'loading' | 'ready' | 'failed';

let request: Promise<string[]> | undefined;

/** GET /api/sectors-types/names once per page view; a failure is forgotten so a later form retries. */
function loadSectorNames(): Promise<string[]> {
  request ??= http<unknown>('/api/sectors-types/names')
    .then((data) =>
      (Array.isArray(data) ? data : [])
        .map((item: unknown) => (item as { name?: unknown } | null)?.name)
        .filter(
          (name): name is string =>
            typeof name === 'string' && name !== '' && name !== OTHER_SECTOR,
        ),
    )
    .catch((error: unknown) => {
      request = undefined;
      throw error;
    });
  return request;
}

/**
 * The business sectors of the server's list, followed by "Others". When the list
 * cannot be loaded, the failure is only logged and "Others" is the one option.
 */
export function useSectorOptions(): { options: string[]; status: SectorStatus } {
  const [state, setState] = useState<{ names: string[]; status: SectorStatus }>({
    names: [],
    status: 'loading',
  });
  useEffect(() => {
    let active = true;
    loadSectorNames().then(
      (names) => active && setState({ names, status: 'ready' }),
      (error: unknown) => {
        console.warn('Could not load the sector list', error);
        if (active) setState({ names: [], status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return { options: [...state.names, OTHER_SECTOR], status: state.status };
}

/** For tests: forget the cached list. */
export function resetSectorCache() {
  request = undefined;
}
