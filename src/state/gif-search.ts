import { useQuery } from '@tanstack/react-query';
import { searchGifs } from '../api/media-services';
import { appConfig } from '../lib/config';
import { queryKeys } from './query-keys';

/** GIFs matching `query` from the build's GIF service (nothing asked without one). */
export function useGifSearch(query: string) {
  const serviceUrl = appConfig.gifSearchUrl;
  return useQuery({
    queryKey: queryKeys.gifSearch(query.trim()),
    queryFn: () => searchGifs(serviceUrl!, query),
    enabled: serviceUrl !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
