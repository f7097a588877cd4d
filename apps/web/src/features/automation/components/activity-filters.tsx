import { ACTION_KIND_LABELS, ACTION_KINDS, ACTIVITY_ACTORS, ACTIVITY_RESULTS, type ActivityEntry } from '@cohost/shared';
import { Select, SimpleGrid } from '@mantine/core';

import type { ActivityFilters } from '../api/list-activity';
import type { PropertyChoice } from './scope-picker';

export const RESULT_LABELS: Record<ActivityEntry['result'], string> = {
  done: 'Done',
  waiting: 'Waiting for approval',
  approved: 'Approved',
  denied: 'Denied',
  expired: 'Out of date',
  failed: 'Failed',
};

const ACTOR_LABELS: Record<NonNullable<ActivityFilters['actorType']>, string> = { cohost: 'Cohost', host: 'Your team', system: 'System' };

/** The filters travel in the address (`?property=&kind=&who=&result=`), so a filtered view can be linked. */
const PARAMS = { propertyId: 'property', kind: 'kind', actorType: 'who', result: 'result' } as const satisfies Record<keyof ActivityFilters, string>;
type FilterName = keyof typeof PARAMS;

const ALL = 'all';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The filters in the address; a value the API would refuse (an old or edited link) counts as 'all'. */
export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const filters: ActivityFilters = {};
  const propertyId = params.get(PARAMS.propertyId);
  const kind = oneOf(ACTION_KINDS, params.get(PARAMS.kind));
  const actorType = oneOf(ACTIVITY_ACTORS, params.get(PARAMS.actorType));
  const result = oneOf(ACTIVITY_RESULTS, params.get(PARAMS.result));
  if (propertyId) filters.propertyId = propertyId;
  if (kind) filters.kind = kind;
  if (actorType) filters.actorType = actorType;
  if (result) filters.result = result;
  return filters;
}

/** Sets one filter in the address (null: all), or with `name` omitted clears them all. */
export function writeActivityFilter(params: URLSearchParams, name?: FilterName, value?: string | null): URLSearchParams {
  const names = name ? [name] : (Object.keys(PARAMS) as FilterName[]);
  for (const each of names) params.delete(PARAMS[each]);
  if (name && value) params.set(PARAMS[name], value);
  return params;
}

interface ActivityFiltersBarProps {
  filters: ActivityFilters;
  /** Undefined while they load. */
  properties: PropertyChoice[] | undefined;
  onChange(name: FilterName, value: string | null): void;
}

/** Property, kind of action, who acted and what came of it: each 'all' by default. */
export function ActivityFiltersBar({ filters, properties, onChange }: ActivityFiltersBarProps) {
  const propertyOptions = (properties ?? []).map(({ id, name }) => ({ value: id, label: name }));
  // A link to a property since archived still shows that it is filtered.
  if (properties && filters.propertyId && !properties.some(({ id }) => id === filters.propertyId)) {
    propertyOptions.push({ value: filters.propertyId, label: 'Unlisted property' });
  }
  const selects: Array<{ name: FilterName; label: string; data: Array<{ value: string; label: string }> }> = [
    {
      name: 'propertyId',
      label: 'Property',
      data: [{ value: ALL, label: 'All properties' }, ...propertyOptions],
    },
    {
      name: 'kind',
      label: 'Action',
      data: [{ value: ALL, label: 'All actions' }, ...ACTION_KINDS.map((kind) => ({ value: kind, label: ACTION_KIND_LABELS[kind].one }))],
    },
    {
      name: 'actorType',
      label: 'Who',
      data: [{ value: ALL, label: 'Everyone' }, ...ACTIVITY_ACTORS.map((actor) => ({ value: actor, label: ACTOR_LABELS[actor] }))],
    },
    {
      name: 'result',
      label: 'Result',
      data: [{ value: ALL, label: 'All results' }, ...ACTIVITY_RESULTS.map((result) => ({ value: result, label: RESULT_LABELS[result] }))],
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {selects.map(({ name, label, data }) => (
        <Select
          key={name}
          label={label}
          data={data}
          value={filters[name] ?? ALL}
          onChange={(value) => value && onChange(name, value === ALL ? null : value)}
          allowDeselect={false}
          searchable={data.length > 10}
        />
      ))}
    </SimpleGrid>
  );
}
