import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** A page of jobs (`/api/web/queryJobListByPage`); the home page shows the newest 9. */
export const jobPageQuery = (page: number, size: number, keyWord?: string) =>
  queryOptions({
    queryKey: ['jobs', { page, size, keyWord: keyWord ?? '' }],
    queryFn: ({ signal }) =>
      api.get('/api/web/queryJobListByPage', {
        params: { query: { page, size, ...(keyWord ? { keyWord } : {}) } },
        signal,
      }),
  });
