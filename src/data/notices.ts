import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** A page of notices (`/api/web/queryNoticeByPage`); the home page shows 8. */
export const noticePageQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: ['notices', { page, size }],
    queryFn: ({ signal }) => api.get('/api/web/queryNoticeByPage', { params: { query: { page, size } }, signal }),
  });
