import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filterPayload, type FilterFormValues } from '../lib/filter-form';
import { useFiltersKey, type Filter } from './filters';
import { useMastoClient } from './session';

// Changing filters lives apart from reading them (state/filters.ts), which every post needs:
// the form's rules load with the screens that change filters, not before the first post.

/** After any change every open timeline re-reads the filters (their posts re-render with them). */
function useRefreshFilters() {
  const queryClient = useQueryClient();
  const key = useFiltersKey();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

/** Puts a saved filter into the cached list at once, before the refetch confirms it. */
function useStoreFilter() {
  const queryClient = useQueryClient();
  const key = useFiltersKey();
  return (saved: Filter) =>
    queryClient.setQueryData<readonly Filter[]>(key, (list = []) =>
      list.some((filter) => filter.id === saved.id)
        ? list.map((filter) => (filter.id === saved.id ? saved : filter))
        : [...list, saved],
    );
}

export interface SaveFilter {
  values: FilterFormValues;
  /** The filter being edited; none to create one. */
  original?: Filter;
}

/** Creates or updates a filter from the form. */
export function useSaveFilter() {
  const client = useMastoClient();
  const store = useStoreFilter();
  const refresh = useRefreshFilters();
  return useMutation({
    mutationFn: async ({ values, original }: SaveFilter) => {
      const payload = filterPayload(values, original);
      return original
        ? await client.v2.filters.$select(original.id).update(payload)
        : await client.v2.filters.create(payload);
    },
    onSuccess: (saved) => {
      store(saved);
      void refresh();
    },
  });
}

/** Deletes a filter; posts it hid show again at once. */
export function useDeleteFilter() {
  const client = useMastoClient();
  const queryClient = useQueryClient();
  const key = useFiltersKey();
  const refresh = useRefreshFilters();
  return useMutation({
    mutationFn: async (id: string) => {
      await client.v2.filters.$select(id).remove();
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<readonly Filter[]>(key, (list = []) =>
        list.filter((filter) => filter.id !== id),
      );
      void refresh();
    },
  });
}

/** Adds a post to a filter (POST /api/v2/filters/:id/statuses); the post is then filtered. */
export function useAddPostToFilter() {
  const client = useMastoClient();
  const queryClient = useQueryClient();
  const key = useFiltersKey();
  const refresh = useRefreshFilters();
  return useMutation({
    mutationFn: async ({ filterId, statusId }: { filterId: string; statusId: string }) => ({
      filterId,
      entry: await client.v2.filters.$select(filterId).statuses.create({ statusId }),
    }),
    onSuccess: ({ filterId, entry }) => {
      queryClient.setQueryData<readonly Filter[]>(key, (list = []) =>
        list.map((filter) =>
          filter.id === filterId ? { ...filter, statuses: [...filter.statuses, entry] } : filter,
        ),
      );
      void refresh();
    },
  });
}
